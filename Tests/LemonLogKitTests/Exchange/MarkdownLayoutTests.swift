import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// Where things stand in an entry's section of the Markdown export, rendered by both parsers in
/// both languages: the prediction before the outcome that answers it, a starred entry marked in
/// its heading with why below it, a note of several lines each in emphasis.
final class MarkdownLayoutTests: XCTestCase {
    static func entry(starred: Bool, prediction: String) -> DiaryEntry {
        let date = ExchangeFixtures.date("2026-11-01T09:30:00Z")
        let content = DiaryContent(emotions: ["joy"], texts: [.situation: "A walk", .thought: "t", .reeval: "r",
                                                             .action: "Call Mina", .actionPrediction: prediction],
                                   date: date, intensities: ["joy": 40],
                                   actionOutcome: ActionOutcome(at: ExchangeFixtures.date("2026-11-02T10:00:00Z"),
                                                                note: "she was glad\n  *really* glad"),
                                   starred: starred, actionDue: ExchangeFixtures.date("2026-11-02T09:00:00Z"))
        return DiaryEntry(id: "aaaa00000001", createdAt: date, updatedAt: date, content: content)
    }

    func testThePredictionComesBeforeTheOutcomeThatAnswersIt() throws {
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let export = MarkdownExport(localizer: l, timeZone: ExchangeFixtures.utc)
            for prediction in ["She will be annoyed", ""] {
                let entry = Self.entry(starred: false, prediction: prediction)
                let outcome = export.formatter.outcomeLine(entry.content.actionOutcome!, note: nil)
                for (parser, html) in try MarkdownParsers.html(export.document([entry], imageLink: MarkdownExport.besideDocument)) {
                    let action = try XCTUnwrap(html.range(of: "<h3>" + l("field_action") + "</h3>"), "\(parser) \(language)")
                    let done = try XCTUnwrap(html.range(of: "<p><em>" + outcome), "\(parser) \(language): \(html)")
                    XCTAssertLessThan(action.lowerBound, done.lowerBound)
                    if !prediction.isEmpty {
                        let predicted = try XCTUnwrap(html.range(of: "<h3>" + l("field_actionPrediction") + "</h3>\n<p>" + prediction))
                        XCTAssertLessThan(predicted.lowerBound, done.lowerBound, "\(parser) \(language): the prediction first")
                    }
                    // The note's lines, each in emphasis, the indent outside it.
                    XCTAssertTrue(html.contains("she was glad</em><br />\n\u{200B}\u{00A0}\u{00A0}<em>*really* glad</em></p>"), html)
                }
            }
        }
    }

    func testAStarredEntrySaysSoInItsHeading() throws {
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let export = MarkdownExport(localizer: l, timeZone: ExchangeFixtures.utc)
            for starred in [true, false] {
                let entry = Self.entry(starred: starred, prediction: "p")
                let heading = export.formatter.dateInput.display(entry.content.date) + " · " + DiaryStore.shortID(entry.id)
                for (parser, html) in try MarkdownParsers.html(export.document([entry], imageLink: MarkdownExport.besideDocument)) {
                    let marked = "<h2>" + heading + " ★</h2>\n<p><em>" + l("markdown_starred") + "</em></p>"
                    XCTAssertEqual(html.contains(marked), starred, "\(parser) \(language): \(html)")
                    XCTAssertEqual(html.contains("<h2>" + heading + "</h2>"), !starred, "\(parser) \(language)")
                }
            }
        }
    }

    /// The whole section as a person reads it in a plain viewer, kept as a golden file in both
    /// languages: a starred entry, lines typed with an indent and a blank line, a keycap emoji,
    /// money and numbers that need no escape, the prediction, then how the action went.
    func testTheSectionReadsWellAsPlainText() throws {
        var entry = Self.entry(starred: true, prediction: "She will be annoyed.\nMaybe not.")
        entry.content.setText("Paid $5 for 1. coffee #3 -- fine...\n  an indented line\n\nGot 5*️⃣ today\n1. not a list", of: .situation)
        for language in [Language.en, .ko] {
            let export = MarkdownExport(localizer: Localizer(language: language), timeZone: ExchangeFixtures.utc)
            try ExchangeGolden.check(export.section(entry) { _, _, _ in nil }.joined(separator: "\n"), "section-\(language.rawValue).md")
        }
    }
}
