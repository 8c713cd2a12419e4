import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

@Suite("Renderer golden frames")
struct WizardRendererGoldenTests {
    static let now = Date(timeIntervalSince1970: 1_795_262_400)   // 2026-11-21 12:00 UTC
    static let plain = WizardRenderer(theme: Theme(color: false), subtitle: "New entry")

    static func wizard(_ content: DiaryContent = DiaryContent(date: now), step: DiaryWriteStep = .emotion,
                       language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step), localizer: Localizer(language: language),
                    timeZone: TimeZone(identifier: "UTC")!, now: { now })
    }

    static func render(_ wizard: DiaryWizard, _ rows: Int, _ columns: Int,
                       renderer: WizardRenderer = plain) -> Frame {
        var wizard = wizard
        _ = wizard.update(.resize(columns: columns, rows: rows))
        return renderer.render(wizard, size: TerminalSize(rows: rows, columns: columns))
    }

    static let paragraph = "오늘 아침 버스를 놓쳐서 회의에 10분 늦었다. 팀장님은 아무 말도 하지 않았는데, 그게 오히려 더 불편했다. 다들 나를 게으르다고 생각할 것 같다."

    static var complete: DiaryContent {
        DiaryContent(emotions: ["sadness.lonely", "fear.anxious"], situation: "Missed the bus.",
                     thought: "Everyone thinks I'm lazy.", reeval: "Buses are late for everyone.",
                     action: "Leave ten minutes earlier.", date: now)
    }

    @Test("emotion step with a refused move, 80x24", arguments: [Language.en, .ko])
    func emotionRefused(language: Language) throws {
        var wizard = Self.wizard(language: language)
        _ = wizard.handle(.char("n"))
        let renderer = WizardRenderer(theme: Theme(color: false), subtitle: language == .ko ? "새 일기" : "New entry")
        try GoldenFrame.assert(Self.render(wizard, 24, 80, renderer: renderer), named: "emotion-refused-80x24-\(language)")
    }

    /// Two emotions chosen and rated, one re-rated.
    static var rated: DiaryContent {
        var content = complete
        content.intensities = ["sadness.lonely": 70, "fear.anxious": 40]
        content.reratings = ["sadness.lonely": 30]
        return content
    }

    @Test("emotion step with ratings beside the chosen emotions, and the anchors",
          arguments: [(Language.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)])
    func emotionRatings(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(Self.rated, language: language)
        let lonely = EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == "sadness.lonely" } ?? 0
        for _ in 0..<lonely { _ = wizard.handle(.char("j")) }
        try GoldenFrame.assert(Self.render(wizard, rows, columns), named: "emotion-rated-\(columns)x\(rows)-\(language)")
    }

    @Test("a chosen emotion shows unrated (–, not 50) with the anchors on screen, until + rates it from 50",
          arguments: [(Language.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)])
    func unratedUntilRated(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(DiaryContent(date: Self.rated.date), language: language)
        let anchors = Localizer(language: language)("rating_anchors")
        let before = Self.render(wizard, rows, columns).lines.joined(separator: "\n")
        #expect(!before.contains(anchors.prefix(9)), "nothing to rate yet")
        _ = wizard.handle(.char(" "))
        let chosen = Self.render(wizard, rows, columns).lines
        let screen = chosen.joined(separator: "\n")
        // Wrapped at 40 columns (the Korean anchors are longer than a line): read as one text.
        #expect(screen.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(anchors),
                "0 = not at all · 100 = the most you have ever felt")
        let row = try #require(chosen.first { $0.contains("[x]") })
        #expect(row.hasSuffix("–") && !row.contains("50"), "unrated: \(row)")
        #expect(wizard.state.content.intensities.isEmpty)
        _ = wizard.handle(.char("+"))
        let rated = try #require(Self.render(wizard, rows, columns).lines.first { $0.contains("[x]") })
        #expect(rated.hasSuffix("60"), "the first + starts from 50: \(rated)")
    }

    @Test("new perspective with the re-rating list", arguments: [(Language.en, 80, 24), (.ko, 80, 24), (.ko, 40, 12)])
    func reratingList(language: Language, columns: Int, rows: Int) throws {
        var wizard = Self.wizard(Self.rated, step: .reeval, language: language)
        _ = wizard.handle(.down)
        try GoldenFrame.assert(Self.render(wizard, rows, columns), named: "reeval-rerating-\(columns)x\(rows)-\(language)")
    }

    static let sizes: [(Language, Int, Int)] = [(.en, 80, 24), (.ko, 80, 24), (.en, 40, 12), (.ko, 40, 12)]

    @Test("the thought step with the trap list: two marked, the cursor on one, its description", arguments: sizes)
    func thoughtTraps(language: Language, columns: Int, rows: Int) throws {
        var content = Self.rated
        content.traps = ["mind_reading", "labeling"]
        var wizard = Self.wizard(content, step: .thought, language: language)
        for _ in 0..<2 { _ = wizard.handle(.char("j")) }
        let frame = Self.render(wizard, rows, columns)
        let mind = try #require(TrapCatalog.shipped.trap("mind_reading"))
        #expect(frame.lines.contains { $0.contains("› [x] " + mind.label(language)) }, "the cursor row is shown")
        try GoldenFrame.assert(frame, named: "thought-traps-\(columns)x\(rows)-\(language)")
    }

    @Test("the trap list scrolls with the cursor at 40x12", arguments: [Language.en, .ko])
    func thoughtTrapsScrolled(language: Language) {
        var wizard = Self.wizard(Self.complete, step: .thought, language: language)
        for index in 0..<TrapCatalog.shipped.traps.count {
            let trap = TrapCatalog.shipped.traps[index]
            let frame = Self.render(wizard, 12, 40)
            #expect(frame.lines.contains { $0.hasPrefix("› [ ] " + trap.label(language)) }, "\(trap.key)")
            #expect(frame.lines.contains { $0.contains("│ Everyone thinks") }, "the field stays")
            for line in frame.lines { #expect(DisplayWidth.of(line) <= 40) }
            _ = wizard.handle(.down)
        }
    }

    @Test("the new perspective with the marked traps' questions above the field", arguments: sizes)
    func reevalQuestions(language: Language, columns: Int, rows: Int) throws {
        var content = Self.rated
        content.traps = ["mind_reading", "labeling"]
        var wizard = Self.wizard(content, step: .reeval, language: language)
        _ = wizard.handle(.down)
        let frame = Self.render(wizard, rows, columns)
        let l = Localizer(language: language)
        #expect(frame.lines.contains { $0.hasPrefix("? ") }, "a trap question is in sight")
        if rows >= 24 {
            #expect(frame.lines.contains { $0.contains("│ Buses are late") }, "the field stays")
        } else {
            // 40×12: the compact step, the focused field named and the rows to rate.
            #expect(frame.lines.contains { $0.hasPrefix("› " + l(StepField(.evidenceFor).questionKey)) })
            #expect(frame.lines.contains { $0.hasPrefix("› " + l("belief_row_hotThoughtBeliefAfter")) }, "the row picked")
        }
        try GoldenFrame.assert(frame, named: "reeval-traps-\(columns)x\(rows)-\(language)")
    }

    @Test("writing the new perspective at 40x12 keeps the questions and lines to write in", arguments: [Language.en, .ko])
    func reevalQuestionsEditing(language: Language) throws {
        var content = Self.rated
        content.traps = ["mind_reading"]
        var wizard = Self.wizard(content, step: .reeval, language: language)
        // Enter opens the facts that support it; Tab twice reaches the balanced thought.
        for key in [Key.enter, .tab, .tab] { _ = wizard.handle(key) }
        let frame = Self.render(wizard, 12, 40)
        let cursor = try #require(frame.cursor)
        #expect(frame.lines.indices.contains(cursor.row) && frame.lines[cursor.row].contains("Buses are late"))
        let mind = try #require(TrapCatalog.shipped.trap("mind_reading"))
        #expect(frame.lines.contains { $0.hasPrefix("? " + mind.plainLabel(language)) })
        try GoldenFrame.assert(frame, named: "reeval-traps-editing-40x12-\(language)")
    }

    @Test("text step with an error, 40x12", arguments: [Language.en, .ko])
    func textRefused40(language: Language) throws {
        var content = Self.complete
        content.situation = ""
        var wizard = Self.wizard(content, step: .situation, language: language)
        _ = wizard.handle(.char("n"))
        try GoldenFrame.assert(Self.render(wizard, 12, 40), named: "situation-refused-40x12-\(language)")
    }

    @Test("wrapped Korean paragraph with the cursor mid-text", arguments: [(80, 24), (40, 12)])
    func koreanParagraph(columns: Int, rows: Int) throws {
        var content = Self.complete
        content.situation = Self.paragraph
        var wizard = Self.wizard(content, step: .situation, language: .ko)
        _ = wizard.handle(.enter)
        for _ in 0..<30 { _ = wizard.handle(.left) }
        try GoldenFrame.assert(Self.render(wizard, rows, columns), named: "korean-paragraph-\(columns)x\(rows)")
    }

    @Test("a refused save: every error, the summary, on the first failing step")
    func saveSummary() throws {
        var content = Self.complete
        content.situation = ""
        content.action = "  "
        var wizard = Self.wizard(content, step: .dateAndImages)
        _ = wizard.handle(.char("s"))
        try GoldenFrame.assert(Self.render(wizard, 24, 80), named: "save-refused-80x24-en")
    }

    @Test("the error is red (SGR 31) with a ✗ marker")
    func colored() throws {
        var wizard = Self.wizard(step: .thought)
        _ = wizard.handle(.char("n"))
        let frame = Self.render(wizard, 12, 40, renderer: WizardRenderer(theme: Theme(color: true), subtitle: "New entry"))
        #expect(frame.lines.contains { $0.contains("\u{1B}[31m✗ Write down the thought") })
        try GoldenFrame.assert(frame, named: "thought-refused-color-40x12-en")
    }

    @Test("no color at all under NO_COLOR, markers kept")
    func noColor() {
        var wizard = Self.wizard(step: .thought)
        _ = wizard.handle(.char("n"))
        let frame = Self.render(wizard, 24, 80)
        #expect(!frame.lines.joined().contains("\u{1B}"))
        #expect(frame.lines.contains { $0.contains("✗ Write down the thought") })
    }

    @Test("date and images step with an image and a refused date", arguments: [Language.en, .ko])
    func dateStep(language: Language) throws {
        var content = Self.complete
        content.images = [ImageAttachment(storedPath: "images/x/1-beach.png", originalPath: "~/Pictures/beach.png", format: "png")]
        var wizard = Self.wizard(content, step: .dateAndImages, language: language)
        _ = wizard.handle(.enter)
        _ = wizard.handle(.ctrl("u"))
        for character in "2026-02-30" { _ = wizard.handle(.char(character)) }
        _ = wizard.handle(.enter)
        try GoldenFrame.assert(Self.render(wizard, 24, 80), named: "date-refused-80x24-\(language)")
    }

    @Test("a terminal too small shows one line", arguments: [(6, 20), (9, 80), (24, 29)])
    func tooSmall(rows: Int, columns: Int) throws {
        let frame = Self.render(Self.wizard(), rows, columns)
        #expect((1...rows).contains(frame.lines.count))
        #expect(frame.lines.joined(separator: " ").contains("Terminal too small"))
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= columns })
        #expect(frame.cursor == nil)
        if rows == 6 { try GoldenFrame.assert(frame, named: "too-small-20x6-en") }
    }

    @Test("the key help", arguments: [Language.en, .ko])
    func help(language: Language) throws {
        var wizard = Self.wizard(language: language)
        _ = wizard.handle(.char("?"))
        try GoldenFrame.assert(Self.render(wizard, 24, 80), named: "help-80x24-\(language)")
    }

    @Test("every line fits the width and the cursor is inside the screen",
          arguments: [(10, 30), (12, 40), (24, 80), (50, 200), (11, 33)])
    func fits(rows: Int, columns: Int) {
        var content = Self.complete
        content.situation = Self.paragraph + "\n" + String(repeating: "👨‍👩‍👧 e\u{301}", count: 40)
        for step in DiaryWriteStep.allCases {
            var wizard = Self.wizard(content, step: step, language: .ko)
            _ = wizard.handle(.enter)
            let frame = Self.render(wizard, rows, columns)
            #expect(frame.lines.count == rows, "\(step) \(columns)x\(rows)")
            for line in frame.lines { #expect(DisplayWidth.of(line) <= columns, "\(step): \(line)") }
            if let cursor = frame.cursor {
                #expect(cursor.row < rows && cursor.column < columns)
            }
        }
    }
}
