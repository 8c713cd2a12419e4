import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Text that tries to reach the terminal as a control: put into every field, an image path and
/// a notice (a hand-edited draft or entry can hold anything), it is drawn as printable cells,
/// and the bytes the frame writer sends hold no escape sequence but the writer's own.
@Suite("Hostile text never reaches the terminal as a control")
struct HostileTextFrameTests {
    /// Clear screen, OSC 52 (set the clipboard), OSC title, DCS, 8-bit CSI, OSC and ST, NEL,
    /// bidi override and isolate, BEL, DEL, CR/LF, a lone ESC at the end.
    static let hostile = "a\u{1B}[2Jb\u{1B}]52;c;aGFja2Vk\u{07}c\u{1B}]0;owned\u{1B}\\d\u{9B}31me\u{9D}0;t\u{9C}f"
        + "\u{85}g\u{202E}h\u{2066}i\u{7F}j\u{07}k\r\nl\u{1B}Pq#0;2;0;0;0\u{1B}\\m\u{1B}"

    static func hostileWizard(step: DiaryWriteStep) -> DiaryWizard {
        var content = WizardRendererGoldenTests.rated
        for field in DiaryField.allCases {
            guard case .text = StepTable.kind(of: field) else { continue }
            content.setText(hostile, of: field)
        }
        // The hot thought marked (its line highlighted in the field, shown under it with the belief asked).
        content.setText(DiaryContent.markableLines(of: hostile).last ?? "", of: .hotThought)
        content.beliefs[.hotThoughtBelief] = 70
        content.traps = ["mind_reading"]
        content.images = [ImageAttachment(storedPath: "images/x.png", originalPath: "/tmp/" + hostile + ".png", format: "png")]
        var wizard = WizardRendererGoldenTests.wizard(content, step: step)
        wizard.state.notice = WizardNotice(.error, "kept " + hostile)
        return wizard
    }

    /// Every escape sequence in `output` is one the writer makes (CSI with digits, `;` or `?`
    /// and a final H, J, K, m, h or l), and no other control, C1 or bidi scalar is there.
    static func onlyWriterSequences(_ output: [UInt8]) -> [String] {
        var problems: [String] = []
        let scalars = Array(String(decoding: output, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                var end = index + 1
                guard end < scalars.count, scalars[end] == "[" else {
                    problems.append("ESC not followed by [ at \(index)")
                    index += 1
                    continue
                }
                end += 1
                while end < scalars.count, "0123456789;?".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end >= scalars.count || !"HJKmhl".unicodeScalars.contains(scalars[end]) {
                    problems.append("a sequence the writer does not make at \(index)")
                }
                index = end + 1
                continue
            }
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                problems.append(String(format: "control U+%04X at \(index)", value))
            }
            index += 1
        }
        return problems
    }

    @Test("every step, navigating and writing, drawn whole and as a diff, in color", arguments: [(80, 24), (40, 12)])
    func everyStep(columns: Int, rows: Int) throws {
        let renderer = WizardRenderer(theme: Theme(color: true), subtitle: "New entry")
        let size = TerminalSize(rows: rows, columns: columns)
        #expect(Self.hostileWizard(step: .thought).hotThoughtPrompt != nil, "the hostile hot thought is marked and asked of")
        var thought = Self.hostileWizard(step: .thought)
        _ = thought.update(.resize(columns: columns, rows: rows))
        #expect(!thought.hotThoughtRows(in: .thought).isEmpty, "and highlighted, as the field shows it")
        for step in DiaryWriteStep.allCases {
            for editing in [false, true] {
                var wizard = Self.hostileWizard(step: step)
                if editing { _ = wizard.handle(.enter) }
                let frame = WizardRendererGoldenTests.render(wizard, rows, columns, renderer: renderer)
                let context = "\(step) \(editing ? "writing" : "navigating") \(columns)x\(rows)"
                #expect(frame.rows.joined().contains { $0.text.contains("2J") || $0.text.contains("owned") } == false, "\(context)")
                // Drawn whole (the only clear is the writer's own, first) …
                var whole = FrameWriter()
                let full = whole.render(frame, size: size)
                #expect(Self.onlyWriterSequences(full) == [], "\(context)")
                #expect(String(decoding: full, as: UTF8.self).components(separatedBy: "\u{1B}[2J").count == 2, "\(context)")
                // … and as the change from the same step without the hostile text.
                var diff = FrameWriter()
                _ = diff.render(WizardRendererGoldenTests.render(WizardRendererGoldenTests.wizard(WizardRendererGoldenTests.rated, step: step),
                                                                rows, columns, renderer: renderer), size: size)
                let changed = diff.render(frame, size: size)
                #expect(!changed.isEmpty, "\(context)")
                #expect(Self.onlyWriterSequences(changed) == [], "\(context)")
                #expect(!String(decoding: changed, as: UTF8.self).contains("\u{1B}[2J"), "\(context)")
            }
        }
    }

    @Test("the letters around the controls are kept, in order")
    func lettersKept() {
        let row = CellRow(Self.hostile)
        #expect(row.text == "abcdefghijk⏎ lm")
    }

    @Test("stats and read lines (StyledLine) encode hostile text as printable text and SGR only")
    func styledLines() {
        var line = StyledLine(Self.hostile, .bar)
        line.add(Self.hostile, .plain)
        line.add(Self.hostile, .heat(3))
        for theme in [Theme(color: true), Theme(color: false), Theme(color: true, ambiguousIsWide: true)] {
            let output = Array(line.encoded(theme: theme).utf8)
            #expect(Self.onlyWriterSequences(output) == [], "\(theme)")
        }
    }
}

extension Array where Element == CellRow {
    /// Every cell of every row.
    fileprivate func joined() -> [Cell] { flatMap(\.cells) }
}
