import LemonLogKit
@testable import LemonLogTerminal
import Testing

/// One row of a decoder table: input bytes and the keys they must give after a flush.
struct DecoderCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let keys: [Key]
    var testDescription: String { name }

    init(_ name: String, _ bytes: [UInt8], _ keys: [Key]) {
        self.name = name
        self.bytes = bytes
        self.keys = keys
    }

    init(_ name: String, _ text: String, _ keys: [Key]) {
        self.init(name, Array(text.utf8), keys)
    }
}

private let esc = "\u{1B}"

/// Feeds everything at once, then flushes.
func decodeAll(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    var keys = decoder.feed(bytes)
    keys += decoder.flushPending()
    return keys
}

/// Feeds one byte at a time, then flushes.
func decodeBytewise(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    keys += decoder.flushPending()
    return keys
}

let plainCases: [DecoderCase] = [
    DecoderCase("ascii letters", "nq?", [.char("n"), .char("q"), .char("?")]),
    DecoderCase("space and digits", " 1~", [.char(" "), .char("1"), .char("~")]),
    DecoderCase("enter CR", [0x0D], [.enter]),
    DecoderCase("enter LF", [0x0A], [.enter]),
    DecoderCase("tab", [0x09], [.tab]),
    DecoderCase("backspace DEL", [0x7F], [.backspace]),
    DecoderCase("backspace BS", [0x08], [.backspace]),
    DecoderCase("ctrl-a", [0x01], [.ctrl("a")]),
    DecoderCase("ctrl-c", [0x03], [.ctrl("c")]),
    DecoderCase("ctrl-d", [0x04], [.ctrl("d")]),
    DecoderCase("ctrl-n", [0x0E], [.ctrl("n")]),
    DecoderCase("ctrl-p", [0x10], [.ctrl("p")]),
    DecoderCase("ctrl-s", [0x13], [.ctrl("s")]),
    DecoderCase("ctrl-z", [0x1A], [.ctrl("z")]),
    DecoderCase("ctrl-space", [0x00], [Key(.character(" "), .control)]),
    DecoderCase("korean", "한글", [.char("한"), .char("글")]),
    DecoderCase("two-byte é", "é", [.char("é")]),
    DecoderCase("emoji 4 bytes", "🍋", [.char("🍋")]),
    DecoderCase("combining as scalars", "e\u{301}", [.char("e"), Key(.character("\u{301}"))]),
    DecoderCase("escape alone", esc, [.escape]),
    DecoderCase("escape escape", esc + esc, [.escape, .escape]),
    DecoderCase("alt-b", esc + "b", [.alt("b")]),
    DecoderCase("alt-n then n", esc + "nn", [.alt("n"), .char("n")]),
    DecoderCase("alt-backspace", [0x1B, 0x7F], [Key(.backspace, .alt)]),
    DecoderCase("alt-korean", esc + "한", [.alt("한")]),
    DecoderCase("alt-enter", [0x1B, 0x0D], [Key(.enter, .alt)]),
    DecoderCase("ctrl-alt-a", [0x1B, 0x01], [Key(.character("a"), [.control, .alt])]),
    DecoderCase("esc then C1", [0x1B, 0xC2, 0x9B, 0x61], [.escape, .char("a")]),
    DecoderCase("alt-[ then korean", esc + "[한", [Key(.unknown), .char("한")]),
    DecoderCase("alt-[ alone", esc + "[", [.alt("[")]),
    DecoderCase("alt-O alone", esc + "O", [.alt("O")]),
    DecoderCase("stray C1 0x9B", [0x9B], []),
    DecoderCase("C1 as UTF-8 (U+009B)", [0xC2, 0x9B], []),
    DecoderCase("stray continuation", [0x80, 0x61], [.char("a")]),
    DecoderCase("invalid lead C0", [0xC0, 0x80], []),
    DecoderCase("invalid F5", [0xF5, 0x61], [.char("a")]),
    DecoderCase("overlong E0 80", [0xE0, 0x80, 0x80], []),
    DecoderCase("surrogate ED A0 80", [0xED, 0xA0, 0x80], []),
    DecoderCase("truncated UTF-8 then ascii", [0xED, 0x95, 0x41], [.char("A")]),
    DecoderCase("truncated UTF-8 at end dropped", [0x61, 0xED, 0x95], [.char("a")]),
]

