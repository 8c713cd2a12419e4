import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 22 item 4: jrnl's JSON export, made with the real jrnl 4.6 (`Tests/Fixtures/jrnl/make.sh`),
/// imported into real stores: identical entries, a minute's order, the star, tags, an entry
/// changed in jrnl and imported again, and jrnl's other formats.
final class JrnlMigrationTests: StoreTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/jrnl")

    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    }

    func candidates(_ name: String) throws -> [ImportCandidate] {
        let read = ImportReader(timeZone: ExchangeFixtures.utc).read(try fixture(name))
        guard case .success(let (source, candidates)) = read.map({ ($0.source, $0.candidates) }) else {
            XCTFail("\(name) did not read: \(read)")
            return []
        }
        XCTAssertEqual(source, .jrnl)
        return candidates
    }

    /// Reads and imports as `lemonlog import` does (earlier imports found first).
    @discardableResult
    func importFixture(_ name: String, into store: DiaryStore, replace: Bool = false) throws -> (EarlierImports, ImportResult) {
        let read = ImportReader(timeZone: ExchangeFixtures.utc).read(try fixture(name))
        guard case .success(let candidates) = read.map(\.candidates) else {
            XCTFail("\(name) did not read: \(read)")
            return (EarlierImports(candidates: [], unchanged: 0, changed: []), ImportResult(imported: 0, replaced: 0, skipped: 0))
        }
        let earlier = EarlierImports.match(candidates, in: store)
        return (earlier, try store.importEntries(earlier, replace: replace))
    }

    func testTwoIdenticalEntriesAreBothImportedAndTheImportDoesNotFail() throws {
        let store = try makeStore()
        let (_, result) = try importFixture("journal.json", into: store)
        XCTAssertEqual(result, ImportResult(imported: 9, replaced: 0, skipped: 0))
        let twins = store.entries().entries.filter { $0.content.situation == "Couldn't sleep.\nAgain." }
        XCTAssertEqual(twins.count, 2, "both identical entries are kept")
        XCTAssertEqual(Set(twins.map(\.id)).count, 2)
        let said = try candidates("journal.json").filter { $0.origin?.twins == 2 }
        XCTAssertEqual(said.map(\.entry.content.situation), ["Couldn't sleep.\nAgain.", "Couldn't sleep.\nAgain."],
                       "the import knows they are twins, to say so")
        // Importing again doubles nothing: both are found by their ids.
        let (earlier, again) = try importFixture("journal.json", into: store)
        XCTAssertEqual(again.imported, 0)
        XCTAssertEqual(earlier.unchanged, 9)
        XCTAssertEqual(store.entries().entries.count, 9)
    }

    func testEntriesOfTheSameMinuteKeepJrnlsOrder() throws {
        let store = try makeStore()
        try importFixture("journal.json", into: store)
        let listed = store.entrySummaries().summaries.map(\.situationHead).filter { $0.hasSuffix(".") && $0.contains(":") }
        XCTAssertEqual(listed, ["Third: went for a walk.", "Second: called mum.", "First: woke up anxious."],
                       "newest first, as jrnl wrote them")
        let dates = store.entrySummaries().summaries.filter { $0.situationHead.hasPrefix("First") || $0.situationHead.hasPrefix("Third") }
            .map { StoreTimestamp.format($0.date) }
        XCTAssertEqual(dates, ["2024-02-05T08:00:02.000Z", "2024-02-05T08:00:00.000Z"], "the same minute, a second apart")
    }

    func testStarredBecomesTheStarAndTagsStaySearchable() throws {
        let store = try makeStore()
        try importFixture("journal.json", into: store)
        let starred = store.entrySummaries(matching: EntryFilter(starred: true)).summaries
        XCTAssertEqual(starred.map(\.situationHead), ["Big day at therapy."])
        let walks = store.entrySummaries(texts: true, matching: EntryFilter(contains: "@walk")).summaries
        XCTAssertEqual(walks.map(\.situationHead), ["Ran 5km.", "Third: went for a walk."])
        let korean = store.entrySummaries(texts: true, matching: EntryFilter(contains: "@회사")).summaries
        XCTAssertEqual(korean.count, 1)
    }

    /// jrnl's own edit (`jrnl --edit`) changed one body and starred another: both are found
    /// again and named; nothing is replaced without --replace; with it the new text and star
    /// come in and what the person added in LemonLog stays.
    func testAnEntryChangedInJrnlIsMatchedReportedAndReplacedOnlyWithReplace() throws {
        let store = try makeStore()
        try importFixture("journal.json", into: store)
        // What the person added in LemonLog to the imported entry.
        let coffee = try XCTUnwrap(store.entries().entries.first { $0.content.situation.hasPrefix("Coffee") })
        var added = coffee
        added.content.setEmotions(["fear.anxious"])
        added.content.thought = "They think I'm boring."
        try store.saveEntry(added)

        let (kept, keptResult) = try importFixture("journal-changed.json", into: store)
        XCTAssertEqual(kept.changed.map(\.title), ["Coffee with Mina.", "Ran 5km."])
        XCTAssertEqual(kept.changed.first?.id, coffee.id, "matched to the earlier import by date and title")
        XCTAssertEqual(kept.unchanged, 7)
        XCTAssertEqual(keptResult.imported, 0, "no silent duplicate")
        XCTAssertEqual(keptResult.replaced, 0)
        XCTAssertEqual(store.entries().entries.count, 9)
        guard case .entry(let untouched) = try store.resolve(coffee.id) else { return XCTFail("the entry is gone") }
        XCTAssertEqual(untouched.content.situation, "Coffee with Mina.\n@work felt tense all morning.")

        let (replaced, replacedResult) = try importFixture("journal-changed.json", into: store, replace: true)
        XCTAssertEqual(replaced.changed.count, 2)
        XCTAssertEqual(replacedResult.replaced, 2)
        XCTAssertEqual(replacedResult.imported, 0)
        XCTAssertEqual(store.entries().entries.count, 9)
        guard case .entry(let merged) = try store.resolve(coffee.id) else { return XCTFail("the entry is gone") }
        XCTAssertEqual(merged.content.situation, "Coffee with Mina.\n@work felt tense all morning. Later it passed.")
        XCTAssertEqual(merged.content.emotions, ["fear.anxious"], "what was added in LemonLog stays")
        XCTAssertEqual(merged.content.thought, "They think I'm boring.")
        XCTAssertEqual(merged.createdAt, coffee.createdAt)
        XCTAssertEqual(store.entrySummaries(matching: EntryFilter(starred: true)).summaries.map(\.situationHead),
                       ["Ran 5km.", "Big day at therapy."])

        // And once more: all of it is there as jrnl has it.
        let (settled, settledResult) = try importFixture("journal-changed.json", into: store)
        XCTAssertEqual(settled.changed, [])
        XCTAssertEqual(settled.unchanged, 9)
        XCTAssertEqual(settledResult.imported, 0)
    }

    /// jrnl's Markdown, text and XML exports and its plain journal file get the hint to export
    /// JSON; other text does not.
    func testJrnlsOtherFormatsGetTheHint() throws {
        for name in ["journal.md", "journal.txt", "journal.xml", "journal.jrnl"] {
            guard case .failure(let failure) = ImportReader().read(try fixture(name)) else { return XCTFail("\(name) was read") }
            XCTAssertEqual(failure.problems.map(\.key), ["import_problem_jrnl_not_json"], name)
        }
        // jrnl's other time formats: seconds and AM/PM.
        for text in ["[2024-01-31 09:05:00 AM] Coffee.\n", "\n\n[2024-01-31 21:05] x"] {
            guard case .failure(let failure) = ImportReader().read(Data(text.utf8)) else { return XCTFail(text) }
            XCTAssertEqual(failure.problems.map(\.key), ["import_problem_jrnl_not_json"], text)
        }
        for text in ["Dear diary", "[2024] not a date", "### Notes", "<html></html>"] {
            guard case .failure(let failure) = ImportReader().read(Data(text.utf8)) else { return XCTFail(text) }
            XCTAssertEqual(failure.problems.map(\.key), ["import_problem_not_json"], text)
        }
    }
}
