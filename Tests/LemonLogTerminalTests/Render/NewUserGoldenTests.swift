import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of what a new user tripped on (issue 23, item 5), in English and Korean.
/// Re-record with `LEMONLOG_RECORD_FRAMES=1 swift test --filter NewUserGoldenTests`.
@Suite("Golden frames: what tripped a new user")
struct NewUserGoldenTests {
    typealias Golden = WizardRendererGoldenTests

    static func renderer(_ language: Language) -> WizardRenderer {
        WizardRenderer(theme: Theme(color: false), subtitle: language == .ko ? "새 일기" : "New entry")
    }

    @Test("a refused sixth emotion: the reason under the list, no ✗ on step 1", arguments: [Language.en, .ko])
    func sixthEmotionRefused(language: Language) throws {
        var wizard = Golden.wizard(language: language)
        for _ in 0..<6 {
            _ = wizard.handle(.char("j"))
            _ = wizard.handle(.char(" "))
        }
        #expect(wizard.state.content.emotions.count == 5)
        let frame = Golden.render(wizard, 24, 80, renderer: Self.renderer(language))
        let header = try #require(frame.lines.first)
        #expect(!header.contains("✗"), "\(header)")
        try GoldenFrame.assert(frame, named: "sixth-emotion-refused-80x24-\(language)")
    }

    @Test("type-to-find: what is sought under the chosen line, the cursor after it, the find footer",
          arguments: [(Language.en, "lone", 80, 24), (.ko, "외로", 80, 24), (.en, "zzz", 40, 12), (.ko, "불안", 40, 12)])
    func typeToFind(language: Language, typed: String, columns: Int, rows: Int) throws {
        var wizard = Golden.wizard(language: language)
        _ = wizard.handle(.char("/"))
        for character in typed { _ = wizard.handle(.char(character)) }
        let frame = Golden.render(wizard, rows, columns, renderer: Self.renderer(language))
        #expect(frame.lines.contains { $0.hasPrefix("/ " + typed) })
        #expect(frame.cursor != nil, "the cursor stands where the next letter goes")
        try GoldenFrame.assert(frame, named: "emotion-find-\(typed == "zzz" ? "missed" : "found")-\(columns)x\(rows)-\(language)")
    }

    @Test("a trap question exactly as wide as the terminal takes one line, not one and a blank",
          arguments: [Language.en, .ko])
    func trapQuestionExactlyAsWide(language: Language) throws {
        var content = Golden.complete
        content.traps = ["mind_reading", "labeling"]
        let wizard = Golden.wizard(content, step: .reeval, language: language)
        let (label, question) = try #require(wizard.trapQuestions.first)
        let columns = DisplayWidth.of("? " + label + ": " + question)
        let lines = Self.renderer(language).trapQuestionLines(wizard, room: 10, width: columns)
            .map { $0.pieces.map(\.text).joined() }
        #expect(lines.first == "? " + label + ": " + question)
        #expect(lines.dropFirst().first?.hasPrefix("? ") == true, "the next question follows at once: \(lines)")
    }

    @Test("at 40x12 with three traps marked, PgDn brings every question into sight, navigating and writing",
          arguments: [Language.en, .ko])
    func everyTrapQuestionReachable(language: Language) throws {
        var content = Golden.complete
        content.traps = ["mind_reading", "fortune_telling", "labeling"]
        var wizard = Golden.wizard(content, step: .reeval, language: language)
        let labels = wizard.trapQuestions.map(\.label)
        #expect(labels.count == 3)
        for editing in [false, true] {
            // Enter opens the facts that support it; Tab twice reaches the balanced thought.
            if editing { for key in [Key.enter, .tab, .tab] { _ = wizard.handle(key) } }
            var seen: Set<String> = []
            for press in 0...labels.count {
                let frame = Golden.render(wizard, 12, 40, renderer: Self.renderer(language))
                for label in labels where frame.lines.contains(where: { $0.hasPrefix("? " + label) }) { seen.insert(label) }
                if press == 0 {
                    try GoldenFrame.assert(frame, named: "reeval-three-traps-\(editing ? "editing-" : "")40x12-\(language)")
                }
                _ = wizard.handle(Key(.pageDown))
            }
            #expect(seen == Set(labels), "every question shows (editing: \(editing))")
        }
        #expect(wizard.state.mode == .editing(.reeval), "PgDn does not leave the field")
    }
}