let sequenceCases: [DecoderCase] = [
    DecoderCase("CSI up", esc + "[A", [.up]),
    DecoderCase("CSI down", esc + "[B", [.down]),
    DecoderCase("CSI right", esc + "[C", [.right]),
    DecoderCase("CSI left", esc + "[D", [.left]),
    DecoderCase("SS3 up", esc + "OA", [.up]),
    DecoderCase("SS3 down", esc + "OB", [.down]),
    DecoderCase("SS3 right", esc + "OC", [.right]),
    DecoderCase("SS3 left", esc + "OD", [.left]),
    DecoderCase("home CSI H", esc + "[H", [.home]),
    DecoderCase("end CSI F", esc + "[F", [.end]),
    DecoderCase("home 1~", esc + "[1~", [.home]),
    DecoderCase("end 4~", esc + "[4~", [.end]),
    DecoderCase("home 7~", esc + "[7~", [.home]),
    DecoderCase("end 8~", esc + "[8~", [.end]),
    DecoderCase("home SS3 H", esc + "OH", [.home]),
    DecoderCase("end SS3 F", esc + "OF", [.end]),
    DecoderCase("insert", esc + "[2~", [Key(.insert)]),
    DecoderCase("delete", esc + "[3~", [.delete]),
    DecoderCase("page up", esc + "[5~", [Key(.pageUp)]),
    DecoderCase("page down", esc + "[6~", [Key(.pageDown)]),
    DecoderCase("F1 SS3", esc + "OP", [Key(.function(1))]),
    DecoderCase("F2 SS3", esc + "OQ", [Key(.function(2))]),
    DecoderCase("F3 SS3", esc + "OR", [Key(.function(3))]),
    DecoderCase("F4 SS3", esc + "OS", [Key(.function(4))]),
    DecoderCase("F1 11~", esc + "[11~", [Key(.function(1))]),
    DecoderCase("F4 14~", esc + "[14~", [Key(.function(4))]),
    DecoderCase("F5", esc + "[15~", [Key(.function(5))]),
    DecoderCase("F6", esc + "[17~", [Key(.function(6))]),
    DecoderCase("F7", esc + "[18~", [Key(.function(7))]),
    DecoderCase("F8", esc + "[19~", [Key(.function(8))]),
    DecoderCase("F9", esc + "[20~", [Key(.function(9))]),
    DecoderCase("F10", esc + "[21~", [Key(.function(10))]),
    DecoderCase("F11", esc + "[23~", [Key(.function(11))]),
    DecoderCase("F12", esc + "[24~", [Key(.function(12))]),
    DecoderCase("linux F1", esc + "[[A", [Key(.function(1))]),
    DecoderCase("linux F5", esc + "[[E", [Key(.function(5))]),
    DecoderCase("ctrl-F5", esc + "[15;5~", [Key(.function(5), .control)]),
    DecoderCase("shift-F1 CSI", esc + "[1;2P", [Key(.function(1), .shift)]),
    DecoderCase("shift-tab", esc + "[Z", [.backTab]),
    DecoderCase("alt-left", esc + "[1;3D", [Key(.left, .alt)]),
    DecoderCase("ctrl-home", esc + "[1;5H", [Key(.home, .control)]),
    DecoderCase("shift-up", esc + "[1;2A", [Key(.up, .shift)]),
    DecoderCase("shift-alt-right", esc + "[1;4C", [Key(.right, [.shift, .alt])]),
    DecoderCase("ctrl-shift-end", esc + "[1;6F", [Key(.end, [.control, .shift])]),
    DecoderCase("ctrl-alt-down", esc + "[1;7B", [Key(.down, [.control, .alt])]),
    DecoderCase("meta-left (9)", esc + "[1;9D", [Key(.left, .alt)]),
    DecoderCase("ctrl-delete", esc + "[3;5~", [Key(.delete, .control)]),
    DecoderCase("SS3 ctrl-up", esc + "O5A", [Key(.up, .control)]),
    DecoderCase("rxvt shift-delete", esc + "[3$", [Key(.delete, .shift)]),
    DecoderCase("rxvt ctrl-home", esc + "[7^", [Key(.home, .control)]),
    DecoderCase("keypad enter", esc + "OM", [.enter]),
    DecoderCase("unknown CSI final", esc + "[1;5X", [Key(.unknown)]),
    DecoderCase("unknown CSI tilde", esc + "[99~", [Key(.unknown)]),
    DecoderCase("SGR mouse", esc + "[<0;12;5M", [Key(.unknown)]),
    DecoderCase("DA response", esc + "[?1;2c", [Key(.unknown)]),
    DecoderCase("cursor report", esc + "[12;40R", [Key(.unknown)]),
    DecoderCase("CSI with intermediate", esc + "[2 q", [Key(.unknown)]),
    DecoderCase("unknown SS3", esc + "Oz" + "a", [Key(.unknown), .char("a")]),
    DecoderCase("OSC BEL", esc + "]11;rgb:0000/0000/0000\u{07}x", [Key(.unknown), .char("x")]),
    DecoderCase("OSC ST", esc + "]0;title" + esc + "\\x", [Key(.unknown), .char("x")]),
    DecoderCase("DCS ST", esc + "P1$r0m" + esc + "\\n", [Key(.unknown), .char("n")]),
    DecoderCase("stray paste end", esc + "[201~", [Key(.unknown)]),
    // An unterminated control string loses only its introducer, never the text after it.
    DecoderCase("OSC cut by new line", esc + "]0;ab\rcd", [.char("0"), .char(";"), .char("a"), .char("b"), .enter, .char("c"), .char("d")]),
    DecoderCase("OSC never ended", esc + "]my words", "my words".map { Key.char($0) }),
    DecoderCase("DCS never ended", esc + "Pkeep", "keep".map { Key.char($0) }),
    DecoderCase("SOS never ended", esc + "Xkeep", "keep".map { Key.char($0) }),
    DecoderCase("PM never ended", esc + "^keep 한글", "keep 한글".map { Key.char($0) }),
    DecoderCase("APC cut by new line", esc + "_x\ny", [.char("x"), .enter, .char("y")]),
    DecoderCase("OSC never ended, then a key", esc + "]ab" + esc + "[A", [.char("a"), .char("b"), .up]),
    DecoderCase("CSI cut by control", esc + "[1;\u{03}", [Key(.unknown), .ctrl("c")]),
    DecoderCase("keys back to back", esc + "[A" + esc + "OBq" + esc + "[3~", [.up, .down, .char("q"), .delete]),
    DecoderCase("incomplete CSI flushed", esc + "[1;5", [Key(.unknown)]),
]

