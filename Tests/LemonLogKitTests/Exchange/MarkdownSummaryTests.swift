import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// The summary that opens `export --format markdown`, rendered by the real `cmark`, in English
/// and Korean: its own section before the entries, only headings, paragraphs and lists (no HTML
/// from a label, key or first line), and every item reads back as the words it was made of.
final class MarkdownSummaryTests: XCTestCase {
    /// The hostile diary, its entries starred, with hostile first lines of the situation.
    static func entries() -> [DiaryEntry] {
        MarkdownHostileTests.entries().map { entry in
            var entry = entry
            entry.content.starred = entry.id != "cccc00000003"
            return entry
        }
    }

    /// The items of the `<ul>` after the `<h3>` named `heading`, as text.
    func items(_ html: Substring, after heading: String) throws -> [String] {
        let start = try XCTUnwrap(html.range(of: "<h3>" + heading + "</h3>\n"), heading)
        let rest = html[start.upperBound...]
        let list = try XCTUnwrap(rest.range(of: "</ul>"), heading)
        XCTAssertTrue(rest.hasPrefix("<ul>\n"), "\(heading): \(rest.prefix(80))")
        return rest[..<list.lowerBound].components(separatedBy: "<li>").dropFirst().map {
            CommonMark.text(String($0.prefix { $0 != "<" }))
        }
    }

    func testTheSummaryOpensTheDocumentAndReadsAsWrittenInBothLanguages() throws {
        let entries = Self.entries()
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let export = MarkdownExport(localizer: l, timeZone: ExchangeFixtures.utc)
            let html = try CommonMark.html(export.document(entries, imageLink: MarkdownExport.besideDocument))
            let summaryHTML = try XCTUnwrap(html.components(separatedBy: "<h2>").dropFirst().first)
            XCTAssertTrue(summaryHTML.hasPrefix(l("markdown_summary_title") + "</h2>"), "\(language): the summary comes first")
            let summary = Substring(summaryHTML)
            XCTAssertEqual(Set(CommonMark.elements(String(summary))), ["h2", "h3", "p", "ul", "li"], "\(language): \(summary)")

            XCTAssertTrue(summary.contains("<p>" + l("markdown_summary_dates", ["dates": "2026-11-01 – 2026-11-03", "count": "3"]) + "</p>"),
                          "\(language): \(summary)")
            let review = ReviewSummary(entries: entries, timeZone: ExchangeFixtures.utc)
            func label(_ key: String) -> String { TextSanitizer.singleLine(EmotionCatalog.shipped.label(key, language)) }
            XCTAssertEqual(try items(summary, after: l("markdown_summary_traps_title")), review.traps.map { trap in
                l("markdown_summary_trap", ["trap": TextSanitizer.singleLine(TrapCatalog.shipped.label(trap.key, language)),
                                            "count": String(trap.count),
                                            "emotions": trap.emotions.map { label($0.key) + " (\($0.count))" }.joined(separator: ", ")])
            })
            XCTAssertTrue(try items(summary, after: l("markdown_summary_traps_title")).contains { $0.contains("<script>x</script>") },
                          "an unknown trap key reads as written")
            // Lonely 70 in each of the first two entries and joy 70 in the last, none re-rated.
            XCTAssertEqual(try items(summary, after: l("markdown_summary_mood_title")), [
                l("markdown_summary_mood_kept", ["emotion": label("sadness.lonely"), "before": "70", "after": "70", "count": "2", "kept": "2"]),
                l("markdown_summary_mood_kept", ["emotion": label("joy"), "before": "70", "after": "70", "count": "1", "kept": "1"]),
            ])
            XCTAssertTrue(summary.contains("<p>" + l("markdown_summary_mood_rule", ["count": "3", "total": "3"]) + "</p>"))
            let statuses = ActionStatus.allCases.map { l("action_status_" + $0.rawValue) }
            XCTAssertEqual(try items(summary, after: l("markdown_summary_actions_title")),
                           zip(statuses, ["2", "0", "0", "0"]).map { $0 + " " + $1 } + [l("markdown_summary_actions_open") + " 1"])
            XCTAssertEqual(try items(summary, after: l("markdown_summary_starred_title")), [
                "2026-11-01 09:30 · aaaa0000: " + MarkdownHostileTests.hostile[0].split(separator: "\n")[0],
                "2026-11-02 09:30 · bbbb0000: " + MarkdownHostileTests.hostileKorean[0].split(separator: "\n")[0],
            ])
        }
    }

    func testTheBeliefChangeIsLaidOutWhenTheCoreGivesIt() throws {
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let export = MarkdownExport(localizer: l, timeZone: ExchangeFixtures.utc)
            var review = ReviewSummary(entries: Self.entries(), timeZone: ExchangeFixtures.utc)
            let lead = l("markdown_summary_belief").components(separatedBy: "{")[0]
            XCTAssertFalse(lead.isEmpty)
            XCTAssertFalse(export.summarySection(review).joined().contains(lead), "no belief line while the hook is nil")
            review.beliefChange = ReviewSummary.BeliefChange(entries: 3, before: 89.6, after: 35.2)
            let html = try CommonMark.html(export.summarySection(review).joined(separator: "\n"))
            XCTAssertTrue(html.contains("<p>" + l("markdown_summary_belief", ["before": "90", "after": "35", "count": "3"]) + "</p>"), html)
        }
    }

    func testNoEntriesNoSummary() {
        let export = MarkdownExport(localizer: Localizer(language: .en), timeZone: ExchangeFixtures.utc)
        XCTAssertEqual(export.document([], imageLink: MarkdownExport.besideDocument), "# LemonLog: 0 entries\n")
    }
}
