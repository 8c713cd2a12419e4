import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 33, items 4 and 7: one entry's problem never refuses the others. An entry with a
/// problem (a value out of range, a bad date, a missing field) is left out, named as the file
/// has it, with every reason and the value at fault; a field LemonLog does not know is named and
/// not imported; only a file that is not what it claims to be is refused whole.
final class ImportPerEntryTests: XCTestCase {
    func read(_ document: [String: Any]) throws -> ImportRead {
        let data = try JSONSerialization.data(withJSONObject: document)
        switch ImportReader(timeZone: ExchangeFixtures.utc).read(data) {
        case .success(let read): return read
        case .failure(let failure): throw failure
        }
    }

    func export(_ entries: [Any], _ extra: [String: Any] = [:]) -> [String: Any] {
        ["format": "lemonlog-export", "version": 4, "entries": entries].merging(extra) { $1 }
    }

    func entry(_ id: String, _ fields: [String: Any] = [:]) -> [String: Any] {
        var entry: [String: Any] = ["id": id, "date": "2026-01-01T00:00:00Z", "situation": "s " + id, "emotions": [["key": "joy"]]]
        for (key, value) in fields { entry[key] = value }
        return entry
    }

    func outcome(_ fields: [String: Any]) -> [String: Any] {
        ["actionOutcome": ["status": "done", "at": "2026-01-02T00:00:00Z"].merging(fields) { $1 }]
    }