@Suite("KeyDecoder tables")
struct KeyDecoderTableTests {
    @Test(arguments: plainCases + sequenceCases)
    func wholeFeed(_ row: DecoderCase) {
        #expect(decodeAll(row.bytes) == row.keys)
    }

    @Test(arguments: plainCases + sequenceCases)
    func bytewiseFeed(_ row: DecoderCase) {
        #expect(decodeBytewise(row.bytes) == row.keys)
    }

    @Test(arguments: plainCases + sequenceCases)
    func neverPrintsControlBytes(_ row: DecoderCase) {
        for key in decodeAll(row.bytes) {
            if case .character(let character) = key.code, key.modifiers.isEmpty {
                for scalar in character.unicodeScalars {
                    #expect(scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value))
                }
            }
        }
    }
}

@Suite("KeyDecoder behaviour")
struct KeyDecoderTests {
    static let korean = Array("가한글🍋é".utf8)

    @Test(arguments: 0...korean.count)
    func splitUTF8AtEveryPoint(split: Int) {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array(Self.korean[..<split]))
        keys += decoder.feed(Array(Self.korean[split...]))
        #expect(decoder.hasPending == false)
        #expect(keys == [.char("가"), .char("한"), .char("글"), .char("🍋"), .char("é")])
    }

    @Test func splitKoreanInThreeFeeds() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xED]) == [])
        #expect(!decoder.hasPending)   // no timeout applies to a partial character
        #expect(decoder.feed([0x95]) == [])
        #expect(decoder.feed([0x9C]) == [.char("한")])
        #expect(!decoder.hasPending)
    }

    /// A character whose bytes arrive far apart (slow SSH) is kept, not lost to a timeout.
    @Test func incompleteUTF8SurvivesFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xEB, 0x86]) == [])
        #expect(!decoder.hasPending)
        #expect(decoder.flushPending() == [])
        #expect(decoder.feed([0x93]) == [.char("놓")])
    }

    /// A broken sequence is not kept forever: the next byte that cannot continue it decides.
    @Test func brokenUTF8IsDroppedWhenTheNextKeyArrives() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xED, 0x95]) == [])
        #expect(decoder.feed(Array("a".utf8)) == [.char("a")])
        #expect(!decoder.hasPending)
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.flushPending() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flushPending() == [])
    }

    @Test func escapeThenLetterInLaterFeedIsAlt() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("b".utf8)) == [.alt("b")])
    }

    @Test func escapeFlushedThenLetterIsTwoKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flushPending() == [.escape])
        #expect(decoder.feed(Array("b".utf8)) == [.char("b")])
    }

    @Test func csiSplitAcrossFeeds() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B, 0x31]) == [])
        #expect(decoder.feed([0x3B, 0x35]) == [])
        #expect(decoder.feed([0x48, 0x61]) == [Key(.home, .control), .char("a")])
    }

    static let pasteBody = "n p\u{1B}[A\u{1B}x\u{1B}[200~한국어\r\nq\u{1B}[201x\u{1B}[20\u{1B}~"
    static let pasteBytes = Array(("x\u{1B}[200~" + pasteBody + "\u{1B}[201~y").utf8)

    @Test func pasteIsOneKey() {
        #expect(decodeAll(Self.pasteBytes) == [.char("x"), Key(.paste(Self.pasteBody)), .char("y")])
    }

    @Test func pasteBytewise() {
        #expect(decodeBytewise(Self.pasteBytes) == [.char("x"), Key(.paste(Self.pasteBody)), .char("y")])
    }

    @Test(arguments: 0...pasteBytes.count)
    func pasteSplitAnywhere(split: Int) {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array(Self.pasteBytes[..<split]))
        // A quiet time inside the paste must not end it or flush its bytes.
        if split >= 9, split < Self.pasteBytes.count - 1 {
            #expect(decoder.isInPaste)
            #expect(!decoder.hasPending)
            keys += decoder.flushPending()
        }
        keys += decoder.feed(Array(Self.pasteBytes[split...]))
        #expect(keys == [.char("x"), Key(.paste(Self.pasteBody)), .char("y")])
        #expect(!decoder.isInPaste)
    }

    @Test func largePasteInManyFeeds() {
        let line = Array("abc 한글 \u{1B}[A 0123456789\n".utf8)
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array("\u{1B}[200~".utf8))
        #expect(decoder.isInPaste)
        let lines = 40_000  // about 1.3 MB
        for _ in 0..<lines { keys += decoder.feed(line) }
        keys += decoder.feed(Array("\u{1B}[201~".utf8))
        #expect(keys.count == 1)
        guard case .paste(let text)? = keys.first?.code else {
            Issue.record("no paste key")
            return
        }
        #expect(text.utf8.count == line.count * lines)
        #expect(text.hasPrefix("abc 한글 \u{1B}[A"))
    }

    @Test func largePasteInOneFeed() {
        let body = [UInt8](repeating: UInt8(ascii: "z"), count: 3_000_000)
        let keys = decodeAll(Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8))
        #expect(keys == [Key(.paste(String(repeating: "z", count: 3_000_000)))])
    }

    @Test func unterminatedPasteCanBeFinished() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(decoder.isInPaste)
        #expect(!decoder.hasPending)
        #expect(decoder.flushPending() == [])
        #expect(decoder.finishPaste() == [Key(.paste("abc\u{1B}[20"))])
        #expect(!decoder.isInPaste)
        #expect(decoder.feed(Array("n".utf8)) == [.char("n")])
    }

    @Test func emptyPasteGivesNothing() {
        #expect(decodeAll(Array("\u{1B}[200~\u{1B}[201~n".utf8)) == [.char("n")])
    }
}

/// A paste carries an unterminated control string through untouched: the decoder takes no
/// text after it (the core's sanitizer then drops only the introducer).
@Suite("KeyDecoder unterminated strings in a paste")
struct KeyDecoderPasteStringTests {
    @Test(arguments: ["]", "P", "X", "^", "_"])
    func pasteKeepsTextAfterIntroducer(_ introducer: String) {
        let body = "before \u{1B}\(introducer)0;after\nnext line"
        let keys = decodeAll(Array(("\u{1B}[200~" + body + "\u{1B}[201~" + "z").utf8))
        #expect(keys == [Key(.paste(body)), .char("z")])
    }
}
