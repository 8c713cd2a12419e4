import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// The wizard's lists are built once (`WizardLists`) and each face lays the same items out:
/// what the full screen shows and what plain mode prints name the same rows, in the same order.
@Suite("Lists: one set of items, two faces")
struct ListItemFacesTests {
    typealias G = WizardRendererGoldenTests

    static func plain(_ content: DiaryContent, step: DiaryWriteStep, language: Language) -> (PlainConversation, [String]) {
        var c = PlainConversation(content: content, step: step, localizer: Localizer(language: language),
                                  timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
        let said = c.start(subtitle: "x").compactMap { if case .say(let text) = $0 { text } else { nil } }
        return (c, said)
    }

    static func said(_ out: [PlainOutput]) -> [String] {
        out.compactMap { if case .say(let text) = $0 { text } else { nil } }
    }

    @Test("the marked traps' questions", arguments: [Language.en, .ko])
    func trapQuestions(language: Language) throws {
        var content = G.complete
        content.traps = ["labeling", "mind_reading", "future.trap"]
        let wizard = G.wizard(content, step: .reeval, language: language)
        let items = wizard.trapQuestionItems
        #expect(items.map(\.key) == ["mind_reading", "labeling"], "catalog order, the unknown key left out")
        #expect(items.allSatisfy { $0.detail?.isEmpty == false })
        let frame = G.render(wizard, 40, 160).lines
        let said = Self.plain(content, step: .reeval, language: language).1
        for item in items {
            let detail = try #require(item.detail, "\(item.key)")
            #expect(frame.contains { $0.hasPrefix("? " + item.label + ": " + detail) }, "\(item.key) on the full screen")
            #expect(said.contains("  " + item.label + ": " + detail), "\(item.key) in plain mode")
        }
    }

    @Test("the thinking traps, numbered in plain mode, marked on the full screen", arguments: [Language.en, .ko])
    func traps(language: Language) throws {
        var content = G.complete
        content.traps = ["labeling"]
        let wizard = G.wizard(content, step: .thought, language: language)
        let items = wizard.trapItems
        #expect(items.count == TrapCatalog.shipped.traps.count)
        #expect(items.filter(\.marked).map(\.key) == ["labeling"])
        #expect(items.filter(\.selected).count == 1)
        let (conversation, _) = Self.plain(content, step: .thought, language: language)
        let said = Self.said(conversation.askTraps())
        let frame = G.render(wizard, 60, 120).lines
        let width = String(items.count).count
        for item in items {
            let number = String(repeating: " ", count: width - String(item.number).count) + String(item.number)
            let detail = try #require(item.detail, "\(item.key)")
            #expect(said.contains("  " + number + ". " + item.label + ": " + detail), "\(item.key) in plain mode")
            let row = (item.selected ? "› " : "  ") + (item.marked ? "[x] " : "[ ] ") + item.label
            #expect(frame.contains { $0.hasPrefix(row) }, "\(item.key) on the full screen")
        }
    }

    @Test("the emotions to re-rate, with the rating before and after", arguments: [Language.en, .ko])
    func reratings(language: Language) throws {
        let wizard = G.wizard(G.rated, step: .reeval, language: language)
        // The beliefs come first on the full screen (plain mode asks them on their own); then the emotions.
        let beliefs = FieldTable.beliefFields.filter { wizard.steps.beliefFields(of: .reeval).contains($0) }
        #expect(wizard.reratingItems.prefix(beliefs.count).map(\.key) == beliefs.map(\.rawValue))
        let items = Array(wizard.reratingItems.dropFirst(beliefs.count))
        #expect(items.map(\.key) == G.rated.emotions)
        #expect(items.map(\.rating) == [70, 40])
        #expect(items.map(\.rerating) == [30, nil])
        let frame = G.render(wizard, 24, 80).lines
        let (conversation, _) = Self.plain(G.rated, step: .reeval, language: language)
        let prompt = Self.said(conversation.ratingPrompt(after: true)).joined()
        for item in items {
            let rating = try #require(item.rating, "\(item.key)")
            #expect(frame.contains { $0.contains(item.label) && $0.contains(String(rating) + " → ") }, "\(item.key) on the full screen")
            #expect(prompt.contains(item.label + " " + String(rating) + (item.rerating.map { " → \($0)" } ?? "")), "\(item.key) in plain mode")
        }
    }

    @Test("the emotion catalog: every row numbered in plain mode, the chosen ones marked on the full screen")
    func emotions() throws {
        let wizard = G.wizard(G.rated, step: .emotion)
        let items = wizard.emotionItems
        #expect(items.count == EmotionCatalog.shipped.rows.count)
        #expect(Set(items.filter(\.marked).map(\.key)) == Set(G.rated.emotions))
        #expect(items.first { $0.key == "sadness.lonely" }?.rating == 70)
        let said = Self.plain(G.rated, step: .emotion, language: .en).1
        let width = String(items.count).count
        for item in items {
            let number = String(repeating: " ", count: width - String(item.number).count) + String(item.number)
            #expect(said.contains(String(repeating: "    ", count: item.depth) + "  " + number + ". " + item.label), "\(item.key)")
        }
        let frame = G.render(wizard, 24, 80).lines
        let shown = items.filter { item in frame.contains { $0.contains((item.marked ? "[x] " : "[ ] ") + item.label) } }
        #expect(shown.count >= 10, "the rows that fit are the items, marked as they are")
    }
}
