import Foundation
import Testing
@testable import LemonLogKit

/// One table of scenarios, each run through both faces — the full-screen wizard (keys) and
/// plain mode (lines) — and the entries they would save compared.
@Suite("Both faces save the same entry")
struct TwoFacesScenarioTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var emotions: [String]
        /// How plain mode names them.
        var plainEmotions: String
        var texts: [[String]]
        var date: String? = nil
        var images: [String] = []
        var language: Language = .en
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "one emotion, one line each", emotions: ["sadness.lonely"], plainEmotions: "9",
                 texts: [["Missed the bus"], ["I always fail"], ["Buses are late"], ["Leave earlier"]]),
        Scenario(name: "Korean names, Korean text", emotions: ["sadness.lonely", "joy.happy"], plainEmotions: "외로운, 행복한",
                 texts: [["버스를 놓쳤다"], ["나는 늘 늦어"], ["버스가 늦었을 뿐"], ["10분 일찍 나가기"]], language: .ko),
        Scenario(name: "multi-line answers with blank lines around", emotions: ["joy.happy"], plainEmotions: "happy",
                 texts: [["", "first line", "", "third line", ""], ["  indented"], ["a", "b"], ["", "x"]]),
        Scenario(name: "a typed date", emotions: ["joy.happy"], plainEmotions: "2",
                 texts: [["s"], ["t"], ["r"], ["a"]], date: "2026-11-20 08:15"),
        Scenario(name: "images as a file manager gives them", emotions: ["joy.happy"], plainEmotions: "2",
                 texts: [["s"], ["t"], ["r"], ["a"]],
                 images: ["'/tmp/my pics/a.png'", "file:///tmp/%ED%95%9C.png", "/tmp/b\\ c.png"]),
    ]

    static func attachment(_ path: String) -> ImageAttachment {
        ImageAttachment(storedPath: "images/x/" + (path as NSString).lastPathComponent, originalPath: path, format: "png")
    }

    /// The wizard, driven by keys.
    static func fullScreen(_ s: Scenario) -> DiaryContent? {
        var w = DiaryWizard(content: DiaryContent(date: Fixtures.now), localizer: Localizer(language: s.language),
                            timeZone: Fixtures.utc, now: { Fixtures.now })
        for key in s.emotions {
            let row = EmotionCatalog.shipped.rows.firstIndex { $0.emotion.key == key }!
            for _ in 0..<200 { _ = w.handle(.up) }
            for _ in 0..<row { _ = w.handle(.down) }
            _ = w.handle(.char(" "))
        }
        _ = w.handle(.char("n"))
        for lines in s.texts {
            _ = w.handle(.enter)
            for (index, line) in lines.enumerated() {
                if index > 0 { _ = w.handle(.enter) }
                for c in line { _ = w.handle(.char(c)) }
            }
            _ = w.handle(.escape)
            _ = w.handle(.char("n"))
        }
        if let date = s.date {
            _ = w.press(.enter, .ctrl("u"))
            for c in date { _ = w.handle(.char(c)) }
            _ = w.handle(.enter)
        }
        for path in s.images {
            _ = w.handle(.char("a"))
            for c in path { _ = w.handle(.char(c)) }
            guard case .importImage(let parsed) = w.handle(.enter) else { return nil }
            w.imageImported(attachment(parsed))
        }
        return w.handle(.char("s")) == .save ? w.state.content : nil
    }

    /// Plain mode, driven by lines.
    static func plain(_ s: Scenario) -> DiaryContent? {
        var c = PlainConversation(content: DiaryContent(date: Fixtures.now), step: .emotion,
                                  localizer: Localizer(language: s.language), timeZone: Fixtures.utc, now: { Fixtures.now })
        // After the emotions and after the new perspective, Enter keeps the ratings.
        var lines = [s.plainEmotions, ""]
        for (text, field) in zip(s.texts, StepTable.textFields) {
            lines += text + ["."]
            if case .text(_, list: .reratings) = StepTable.body(of: field.step) { lines.append("") }
        }
        lines.append(s.date ?? "")
        lines += s.images + [""]
        var pending = c.start(subtitle: "")
        for line in lines {
            pending = c.receive(line)
            while !pending.isEmpty {
                switch pending.removeFirst() {
                case .importImage(let path): pending.insert(contentsOf: c.imageImported(attachment(path)), at: 0)
                case .commit: return c.content
                case .refuse(let message): Issue.record("refused: \(message)"); return nil
                case .say, .prompt, .saveDraft: break
                }
            }
        }
        return nil
    }

    @Test(arguments: scenarios)
    func sameEntry(_ scenario: Scenario) throws {
        let wizard = try #require(Self.fullScreen(scenario))
        let plain = try #require(Self.plain(scenario))
        #expect(wizard == plain)
        #expect(wizard.emotions == scenario.emotions)
        #expect(wizard.images.count == scenario.images.count)
    }
}