    func testAnOutOfRangeOutcomeRefusesItsEntryOnlyWithTheFieldAndValue() throws {
        let read = try read(export([
            entry("ok0000000001", outcome(["mastery": 10, "pleasure": 0])),
            entry("mas000000001", outcome(["mastery": 11])),
            entry("ple000000001", outcome(["pleasure": -1])),
            entry("sta000000001", outcome(["status": "bogus"])),
            entry("typ000000001", outcome(["mastery": "high"])),
            entry("ok0000000002"),
        ]))
        XCTAssertEqual(read.candidates.map(\.entry.id), ["ok0000000001", "ok0000000002"])
        XCTAssertEqual(read.candidates.first?.entry.content.actionOutcome?.mastery, 10)
        XCTAssertEqual(read.skipped.map { "\($0.number) \($0.name.id ?? "")" }, ["2 mas000000001", "3 ple000000001", "4 sta000000001", "5 typ000000001"])
        XCTAssertEqual(read.skipped.flatMap(\.problems).map { "\($0.field) \($0.key) \($0.arguments["value"] ?? "")" }, [
            "actionOutcome.mastery import_problem_outcome_rating_range 11",
            "actionOutcome.pleasure import_problem_outcome_rating_range -1",
            "actionOutcome.status import_problem_bad_value_value \"bogus\"",
            "actionOutcome.mastery import_problem_wrong_type_value \"high\"",
        ])
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            for problem in read.skipped.flatMap(\.problems) {
                XCTAssertNotEqual(l(problem.key, problem.arguments), problem.key, "\(problem.key) is missing from the \(language) table")
            }
        }
    }

    /// A stored entry file keeps reading such a rating as unrated: the strict reading is the import's.
    func testAStoredOutcomeStillReadsAnOutOfRangeRatingAsUnrated() throws {
        let data = Data(#"{"status": "done", "at": "2026-01-02T00:00:00Z", "mastery": 11, "pleasure": 3}"#.utf8)
        let outcome = try StoreJSON.decoder().decode(ActionOutcome.self, from: data)
        XCTAssertNil(outcome.mastery)
        XCTAssertEqual(outcome.pleasure, 3)
    }

    func testUnknownFieldsAreNamedAndTheRestIsImported() throws {
        let read = try read(export([
            entry("a00000000001", ["mood": "ok", "emotions": [["key": "joy", "intensity": 40, "color": "gold"]]]),
            entry("a00000000002", ["mood": 3, "hotThoughtBelief": ["before": 90, "during": 50]].merging(outcome(["feeling": "x"])) { $1 }),
            entry("a00000000003"),
        ], ["exportedBy": "me", "safetyPlan": ["helpers": ["Mina"], "pets": ["Bori"]]]))
        XCTAssertEqual(read.candidates.map(\.entry.id), ["a00000000001", "a00000000002", "a00000000003"])
        XCTAssertEqual(read.skipped, [])
        XCTAssertEqual(read.unknownFields.map { "\($0.path) \($0.entries)" }, [
            "exportedBy 0", "safetyPlan.pets 0",
            "emotions[].color 1", "mood 2", "actionOutcome.feeling 1", "hotThoughtBelief.during 1",
        ])
        XCTAssertEqual(read.candidates[0].entry.content.intensities["joy"], 40)
        XCTAssertEqual(read.safetyPlan?[.helpers], ["Mina"])
        XCTAssertTrue(read.leftSomethingOut)
    }

    /// A version-2 file's `actionDone` is known (it reads as the outcome).
    func testAnOlderExportsFieldsAreKnown() throws {
        let read = try read(["format": "lemonlog-export", "version": 2,
                             "entries": [entry("old000000001", ["actionDone": ["at": "2026-01-02T00:00:00Z", "note": "went"]])]])
        XCTAssertEqual(read.unknownFields, [])
        XCTAssertEqual(read.candidates.first?.entry.content.actionOutcome?.note, "went")
    }

    /// Item 3: limits are for typing. A done note and an image path over the typing limit import whole.
    func testTheDoneNoteAndImagePathLimitsAreNotAppliedToImports() throws {
        let note = String(repeating: "가", count: DiaryLimits.maxTextLength + 500)
        let path = "/" + String(repeating: "p", count: FieldTable.kind(of: .images).editorLimit + 10) + ".png"
        let image: [String: Any] = ["name": "a.png", "format": "png", "originalPath": path, "data": ExchangeFixtures.png.base64EncodedString()]
        let read = try read(export([entry("big000000001", outcome(["note": note]).merging(["images": [image]]) { $1 })]))
        XCTAssertEqual(read.skipped, [])
        XCTAssertEqual(read.candidates.first?.entry.content.actionOutcome?.note, note)
        XCTAssertEqual(read.candidates.first?.images.first?.originalPath, path)
    }

    func testAnEntryThatDoesNotDecodeIsNamedByWhatItHolds() throws {
        let read = try read(export([
            ["date": "2026-03-01T10:00:00Z", "situation": "No id here\nsecond line"],
            entry("fine00000001"),
            ["id": "bad000000001", "date": "2026-02-30T00:00:00Z", "situation": "\u{1B}]0;owned\u{07}Feb"],
            7,
        ]))
        XCTAssertEqual(read.candidates.map(\.entry.id), ["fine00000001"])
        XCTAssertEqual(read.skipped.map(\.number), [1, 3, 4])
        XCTAssertEqual(read.skipped[0].name, EntryName(date: "2026-03-01T10:00:00Z", text: "No id here\nsecond line"))
        XCTAssertEqual(read.skipped[0].problems.map { "\($0.field) \($0.key)" }, ["id import_problem_missing"])
        XCTAssertEqual(read.skipped[1].problems.map { "\($0.field) \($0.key)" }, ["date import_problem_bad_date"])
        XCTAssertEqual(read.skipped[2].name, EntryName())
        XCTAssertEqual(EntryName.shown(try XCTUnwrap(read.skipped[1].name.text)), "Feb", "no control character reaches the terminal")
        XCTAssertEqual(EntryName.shown(try XCTUnwrap(read.skipped[0].name.text)), "No id here⏎ second line")
        XCTAssertEqual(EntryName.shown(String(repeating: "긴", count: 100)), String(repeating: "긴", count: EntryName.shownLength) + "…")
    }

    /// The first entry with an id is imported; a later one with the same id is left out.
    func testADuplicateIdLeavesOutTheLaterEntry() throws {
        let read = try read(export([entry("same00000001"), entry("same00000001", ["situation": "other"])]))
        XCTAssertEqual(read.candidates.map(\.entry.content.situation), ["s same00000001"])
        XCTAssertEqual(read.skipped.map(\.number), [2])
    }

    func testJrnlEntriesAreLeftOutOneByOne() throws {
        let read = try read(["tags": ["@work": 1], "entries": [
            ["title": "Good one.", "body": "", "date": "2024-01-31", "time": "09:05", "tags": ["@work"], "starred": false],
            ["title": "Bad date.", "body": "Body", "date": "2024-13-45", "time": "09:05", "tags": [], "starred": false],
            ["title": "", "body": "", "date": "2024-02-01", "time": "10:00", "location": "home"],
            ["title": "Also good.", "body": "", "date": "2024-02-02", "time": "10:00", "location": "park"],
        ]])
        XCTAssertEqual(read.source, .jrnl)
        XCTAssertEqual(read.candidates.map(\.entry.content.situation), ["Good one.", "Also good."])
        XCTAssertEqual(read.skipped.map { "\($0.number) \($0.name.date ?? "") \($0.name.text ?? "")" }, ["2 2024-13-45 09:05 Bad date.", "3 2024-02-01 10:00 "])
        XCTAssertEqual(read.skipped.flatMap(\.problems).map(\.key), ["import_problem_bad_date", "import_problem_empty_jrnl"])
        XCTAssertEqual(read.unknownFields, [UnknownField(path: "location", entries: 2)])
    }

    func testDayOneEntriesAreLeftOutOneByOne() throws {
        let read = try read(["metadata": ["version": "1.0"], "entries": [
            ["uuid": "AAA1", "creationDate": "2021-03-03T11:48:50Z", "text": "Fine"],
            ["uuid": "BBB2", "creationDate": "March third", "text": "Bad date"],
            ["creationDate": "2021-03-04T11:48:50Z", "text": "No uuid"],
        ]])
        XCTAssertEqual(read.source, .dayOne)
        XCTAssertEqual(read.candidates.map(\.entry.content.situation), ["Fine"])
        XCTAssertEqual(read.skipped.map(\.name), [EntryName(date: "March third", id: "BBB2", text: "Bad date"),
                                                  EntryName(date: "2021-03-04T11:48:50Z", text: "No uuid")])
    }

    /// What is not what it claims to be is refused whole: no entry is read from it.
    func testAFileThatIsNotWhatItClaimsIsRefusedWhole() throws {
        for document: [String: Any] in [
            ["format": "lemonlog-export", "version": 4, "entries": ["id": "x"]],
            ["format": "lemonlog-export", "version": 5, "entries": [entry("a00000000001")]],
            ["format": "lemonlog-export", "entries": [entry("a00000000001")]],
            ["entries": "none"],
        ] {
            XCTAssertThrowsError(try read(document), "\(document)")
        }
    }

    /// A safety plan that cannot be read is named; the entries are still read.
    func testABadSafetyPlanIsNamedAndTheEntriesRead() throws {
        let read = try read(export([entry("a00000000001")], ["safetyPlan": ["helpers": "Mina"]]))
        XCTAssertEqual(read.candidates.count, 1)
        XCTAssertNil(read.safetyPlan)
        XCTAssertEqual(read.planProblem?.field, "safetyPlan.helpers")
    }
}
