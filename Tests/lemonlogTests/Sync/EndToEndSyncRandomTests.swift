import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 31: three machines and one remote, a few hundred seeded random steps of write, edit and
/// save, quit with a draft kept, save a draft, delete, star, sync and `kill -9` of a sync, all
/// through the real binary (`--plain` with piped answers) and the real git. After a last round
/// of syncs every saved version (each saved text is unique) is on every machine, as an entry
/// or a conflict copy, except the ones the person deleted or edited (an edit replaces the version
/// it was made from, and only that one: a version saved meanwhile elsewhere must stay). The seed and the number of steps
/// come from `LEMONLOG_RANDOM_SYNC_SEED` and `LEMONLOG_RANDOM_SYNC_STEPS` (fixed defaults).
final class EndToEndSyncRandomTests: EndToEndSyncTestCase {
    func testThreeMachinesInAnyOrderEndWithEveryVersionOnEveryMachine() throws {
        try randomSyncRun(defaultSteps: 240)
    }
}

extension EndToEndSyncTestCase {
    var machineC: String { root + "/c" }

    /// The answers of `write --plain` for a whole entry whose situation is `text`.
    static func writeAnswers(_ text: String) throws -> String {
        try QuestionWalk([.emotion: "13", .situation: text, .thought: "thought", .reeval: "reeval", .action: "action"]).plainInput()
    }

    /// The random run: `defaultSteps` unless the environment says; every text saved starts with
    /// `prefix`. Returns the three machines' folders.
    @discardableResult
    /// `joinEncrypted`: the diary is encrypted by `first`, so the other machines join it by
    /// accepting its keys once (`sync --accept-recipients`), as a person does.
    func randomSyncRun(defaultSteps: Int, prefix: String = "", joinEncrypted: Bool = false,
                       first: (() throws -> Void)? = nil) throws -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["LEMONLOG_RANDOM_SYNC_SEED"].flatMap { UInt64($0) } ?? 31
        let steps = environment["LEMONLOG_RANDOM_SYNC_STEPS"].flatMap { Int($0) } ?? defaultSteps
        var random = SeededRandom(seed: seed)
        let machines = [home, machineB, machineC]
        try first?()
        for machine in machines { try sync(machine, first: true, acceptingRecipients: joinEncrypted && machine != home) }
        var saved: Set<String> = []
        var deleted: Set<String> = []
        // The versions the person replaced, and the version each draft was made from.
        var replaced: Set<String> = []
        var draftBase: [String: String] = [:]
        var log: [String] = []
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }

        for step in 1...steps {
            let index = Int(random.next() % 3), machine = machines[index]
            let store = try DiaryStore(directory: URL(fileURLWithPath: machine))
            let entries = store.entries().entries, drafts = store.drafts().drafts
            let text = prefix + "v\(step)m\(index)"
            let roll = random.next() % 100
            switch roll {
            case 0..<10:
                log.append("\(step) \(index) write \(text)")
                let run = try on(machine, ["write", "--plain"], input: try Self.writeAnswers(text))
                XCTAssertEqual(run.status, 0, "step \(step): " + run.stdout + run.stderr)
                saved.insert(text)
            case 10..<35:
                guard let entry = pick(entries) else { continue }
                if let draft = drafts.first(where: { $0.entryID == entry.id }) {
                    // `edit` reopens its unsaved edits where they were left (the thought step).
                    log.append("\(step) \(index) edit \(entry.id) through draft \(draft.content.situation)")
                    try edit(machine, entry.id, from: 3)
                    saved.insert(draft.content.situation)
                    if let base = draftBase[draft.content.situation] { replaced.insert(base) }
                } else {
                    log.append("\(step) \(index) edit \(entry.id) \(text)")
                    try edit(machine, entry.id, situation: text)
                    saved.insert(text)
                    replaced.insert(entry.content.situation)
                }
            case 35..<47:
                guard let entry = pick(entries.filter { entry in !drafts.contains { $0.entryID == entry.id } }) else { continue }
                log.append("\(step) \(index) draft \(entry.id) \(text)")
                try edit(machine, entry.id, situation: "draft " + text, save: false)
                draftBase["draft " + text] = entry.content.situation
            case 47..<60:
                guard let draft = pick(drafts) else { continue }
                log.append("\(step) \(index) save draft \(draft.id) \(draft.content.situation)")
                try edit(machine, draft.id, from: 3)
                saved.insert(draft.content.situation)
                if let base = draftBase[draft.content.situation] { replaced.insert(base) }
            case 60..<65:
                guard let entry = pick(entries) else { continue }
                log.append("\(step) \(index) delete \(entry.id) \(entry.content.situation)")
                XCTAssertEqual(try on(machine, ["delete", entry.id, "--yes"]).status, 0, "step \(step)")
                deleted.insert(entry.content.situation)
            case 65..<71:
                guard let entry = pick(entries) else { continue }
                log.append("\(step) \(index) star \(entry.id)")
                XCTAssertEqual(try on(machine, [entry.content.starred ? "unstar" : "star", entry.id]).status, 0, "step \(step)")
            case 71..<76:
                log.append("\(step) \(index) kill -9 sync")
                try killSync(machine, after: UInt32(random.uniform(0, 250_000)))
            default:
                log.append("\(step) \(index) sync")
                try sync(machine, file: #filePath, line: #line)
            }
        }
        // A last round: every machine sends, then every machine receives everything.
        for machine in machines + machines { try sync(machine) }
        let required = saved.subtracting(deleted).subtracting(replaced)
        for machine in machines {
            let listed = try on(machine, ["list"])
            XCTAssertEqual(listed.stderr, "", machine)
            let words = try exported(machine)
            let missing = required.filter { !words.contains("\"" + $0 + "\"") }.sorted()
            XCTAssertTrue(missing.isEmpty, "\(machine) lacks \(missing); seed \(seed), steps:\n" + log.joined(separator: "\n"))
        }
        XCTAssertGreaterThan(required.count, steps / 10, "the run saved versions to check")
        return machines
    }
}
