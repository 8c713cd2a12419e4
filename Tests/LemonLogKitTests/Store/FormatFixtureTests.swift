import Foundation
import XCTest
@testable import LemonLogKit

/// The version-1 and version-2 files in Tests/Fixtures load forever, and the format can grow.
final class FormatFixtureTests: StoreTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v1/data")

    static let fixturesV2 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v2/data")

    static let fixturesV4 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v4/data")

    static let fixturesV3 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v3/data")

    /// A copy of the fixture diary in this test's data directory.
    func fixtureStore(_ fixtures: URL = fixtures) throws -> DiaryStore {
        try FileManager.default.copyItem(at: fixtures, to: dataURL)
        return try makeStore()
    }

    func testVersionOneEntriesLoad() throws {
        let store = try fixtureStore()
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(entries.map(\.id), ["3a3922403c16", "0873fea124cc"])
        guard entries.count == 2 else { return }  // failed above
        let first = entries[1]
        XCTAssertEqual(first.content.emotions, ["joy.happy", "sadness.lonely"])
        XCTAssertEqual(first.content.situation, "팀장님이 회의에서\n내 의견을 무시했다.")
        XCTAssertEqual(first.content.thought, "I always fail")
        XCTAssertEqual(first.content.reeval, "buses are late")
        XCTAssertEqual(first.content.action, "leave early")
        XCTAssertEqual(StoreTimestamp.format(first.content.date), "2025-03-01T09:30:00.000Z")
        XCTAssertEqual(first.content.images, [ImageAttachment(storedPath: "images/0873fea124cc/1-lemon.png",
                                                              originalPath: "/tmp/fx/lemon.png", format: "png")])
        let image = store.directory.appendingPathComponent(try XCTUnwrap(first.content.images.first).storedPath)
        XCTAssertEqual(try Data(contentsOf: image), try Data(contentsOf: Self.fixtures.appendingPathComponent("../lemon.png")))
        XCTAssertEqual(entries[0].content.images, [])
        XCTAssertEqual(entries[0].content.situation, "A quiet morning walk")
    }

    func testVersionOneDraftsAndEditDraftLoad() throws {
        let store = try fixtureStore()
        let (drafts, problems) = store.drafts()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(Set(drafts.map(\.id)), ["d4d8b6da9c3f", "f3e8b86d2a63"])
        let edit = try XCTUnwrap(store.draft(linkedTo: "0873fea124cc"))
        XCTAssertEqual(edit.id, "f3e8b86d2a63")
        XCTAssertEqual(edit.content.situation, "오늘 다시 생각해 보니\n별일 아니었다")
        XCTAssertEqual(edit.position, DraftPosition(step: .thought))
        guard case .draft(let fresh) = try store.resolve("d4d8") else { return XCTFail("not a draft") }
        XCTAssertNil(fresh.entryID)
        XCTAssertEqual(fresh.content.emotions, ["fear.anxious"])
        XCTAssertEqual(fresh.content.situation, "시험 전날 밤\n잠이 안 온다")
        XCTAssertEqual(fresh.content.thought, "I will fail")
        XCTAssertEqual(fresh.version, DiaryDraft.currentVersion)
    }

    func testStartingUpOverFixturesKeepsEveryFileAsItWas() throws {
        let store = try fixtureStore()
        var before = try snapshot(store)
        let drafts = store.drafts().drafts
        store.tidyUp()
        _ = store.entries()
        _ = store.draftSummaries()
        var after = try snapshot(store)
        after["drafts.idx"] = nil
        try assertDraftsWrittenInTheCurrentFormatOnce(store, as: drafts, before: &before, after: &after)
        XCTAssertEqual(after, before, "reading never rewrites or removes an entry, an image")
    }

    /// Issue 36: the drafts of an older format are written in the current one once (by the
    /// drafts' index), every word kept: they read back the same, in the current version.
    func assertDraftsWrittenInTheCurrentFormatOnce(_ store: DiaryStore, as drafts: [DiaryDraft], before: inout [String: Data],
                                                   after: inout [String: Data], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(store.drafts().drafts, drafts, file: file, line: line)
        for draft in drafts {
            XCTAssertEqual(try fileVersion(store.draftPath(draft.id)), FormatVersion.current, file: file, line: line)
            before["drafts/\(draft.id).json"] = nil
            after["drafts/\(draft.id).json"] = nil
        }
    }

    func testMissingFieldsTakeDefaults() throws {
        let store = try makeStore()
        try write(#"{"version": 1, "id": "abc123", "content": {"situation": "only this"}}"#,
                  to: store.entryPath("abc123"))
        try write(#"{"version": 1, "id": "def456"}"#, to: store.draftPath("def456"))
        let entry = try XCTUnwrap(store.entries().entries.first)
        XCTAssertEqual(entry.content.situation, "only this")
        XCTAssertEqual(entry.content.emotions, [])
        XCTAssertEqual(entry.content.images, [])
        let draft = try XCTUnwrap(store.drafts().drafts.first)
        XCTAssertEqual(draft.position, DraftPosition())
        XCTAssertEqual(draft.content.thought, "")
    }

    func testNewerVersionIsReportedAndLeftAlone() throws {
        let store = try makeStore()
        let newer = DiaryEntry.currentVersion + 1
        let text = #"{"version": \#(newer), "id": "abc123", "content": {"situation": "future"}}"#
        try write(text, to: store.entryPath("abc123"))
        let (entries, problems) = store.entries()
        XCTAssertEqual(entries, [])
        XCTAssertEqual(problems, [StoreProblem(path: store.entryPath("abc123"), reason: "unknown version \(newer)")])
        XCTAssertEqual(try String(contentsOfFile: store.entryPath("abc123"), encoding: .utf8), text)
    }

    func testOlderVersionsGoThroughTheMigrationChain() throws {
        // A chain as the next format bump will add: version 1 → 2 renames a field, 2 → 3 adds one.
        let chain = [
            FormatMigration(from: 1) { object in
                if var content = object["content"] as? [String: Any] {
                    content["situation"] = (content["situation"] as? String ?? "") + " (v2)"
                    object["content"] = content
                }
            },
            FormatMigration(from: 2) { object in object["entryID"] = "e1" },
        ]
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("drafts/d4d8b6da9c3f.json"))
        let draft = try DocumentReader.decode(DiaryDraft.self, from: data, path: "d", id: "d4d8b6da9c3f",
                                              migrations: chain, currentVersion: 3)
        XCTAssertEqual(draft.content.situation, "시험 전날 밤\n잠이 안 온다 (v2)")
        XCTAssertEqual(draft.entryID, "e1")
        XCTAssertThrowsError(try DocumentReader.decode(DiaryDraft.self, from: data, path: "d", id: "d4d8b6da9c3f",
                                                       migrations: [chain[1]], currentVersion: 3))
    }

    /// The `"version"` a file on disk says it is.
    func fileVersion(_ path: String) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return object?["version"] as? Int
    }

    func testVersionOneAndTwoHaveNoTrapsAndNoDoneMark() throws {
        let store = try fixtureStore()
        let entries = store.entries().entries
        XCTAssertEqual(entries.count, 2, "the fixture's entries load")
        for entry in entries {
            XCTAssertEqual(entry.content.traps, [])
            XCTAssertNil(entry.content.actionOutcome)
        }
    }

    func testVersionTwoEntriesLoad() throws {
        let store = try fixtureStore(Self.fixturesV2)
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(entries.map(\.id), ["79327dd832b5", "c69a242c87fe"])
        guard entries.count == 2 else { return }  // failed above
        let rated = entries[1]
        XCTAssertEqual(rated.content.emotions, ["sadness.lonely", "fear.anxious"])
        XCTAssertEqual(rated.content.intensities, ["sadness.lonely": 70, "fear.anxious": 40])
        XCTAssertEqual(rated.content.reratings, ["sadness.lonely": 30])
        XCTAssertEqual(rated.content.situation, "팀장님이 회의에서\n내 의견을 무시했다.")
        XCTAssertEqual(rated.content.thought, "Everyone thinks I am useless")
        XCTAssertEqual(rated.content.action, "Ask for five minutes tomorrow")
        XCTAssertEqual(StoreTimestamp.format(rated.content.date), "2026-11-20T09:30:00.000Z")
        XCTAssertEqual(rated.content.images.map(\.storedPath), ["images/c69a242c87fe/1-lemon.png"])
        XCTAssertEqual(rated.content.traps, [])
        XCTAssertNil(rated.content.actionOutcome)
        XCTAssertEqual(entries[0].content.emotions, ["joy"])
        XCTAssertEqual(entries[0].content.action, "Walk again")
        XCTAssertEqual(entries[0].version, DiaryEntry.currentVersion)
        // The index knows them too: no trap, an action not done.
        let summaries = store.entrySummaries().summaries
        XCTAssertEqual(summaries.map(\.traps), [[], []])
        XCTAssertEqual(summaries.map(\.hasAction), [true, true])
        XCTAssertEqual(summaries.map(\.actionOutcome), [nil, nil])
    }

    func testVersionTwoDraftsAndEditDraftLoad() throws {
        let store = try fixtureStore(Self.fixturesV2)
        let (drafts, problems) = store.drafts()
        XCTAssertEqual(problems, [])
        XCTAssertEqual(Set(drafts.map(\.id)), ["1551771f7977", "5e09d15d5c8d"])
        let edit = try XCTUnwrap(store.draft(linkedTo: "c69a242c87fe"))
        XCTAssertEqual(edit.content.situation, "오늘 다시 생각해 보니\n별일 아니었다")
        XCTAssertEqual(edit.content.reratings, ["sadness.lonely": 30])
        XCTAssertEqual(edit.position, DraftPosition(step: .thought))
        guard case .draft(let fresh) = try store.resolve("1551") else { return XCTFail("not a draft") }
        XCTAssertEqual(fresh.content.intensities, ["fear.anxious": 80])
        XCTAssertEqual(fresh.content.traps, [])
        XCTAssertEqual(fresh.version, DiaryDraft.currentVersion)
    }

    func testVersionTwoIsLeftAsItWasUntilSaved() throws {
        let store = try fixtureStore(Self.fixturesV2)
        var before = try snapshot(store)
        let drafts = store.drafts().drafts
        store.tidyUp()
        _ = store.entrySummaries(texts: true)
        _ = store.entries()
        _ = store.draftSummaries()
        var after = try snapshot(store)
        after["entries.idx"] = nil
        after["drafts.idx"] = nil
        try assertDraftsWrittenInTheCurrentFormatOnce(store, as: drafts, before: &before, after: &after)
        XCTAssertEqual(after, before, "reading never rewrites an entry")
        guard case .entry(var entry) = try store.resolve("7932") else { return XCTFail("not an entry") }
        entry.content.traps = ["labeling"]
        try store.saveEntry(entry)
        XCTAssertEqual(try fileVersion(store.entryPath("79327dd832b5")), FormatVersion.current)
        XCTAssertEqual(try fileVersion(store.entryPath("c69a242c87fe")), 2)
        XCTAssertEqual(store.entries().entries.first { $0.id == "79327dd832b5" }?.content.traps, ["labeling"])
    }

    func testVersionOneIsRewrittenAsVersionTwoOnlyWhenThatItemIsNextSaved() throws {
        let store = try fixtureStore()
        let before = try snapshot(store)
        // Every way of reading: listing (index from nothing, then from the index), filters with
        // texts, show by prefix, the drafts, an edit's draft.
        _ = store.entrySummaries(limit: 1)
        _ = store.entrySummaries(texts: true)
        _ = store.entries()
        _ = store.drafts()
        _ = store.draft(linkedTo: "0873fea124cc")
        _ = try store.resolve("3a39")
        _ = try store.resolve("d4d8")
        var after = try snapshot(store)
        after["entries.idx"] = nil
        XCTAssertEqual(after, before, "reading never rewrites a document")
        XCTAssertEqual(before.keys.filter { $0.hasSuffix(".json") }.count, 4, "the fixture's two entries and two drafts")
        for path in before.keys where path.hasSuffix(".json") {
            XCTAssertEqual(try fileVersion(store.directory.path + "/" + path), 1, path)
        }

        guard case .entry(var entry) = try store.resolve("3a39") else { return XCTFail("not an entry") }
        entry.content.situation += " (again)"
        try store.saveEntry(entry)
        guard case .draft(var draft) = try store.resolve("d4d8") else { return XCTFail("not a draft") }
        draft.content.thought += "?"
        try store.saveDraft(draft)

        XCTAssertEqual(try fileVersion(store.entryPath("3a3922403c16")), DiaryEntry.currentVersion)
        XCTAssertEqual(try fileVersion(store.draftPath("d4d8b6da9c3f")), DiaryDraft.currentVersion)
        XCTAssertGreaterThan(FormatVersion.current, 1)
        let untouched = try snapshot(store)
        for path in ["entries/0873fea124cc.json", "drafts/f3e8b86d2a63.json", "images/0873fea124cc/1-lemon.png"] {
            XCTAssertEqual(untouched[path], before[path], "\(path) was not saved and keeps its bytes")
        }
        XCTAssertEqual(store.entries().entries.first { $0.id == "3a3922403c16" }?.content.situation,
                       "A quiet morning walk (again)")
    }

    /// Every file under the data directory with its bytes (lock files and stamps aside).
    func snapshot(_ store: DiaryStore) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = store.directory.path
        for case let path as String in FileManager.default.enumerator(atPath: root)!
            where !path.hasPrefix("locks") && !path.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return files
    }

    // MARK: - Version 3: the done mark became an outcome

    /// A version-3 done mark (`actionDone`) reads as an outcome with status `done`, in the entry
    /// and in its edit-draft; the files keep their bytes until that item is next saved, and are
    /// then written as the current version with `actionOutcome`.
    func testVersionThreeDoneMarkReadsAsAnOutcomeAndIsRewrittenOnlyWhenSaved() throws {
        let store = try fixtureStore(Self.fixturesV3)
        let before = try snapshot(store)
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        let entry = try XCTUnwrap(entries.first { $0.id == "8153c7b9718d" })
        XCTAssertEqual(entry.content.action, "Call Mina")
        let outcome = try XCTUnwrap(entry.content.actionOutcome)
        XCTAssertEqual(outcome.status, .done)
        XCTAssertEqual(outcome.note, "went well")
        XCTAssertEqual(StoreTimestamp.format(outcome.at), "2026-11-25T18:28:47.682319522Z", "kept to the nanosecond, as written")
        XCTAssertNil(outcome.mastery)
        let drafts = store.drafts().drafts
        XCTAssertEqual(Set(drafts.map(\.id)), ["9ecf5823a302", "912c0cd4ec2e"])
        let edits = try XCTUnwrap(drafts.first { $0.id == "9ecf5823a302" })
        XCTAssertEqual(edits.content.actionOutcome?.status, .done)
        XCTAssertEqual(edits.content.situation, "Missed the bus again")
        XCTAssertEqual(drafts.first { $0.id == "912c0cd4ec2e" }?.content.situation, "회의가 길었다")
        XCTAssertEqual(store.entrySummaries().summaries.first?.actionOutcome?.note, "went well", "the index knows it")
        var after = try snapshot(store)
        after["entries.idx"] = nil
        XCTAssertEqual(after.filter { $0.key.hasSuffix(".json") }, before.filter { $0.key.hasSuffix(".json") },
                       "reading never rewrites a document")

        var saved = entry
        saved.content.traps = ["labeling"]
        try store.saveEntry(saved)
        XCTAssertEqual(try fileVersion(store.entryPath("8153c7b9718d")), DiaryEntry.currentVersion)
        let text = try String(contentsOfFile: store.entryPath("8153c7b9718d"), encoding: .utf8)
        XCTAssertTrue(text.contains("\"actionOutcome\"") && text.contains("\"status\" : \"done\"") && !text.contains("actionDone"), text)
        XCTAssertEqual(try fileVersion(store.draftPath("9ecf5823a302")), 3, "the draft was not saved and keeps its version")
    }

    /// Version 4 had no time and no prediction for the next action: none is invented, the
    /// outcome and the star stay, and the file is rewritten only when saved.
    func testVersionFourLoadsWithoutATimeOrAPredictionAndIsRewrittenOnlyWhenSaved() throws {
        let store = try fixtureStore(Self.fixturesV4)
        let before = try snapshot(store)
        let (entries, problems) = store.entries()
        XCTAssertEqual(problems, [])
        let entry = try XCTUnwrap(entries.first { $0.id == "94c806ec483e" })
        XCTAssertEqual(entry.content.action, "Call Mina")
        XCTAssertNil(entry.content.actionDue)
        XCTAssertEqual(entry.content.text(of: .actionPrediction), "")
        XCTAssertEqual(entry.content.actionOutcome?.status, .partly)
        XCTAssertEqual(entry.content.actionOutcome?.mastery, 6)
        XCTAssertTrue(entry.content.starred)
        let drafts = store.drafts().drafts
        XCTAssertTrue(Set(drafts.map(\.id)).isSuperset(of: ["558f976ee319", "9f6839ee1882"]))
        XCTAssertEqual(drafts.first { $0.id == "558f976ee319" }?.content.situation, "Missed the bus again")
        XCTAssertEqual(drafts.first { $0.id == "9f6839ee1882" }?.content.situation, "친구를 만났다")
        XCTAssertNil(store.entrySummaries().summaries.first { $0.id == "94c806ec483e" }?.actionDue, "the index knows no time")
        var after = try snapshot(store)
        after["entries.idx"] = nil
        XCTAssertEqual(after.filter { $0.key.hasSuffix(".json") }, before.filter { $0.key.hasSuffix(".json") },
                       "reading never rewrites a document")

        var saved = entry
        saved.content.actionDue = Date(timeIntervalSince1970: 1_795_737_600)
        try store.saveEntry(saved)
        XCTAssertEqual(try fileVersion(store.entryPath("94c806ec483e")), DiaryEntry.currentVersion)
        XCTAssertEqual(try fileVersion(store.draftPath("558f976ee319")), 4, "the draft was not saved and keeps its version")
        XCTAssertEqual(store.entrySummaries().summaries.first { $0.id == "94c806ec483e" }?.actionDue, saved.content.actionDue,
                       "the index keeps the time")
    }
}
