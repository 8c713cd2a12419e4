import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// The thought record's ratings (issue 20, item 6): how much the hot thought is believed before
/// and after, and the balanced thought, go the whole way (entry file, export, import, show,
/// Markdown) under `hotThoughtBelief {before, after}` and `balancedBelief`; an unrated one is
/// absent; older files load and import without them.
final class ThoughtRecordRoundTripTests: StoreTestCase {
    static let fixturesV4 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v4/data")

    func content(beliefs: [DiaryField: Int]) -> DiaryContent {
        var content = DiaryContent(emotions: ["sadness.hurt"], date: Fixtures.now)
        content.intensities["sadness.hurt"] = 80
        content.situation = "Mina did not answer"
        content.thought = "Nobody wants to hear from me\nI'm useless"
        content.setText("I'm useless", of: .hotThought)
        content.setText("She read it", of: .evidenceFor)
        content.setText("She was busy last week too", of: .evidenceAgainst)
        content.reeval = "She is busy this week"
        content.action = "Ask how her week is going"
        content.beliefs = beliefs
        return content
    }

    func export(_ store: DiaryStore) throws -> Data {
        try store.exchangeDocument(store.entries(for: store.entrySummaries().summaries).entries).document.encoded()
    }

    func testEveryBeliefGoesTheWholeWay() throws {
        let beliefs: [DiaryField: Int] = [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 35, .balancedBelief: 70,
                                          .predictionBelief: 60, .predictionBeliefAfter: 20]
        XCTAssertEqual(Set(beliefs.keys), Set(FieldTable.beliefFields), "every belief of the field table is rated here")
        let entry = DiaryEntry(id: "c0ffee123456", createdAt: Fixtures.now, updatedAt: Fixtures.now,
                               content: content(beliefs: beliefs))
        let store = try makeStore()
        try store.saveEntry(entry)
        XCTAssertEqual(store.entries().entries.first?.content, entry.content, "read back from its file")
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.entryPath(entry.id))))
            as? [String: Any])
        let stored = try XCTUnwrap(file["content"] as? [String: Any])
        XCTAssertEqual(file["version"] as? Int, FormatVersion.current)
        XCTAssertEqual(stored["hotThoughtBelief"] as? [String: Int], ["before": 90, "after": 35])
        XCTAssertEqual(stored["balancedBelief"] as? Int, 70)

        let first = try export(store)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: first) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 4)
        let exported = try XCTUnwrap((document["entries"] as? [[String: Any]])?.first)
        XCTAssertEqual(exported["hotThought"] as? String, "I'm useless")
        XCTAssertEqual(exported["hotThoughtBelief"] as? [String: Int], ["before": 90, "after": 35])
        XCTAssertEqual(exported["balancedBelief"] as? Int, 70)
        XCTAssertEqual(exported["predictionBelief"] as? [String: Int], ["before": 60, "after": 20])
        XCTAssertEqual(exported["evidenceFor"] as? String, "She read it")
        XCTAssertEqual(exported["evidenceAgainst"] as? String, "She was busy last week too")
        XCTAssertEqual(exported["reeval"] as? String, "She is busy this week", "reeval stays the balanced thought")

        let other = try DiaryStore(directory: root.appendingPathComponent("other"))
        guard case .success(let candidates) = ImportReader(timeZone: Fixtures.utc).read(first).map(\.candidates) else {
            return XCTFail("the export did not read back")
        }
        XCTAssertEqual(try other.importEntries(candidates, replace: false), ImportResult(imported: 1, replaced: 0, skipped: 0))
        XCTAssertEqual(other.entries().entries.first?.content.beliefs, beliefs, "imported")
        XCTAssertEqual(try export(other), first, "exported again: the same bytes")

        let page = DiaryFormatter(localizer: Localizer(language: .en), timeZone: Fixtures.utc).show(entry)
        XCTAssertTrue(page.contains("## Thought\nNobody wants to hear from me\n› I'm useless  90% → 35%\n"), page)
        XCTAssertTrue(page.contains("## Facts that support it\nShe read it\n"), page)
        XCTAssertTrue(page.contains("## Facts that don't\nShe was busy last week too\n"), page)
        XCTAssertTrue(page.contains("She is busy this week\nBelieved: 70%\n"), page)
        let markdown = MarkdownExport(localizer: Localizer(language: .ko), timeZone: Fixtures.utc)
            .document([entry], imageLink: MarkdownExport.besideDocument)
        XCTAssertTrue(markdown.contains("**I'm useless** 90% → 35%"), markdown)
        XCTAssertTrue(markdown.contains("믿는 정도: 70%"), markdown)
    }

    /// The Markdown lays the record out as its seven columns, as cmark renders it: the situation,
    /// the moods then (a section of its own), the thought with the hot line in bold and its
    /// belief, the evidence for and against, the balanced thought and its belief, the moods now
    /// (another section, never interleaved with the first), then the action.
    func testTheMarkdownIsTheSevenColumnsInOrder() throws {
        var record = content(beliefs: [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 35, .balancedBelief: 70])
        record.setEmotions(["sadness.hurt", "sadness.lonely"])
        record.intensities = ["sadness.hurt": 80, "sadness.lonely": 60]
        record.reratings = ["sadness.hurt": 40]
        let entry = DiaryEntry(id: "c0ffee123456", createdAt: Fixtures.now, updatedAt: Fixtures.now, content: record)
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            let label = { EmotionCatalog.shipped.label($0, language) }
            let html = try CommonMark.html(MarkdownExport(localizer: l, timeZone: Fixtures.utc)
                .document([entry], imageLink: MarkdownExport.besideDocument))
            let entryPart = try XCTUnwrap(html.components(separatedBy: "<h2>").last)
            let headings = entryPart.components(separatedBy: "<h3>").dropFirst().map { String($0.prefix { $0 != "<" }) }
            XCTAssertEqual(headings, ["field_situation", "label_emotions_before", "field_thought", "field_evidenceFor",
                                      "field_evidenceAgainst", "field_reeval", "label_emotions_after", "field_action"].map { l($0) })
            XCTAssertTrue(entryPart.contains("<h3>\(l("label_emotions_before"))</h3>\n<p>\(label("sadness.hurt")) 80, \(label("sadness.lonely")) 60</p>"),
                          entryPart)
            XCTAssertTrue(entryPart.contains("<h3>\(l("label_emotions_after"))</h3>\n<p>\(label("sadness.hurt")) 40, \(label("sadness.lonely")) –</p>"),
                          entryPart)
            XCTAssertTrue(entryPart.contains("<strong>I'm useless</strong> 90% → 35%"), entryPart)
            XCTAssertTrue(entryPart.contains("<p>" + l("label_believed", ["belief": "70%"]) + "</p>"), entryPart)
        }
    }

    func testAnUnratedBeliefIsAbsentAndAPartAlone() throws {
        let entry = DiaryEntry(id: "c0ffee123456", createdAt: Fixtures.now, updatedAt: Fixtures.now,
                               content: content(beliefs: [.hotThoughtBeliefAfter: 40]))
        let store = try makeStore()
        try store.saveEntry(entry)
        let exported = try XCTUnwrap(((JSONSerialization.jsonObject(with: export(store)) as? [String: Any])?["entries"]
            as? [[String: Any]])?.first)
        XCTAssertEqual(exported["hotThoughtBelief"] as? [String: Int], ["after": 40])
        XCTAssertNil(exported["balancedBelief"])
        XCTAssertTrue(DiaryFormatter(localizer: Localizer(language: .en), timeZone: Fixtures.utc).show(entry)
            .contains("› I'm useless  – → 40%"))
    }

    func testABeliefOutsideZeroToHundredIsReportedNeverClamped() throws {
        let store = try makeStore()
        try write(#"{"version": 5, "id": "abc123", "content": {"situation": "s", "balancedBelief": 140}}"#,
                  to: store.entryPath("abc123"))
        let (entries, problems) = store.entries()
        XCTAssertEqual(entries, [])
        XCTAssertEqual(problems.count, 1)
    }

    func testVersionFourFilesLoadWithoutTheRecordsNewColumns() throws {
        try FileManager.default.copyItem(at: Self.fixturesV4, to: dataURL)
        let store = try makeStore()
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        let entry = try XCTUnwrap(entries.first)
        XCTAssertEqual(entry.content.thought, "I am useless.\nNobody wants to hear from me.")
        XCTAssertEqual(entry.content.text(of: .hotThought), "", "two lines: none is the hot thought until marked")
        XCTAssertEqual(entry.content.text(of: .evidenceFor), "")
        XCTAssertEqual(entry.content.beliefs, [:])
        XCTAssertTrue(entry.content.starred)
        let draft = try XCTUnwrap(store.drafts().drafts.first)
        XCTAssertEqual(draft.content.situation, "지하철에서 발을 밟혔어요.")
        XCTAssertEqual(draft.version, DiaryDraft.currentVersion)
    }

    func testAThoughtOfOneLineIsItsOwnHotThought() {
        var content = DiaryContent(date: Fixtures.now)
        content.thought = "  I'm useless  \n\n"
        XCTAssertEqual(content.text(of: .hotThought), "I'm useless")
        content.setText("I'm useless", of: .hotThought)
        var unmarked = DiaryContent(date: Fixtures.now)
        unmarked.thought = content.thought
        XCTAssertEqual(content, unmarked, "marking the only line is the same entry as not marking it")
    }

    func testAVersionThreeExportImportsWithoutTheNewKeys() throws {
        let old = #"{"format": "lemonlog-export", "version": 3, "entries": [{"id": "abc123", "date": "2026-11-20T09:30:00.000Z", "emotions": [{"key": "joy"}], "situation": "s", "thought": "t", "reeval": "r", "action": "a", "traps": [], "images": []}]}"#
        guard case .success(let candidates) = ImportReader(timeZone: Fixtures.utc).read(Data(old.utf8)).map(\.candidates) else {
            return XCTFail("a version-3 export did not read")
        }
        let content = try XCTUnwrap(candidates.first?.entry.content)
        XCTAssertEqual(content.beliefs, [:])
        XCTAssertEqual(content.text(of: .evidenceAgainst), "")
        XCTAssertEqual(content.text(of: .hotThought), "t", "its one line is its hot thought")
    }
}
