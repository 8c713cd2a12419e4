import Testing
@testable import LemonLogKit
import LemonLogTestSupport

@Suite("TextEditor kept layout")
struct TextLayoutCacheTests {
    static let pieces = ["a", "b", " ", " ", "\n", "한", "\u{1112}", "\u{1161}", "\u{11AB}", "e", "\u{301}",
                         "\u{1F1F0}", "\u{1F1F7}", "\u{200D}", "👨", "🏽", "\u{FE0F}", "😀", "x", "가나", "\t",
                         "word ", "longerword", "오늘은 ", "https://example.com/a"]
    static let commands: [EditCommand] = [.moveLeft, .moveRight, .moveUp, .moveDown, .moveLineStart, .moveLineEnd,
                                          .moveWordLeft, .moveWordRight, .moveTextStart, .moveTextEnd,
                                          .deleteBackward, .deleteForward, .deleteWordBackward, .deleteToLineEnd,
                                          .deleteToLineStart, .undo, .redo, .newline]

    static func piece(_ random: inout SeededRandom) -> String {
        pieces[Int(random.next() % UInt64(pieces.count))]
    }

    /// Random edits of every kind at random widths (the width changes now and then, as on a
    /// resize): after each one the kept layout equals a fresh layout of the same text and
    /// cursor, and the layout of a new editor holding that text.
    @Test func keptLayoutEqualsAFreshLayoutOverRandomEdits() {
        var random = SeededRandom(seed: 0x1A70_0C0C)
        for round in 0..<40 {
            var width = 1 + Int(random.next() % 14)
            var editor = TextEditor(text: round % 4 == 0 ? "오늘은 정말 좋은 날이었다\n\nhello wonderful world" : "",
                                    limit: round % 5 == 0 ? 60 : nil)
            editor.prepareLayout(wrapWidth: width)
            for _ in 0..<150 {
                let roll = Int(random.next() % 20)
                let command: EditCommand
                switch roll {
                case 0..<9: command = .insert(Self.piece(&random))
                case 9..<11: command = .paste(Self.piece(&random) + Self.piece(&random) + Self.piece(&random))
                case 11: command = .replaceAll(Self.piece(&random) + "\n" + Self.piece(&random))
                default: command = Self.commands[Int(random.next() % UInt64(Self.commands.count))]
                }
                if random.chance(0.03) { width = 1 + Int(random.next() % 14) }
                editor.apply(command, wrapWidth: width)
                #expect(editor.preparedLayoutWidth == width)
                let kept = editor.layout(wrapWidth: width)
                #expect(kept == editor.freshLayout(wrapWidth: width), "round \(round), \(command) at \(width)")
                #expect(kept == TextEditor(text: editor.text, cursor: editor.cursor).layout(wrapWidth: width))
                // Asked at another width, the layout is computed afresh.
                #expect(editor.layout(wrapWidth: width + 3) == editor.freshLayout(wrapWidth: width + 3))
            }
        }
    }

    @Test func keptLayoutIsNotPartOfEquality() {
        var prepared = TextEditor(text: "hello wonderful world")
        prepared.prepareLayout(wrapWidth: 6)
        let plain = TextEditor(text: "hello wonderful world")
        #expect(prepared.preparedLayoutWidth == 6)
        #expect(plain.preparedLayoutWidth == nil)
        #expect(prepared == plain)
        #expect(prepared.layout(wrapWidth: 6) == plain.layout(wrapWidth: 6))
    }

    @Test func longTextEditedInTheMiddleAndAtTheEnd() {
        // One paragraph of 2,000 characters, edited near its start, middle and end.
        var text = ""
        while text.count < 2_000 { text += "lemon tea 오늘 기분 rain walk " }
        var editor = TextEditor(text: String(text.prefix(2_000)), limit: nil)
        editor.prepareLayout(wrapWidth: 74)
        for offset in [3, 1_000, 1_999, 2_000] {
            editor.apply(.moveTextStart, wrapWidth: 74)
            for _ in 0..<offset { editor.apply(.moveRight, wrapWidth: 74) }
            for command: EditCommand in [.insert("X"), .insert(" "), .newline, .deleteBackward, .deleteBackward,
                                         .paste("가나다라 마바사"), .deleteWordBackward, .undo, .redo] {
                editor.apply(command, wrapWidth: 74)
                #expect(editor.layout(wrapWidth: 74) == editor.freshLayout(wrapWidth: 74), "\(command) at \(offset)")
            }
        }
    }
}
