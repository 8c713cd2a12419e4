import Foundation
import XCTest
@testable import LemonLogKit

/// An import is held to the wizard's rules, from the same place (`DiaryValidators`), but for
/// the typing limits, and every refusal names the entry and the field in our own words. A
/// refusal is its entry's only: the others are read (issue 33, item 4).
final class ImportRulesTests: XCTestCase {
    /// The ids of the entries taken, by the last `problems` call.
    var taken: [String] = []

    /// The problems of the entries left out, in order.
    func problems(_ entries: [[String: Any]]) throws -> [ImportProblem] {
        let document: [String: Any] = ["format": "lemonlog-export", "version": 2, "entries": entries]
        let data = try JSONSerialization.data(withJSONObject: document)
        switch ImportReader(timeZone: ExchangeFixtures.utc).read(data) {
        case .success(let read):
            taken = read.candidates.map(\.entry.id)
            return read.skipped.flatMap(\.problems)
        case .failure(let failure): return failure.problems
        }
    }

    func entry(_ id: String, _ fields: [String: Any] = [:]) -> [String: Any] {
        var entry: [String: Any] = ["id": id, "date": "2026-01-01T00:00:00Z", "situation": "s", "emotions": [["key": "joy"]]]
        for (key, value) in fields { entry[key] = value }
        return entry
    }

    func testWhatTheWizardRefusesIsRefused() throws {
        let found = try problems([
            // Longer than one can type: kept whole, as jrnl's and Day One's imports keep them (issue 33).
            entry("big000000001", ["situation": String(repeating: "a", count: 20 * 1024 * 1024)]),
            entry("long00000001", ["reeval": String(repeating: "가", count: DiaryLimits.maxTextLength + 1)]),
            entry("emo000000001", ["emotions": (1...6).map { ["key": "k\($0)"] }]),
            entry("--help"),
            entry("feb000000001", ["date": "2024-02-30T00:00:00Z"]),
            entry("off000000001", ["date": "9999-12-31T23:00:00-05:00"]),
            entry("off000000002", ["createdAt": "0000-01-01T00:30:00+01:00"]),
            entry("typ000000001", ["thought": 5]),
            entry("img000000001", ["images": [["name": String(repeating: "n", count: 1_000_000), "format": "png",
                                               "originalPath": "p", "data": ExchangeFixtures.png.base64EncodedString()]]]),
            entry("ok0000000001", ["situation": String(repeating: "가", count: DiaryLimits.maxTextLength),
                                   "date": "2024-02-29T23:00:00-01:00"]),
        ])
        let places = found.map { "\($0.entry ?? 0) \($0.field) \($0.key)" }
        XCTAssertEqual(places, [
            "3 emotions validation_error_emotion_too_many",
            "4 id import_problem_bad_id",
            "5 date import_problem_bad_date",
            "6 date import_problem_bad_date",
            "7 createdAt import_problem_bad_date",
            "8 thought import_problem_wrong_type_value",
            "9 images[0].name import_problem_image_name_too_long",
        ])
        XCTAssertEqual(taken, ["big000000001", "long00000001", "ok0000000001"], "the entries without a problem are read")
        // In the person's words, both languages: no Swift error name, every key in the tables.
        for language in [Language.en, .ko] {
            let l = Localizer(language: language)
            for problem in found {
                let text = l(problem.key, problem.arguments)
                XCTAssertNotEqual(text, problem.key, "\(problem.key) is missing from the \(language) table")
                for swiftName in ["Error", "invalidValue", "cannotConvert", "DecodingError", "Expected to decode"] {
                    XCTAssertFalse(text.contains(swiftName), text)
                }
            }
        }
        XCTAssertEqual(found.first { $0.entry == 5 }?.arguments["value"], "2024-02-30T00:00:00Z")
        XCTAssertEqual(found.first?.arguments["max"], String(DiaryLimits.maxEmotions))
    }

    /// A belief outside 0–100 is one problem of its entry, as an emotion's rating is: its number,
    /// its id, the field with its part, and the value; the entries around it are checked too.
    func testAnOutOfRangeBeliefIsAProblemOfItsEntry() throws {
        let found = try problems([
            entry("ok0000000001", ["hotThoughtBelief": ["before": 90, "after": 35], "balancedBelief": 70]),
            entry("hot000000001", ["hotThoughtBelief": ["before": 150, "after": 40]]),
            entry("bal000000001", ["balancedBelief": -5, "hotThoughtBelief": ["after": 101]]),
            entry("emo000000001", ["emotions": [["key": "joy", "intensity": 150]]]),
        ])
        XCTAssertEqual(found.map { "\($0.entry ?? 0) \($0.id ?? "") \($0.field) \($0.key) \($0.arguments["value"] ?? "")" }, [
            "2 hot000000001 hotThoughtBelief.before import_problem_rating_range 150",
            "3 bal000000001 balancedBelief import_problem_rating_range -5",
            "3 bal000000001 hotThoughtBelief.after import_problem_rating_range 101",
            "4 emo000000001 emotions[0].intensity import_problem_rating_range 150",
        ])
        XCTAssertEqual(taken, ["ok0000000001"])
    }

    func testAFileThatIsNotUTF8IsNamedAsSuch() throws {
        let data = Data(#"{"format":"lemonlog-export","version":2,"entries":[{"id":"a1","date":"2026-01-01T00:00:00Z","situation":"caf"#.utf8)
            + Data([0xE9]) + Data(#""}]}"#.utf8)
        guard case .failure(let failure) = ImportReader().read(data) else { return XCTFail("a Latin-1 file was read") }
        XCTAssertEqual(failure.problems.map(\.key), ["import_problem_not_utf8"])
    }

    func testStoreDatesAreRealCalendarDaysTheStoreCanWrite() {
        XCTAssertNotNil(StoreTimestamp.parse("2024-02-29T00:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("2023-02-29T00:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("2024-02-30T00:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("2026-04-31T00:00:00Z"))
        XCTAssertNotNil(StoreTimestamp.parse("2000-02-29T00:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("1900-02-29T00:00:00Z"))
        XCTAssertNotNil(StoreTimestamp.parse("9999-12-31T23:00:00Z"))
        XCTAssertNil(StoreTimestamp.parse("9999-12-31T23:00:00-05:00"))
        XCTAssertNil(StoreTimestamp.parse("0000-01-01T00:30:00+01:00"))
        let last = StoreTimestamp.parse("9999-12-31T23:59:59.999Z")
        XCTAssertNotNil(last.flatMap(StoreTimestamp.format))
    }

    func testTheImportRulesAreTheWizardsLimits() {
        XCTAssertEqual(ValidationRule.allCases.filter { !$0.appliesToImports }, [.required, .tooLong, .future])
    }
}
