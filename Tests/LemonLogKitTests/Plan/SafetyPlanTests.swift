import Foundation
import Testing
import XCTest
@testable import LemonLogKit

/// The safety plan's record: its parts, blank items, the merge that keeps both versions, and its
/// JSON (every part written; a part missing reads as empty).
@Suite("Safety plan: parts, merge and JSON")
struct SafetyPlanTests {
    @Test("blank items are not kept; a new plan holds only the numbers, among the professionals")
    func blanks() {
        var plan = SafetyPlan()
        plan[.helpers] = ["Mina", " ", "", "\t"]
        #expect(plan[.helpers] == ["Mina"])
        plan[.helpers] = ["  "]
        #expect(plan.isEmpty)
        let new = SafetyPlan.new(numbers: ["109", "1577-0199"])
        #expect(new[.professionals] == ["109", "1577-0199"])
        #expect(SafetyPlan.Part.allCases.filter { !new[$0].isEmpty } == [.professionals])
    }

    @Test("a merge keeps every item of both, this plan's first, none twice, and counts what it adds")
    func merge() {
        let mine = SafetyPlan([.warningSigns: ["a", "b"], .helpers: ["Mina"]])
        let theirs = SafetyPlan([.warningSigns: ["b", "c"], .reasonsForLiving: ["my cat"]])
        let merged = mine.merged(with: theirs)
        #expect(merged[.warningSigns] == ["a", "b", "c"])
        #expect(merged[.helpers] == ["Mina"])
        #expect(merged[.reasonsForLiving] == ["my cat"])
        #expect(mine.missingCount(from: theirs) == 2)
        #expect(merged.missingCount(from: theirs) == 0)
        #expect(merged.merged(with: theirs) == merged)
    }

    @Test("the file: version, id and every part's key; a part missing reads as empty; Korean and long items whole")
    func json() throws {
        let long = String(repeating: "살아갈 이유 ", count: 5_000)
        let plan = SafetyPlan([.copingAlone: ["산책하기"], .reasonsForLiving: [long]])
        let data = try StoreJSON.encode(SafetyPlanDocument(plan: plan))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(["version", "id"] + SafetyPlan.Part.allCases.map(\.jsonKey)))
        #expect(object["version"] as? Int == 1)
        let read = try DocumentReader.decode(SafetyPlanDocument.self, from: data, path: "p", id: SafetyPlanDocument.planID)
        #expect(read.plan == plan)
        #expect(read.plan[.reasonsForLiving] == [long], "never cut")
        let partial = Data(#"{"version": 1, "id": "safety-plan", "helpers": ["Mina"]}"#.utf8)
        let old = try DocumentReader.decode(SafetyPlanDocument.self, from: partial, path: "p", id: SafetyPlanDocument.planID)
        #expect(old.plan == SafetyPlan([.helpers: ["Mina"]]))
        let newer = Data(#"{"version": 2, "id": "safety-plan"}"#.utf8)
        #expect(throws: StoreError.self) {
            try DocumentReader.decode(SafetyPlanDocument.self, from: newer, path: "p", id: SafetyPlanDocument.planID)
        }
    }

    @Test("the plan's path travels with sync; nothing else at the top does")
    func syncPath() {
        #expect(SyncPath("safety-plan.json") == .safetyPlan)
        #expect(SyncPath("plan.json") == nil)
        #expect(SyncPath("entries/safety-plan.json") != .safetyPlan)
    }

    @Test("the whole plan as lines: numbered parts in both languages, items sanitized, empty parts said")
    func text() {
        let plan = SafetyPlan([.helpers: ["Mina \u{1B}]52;c;eA==\u{07}010"]])
        let en = SafetyPlanText.lines(plan, Localizer(language: .en))
        #expect(en.first == "My safety plan")
        #expect(en.contains("4. People I can ask for help"))
        #expect(en.contains("   • Mina 010"))
        #expect(en.contains("   (nothing yet)"))
        #expect(!en.joined().contains("\u{1B}"))
        let ko = SafetyPlanText.lines(plan, Localizer(language: .ko))
        #expect(ko.contains("7. 살아갈 이유"))
        for line in en + ko { #expect(!line.contains("plan_part_"), "\(line)") }
    }
}

/// The store keeps the plan: atomically, under its lock, refusing a second writer.
final class SafetyPlanStoreTests: StoreTestCase {
    func testThePlanIsWrittenUnderItsLockAndReadBack() throws {
        let store = try makeStore()
        XCTAssertNil(try store.safetyPlan())
        let plan = SafetyPlan([.helpers: ["Mina"]])
        try store.updateSafetyPlan { current in
            XCTAssertNil(current)
            return plan
        }
        XCTAssertEqual(try store.safetyPlan(), plan)
        let lock = try store.lock(id: "safety-plan")
        XCTAssertThrowsError(try store.updateSafetyPlan { _ in SafetyPlan() }) { error in
            XCTAssertEqual(error as? StoreError, .locked(id: "safety-plan"))
        }
        lock.release()
        XCTAssertEqual(try store.safetyPlan(), plan, "a refused write changes nothing")
        let names = try FileManager.default.contentsOfDirectory(atPath: dataURL.path)
        XCTAssertFalse(names.contains { $0.contains("tmp") }, "\(names)")
        XCTAssertNoThrow(try DiaryStore(directory: dataURL), "the plan is a file the store knows")
    }

    func testAFileThatCannotBeReadIsNamedAndNeverRewritten() throws {
        let store = try makeStore()
        let path = dataURL.appendingPathComponent("safety-plan.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try store.safetyPlan())
        XCTAssertThrowsError(try store.updateSafetyPlan { _ in SafetyPlan([.helpers: ["x"]]) })
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("not json".utf8))
    }
}
