import Foundation
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The loop's state and counters.
struct CrashLoopRun {
    enum KillMode: String { case startup, anytime, afterKey, inSave, afterSaveKey }

    let binary: String
    let environment: [String: String]
    let store: CrashLoopStore
    var random: SeededRandom

    var tally = CrashLoopTally()
    /// The last scan of the data directory (drafts that can be reopened).
    var lastScan = CrashLoopStore.Scan()

    init(binary: String, environment: [String: String], store: CrashLoopStore, random: SeededRandom) {
        self.binary = binary
        self.environment = environment
        self.store = store
        self.random = random
    }

    /// One run: start, type, kill (or let it save and exit), then audit the files.
    mutating func iterate() {
        tally.runs += 1
        let draftsBefore = CrashLoopStore.ids(in: store.drafts)
        let entriesBefore = CrashLoopStore.ids(in: store.entries)

        // Reopen a draft now and then (one that is a draft only, so that `edit` opens it).
        let reopenable = lastScan.documents.values
            .filter { $0.entryID == nil && !entriesBefore.contains($0.id) && draftsBefore.contains($0.id) }
            .map(\.id).sorted()
        var editing: CrashLoopDocument?
        if !reopenable.isEmpty, random.chance(0.35) {
            editing = lastScan.documents[reopenable.randomElement(using: &random)!]
        }
        let saveRun = random.chance(0.15)
        var typist = CrashLoopTypist(document: editing, saveRun: saveRun, random: &random)

        let mode: KillMode
        if saveRun {
            mode = random.chance(0.7) ? .afterSaveKey : .anytime
        } else {
            let r = random.uniform(0, 1)
            mode = r < 0.08 ? .startup : r < 0.40 ? .anytime : r < 0.70 ? .afterKey : .inSave
        }
        // Most runs are short; about one in eight types long enough for the one-second rule.
        let duration: Double
        if saveRun {
            duration = mode == .afterSaveKey ? 6 : random.uniform(0.05, 0.6)
        } else {
            duration = random.chance(0.11) ? random.uniform(1.1, 1.9) : random.uniform(0.01, 0.3)
        }
        // Typing speed: a delay between keys, sometimes whole words at once, sometimes a pause.
        let delays: ClosedRange<Double> = saveRun ? 0.002...0.012
            : [0.004...0.03, 0.03...0.12, 0.12...0.35].randomElement(using: &random)!
        let burstChance = saveRun ? 0.7 : random.uniform(0, 0.3)

        var arguments = ["write"]
        if let editing {
            arguments = ["edit", editing.id]
            tally.edits += 1
        }
        let child: CrashLoopChild
        do {
            child = try CrashLoopChild(binary: binary, arguments: arguments, environment: environment)
        } catch {
            tally.failures.append("run \(tally.runs): \(error)")
            return
        }
        defer { child.close() }

        var exitedOnItsOwn = false
        if mode == .startup {
            child.pump(until: child.startedAt + random.uniform(0, 0.02))
        } else {
            child.pump(until: crashLoopNow() + 10) { $0.hasDrawnFirstFrame || !$0.isRunning }
            tally.startupSeconds += crashLoopNow() - child.startedAt
            if !child.hasDrawnFirstFrame {
                tally.failures.append("run \(tally.runs) (\(arguments.joined(separator: " "))): no first frame; "
                                + "\(child.endDescription); output: \(child.outputText)")
            } else {
                exitedOnItsOwn = type(child: child, typist: &typist, mode: mode,
                                      killAt: crashLoopNow() + duration, delays: delays, burstChance: burstChance)
            }
        }
        let (killed, killTime) = child.killNine()
        if killed {
            tally.kills += 1
            tally.modeCounts[mode.rawValue, default: 0] += 1
        } else {
            exitedOnItsOwn = true
        }
        if exitedOnItsOwn {
            if typist.savePressedAt != nil, child.exitCode == 0 {
                tally.saves += 1
            } else if typist.savePressedAt == nil || child.exitCode != nil {
                tally.failures.append("run \(tally.runs) (\(arguments.joined(separator: " ")), \(mode)): \(child.endDescription) on its own after "
                                + String(format: "%.0f ms", (killTime - child.startedAt) * 1000)
                                + "; keys: \(child.keyLog()); output: \(child.outputText)")
            }
        }
        tally.runSeconds += crashLoopNow() - child.startedAt
        tally.keysTyped += child.keys.count
        for key in child.keys {
            guard let echoedAt = key.echoedAt else { continue }
            tally.keysEchoed += 1
            tally.maxEchoDelay = max(tally.maxEchoDelay, echoedAt - key.writtenAt)
        }
        audit(typist: typist, keys: child.keys, keyLog: child.keyLog(last: 30), editedID: editing?.id, draftsBefore: draftsBefore, entriesBefore: entriesBefore,
              killTime: killTime, savedAndExited: exitedOnItsOwn && child.exitCode == 0 && typist.savePressedAt != nil)
    }

    /// Types until `killAt` (then the mode's last touch); returns true if the program ended
    /// on its own (after `s`).
    mutating func type(child: CrashLoopChild, typist: inout CrashLoopTypist, mode: KillMode, killAt: Double,
                       delays: ClosedRange<Double>, burstChance: Double) -> Bool {
        let send: ([UInt8], CrashLoopScreen.Echo) -> (key: Int, time: Double) = { child.type($0, echo: $1) }
        while true {
            guard child.isRunning else { return true }
            if typist.savePressedAt != nil {
                // `s` was pressed: kill it in the middle of the save, or let it finish.
                if mode == .afterSaveKey {
                    // The final save takes about a millisecond: aim inside it (usleep, not
                    // poll, for sub-millisecond delays).
                    let wait = typist.savePressedAt! + random.uniform(0, 0.003) - crashLoopNow()
                    if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                } else {
                    child.pump(until: crashLoopNow() + 5) { !$0.isRunning }
                }
                return !child.isRunning
            }
            let now = crashLoopNow()
            if now >= killAt {
                switch mode {
                case .afterKey:
                    _ = typist.nextKey(burst: false, random: &random, send: send)
                    child.pump(until: crashLoopNow() + random.uniform(0, 0.003))
                case .inSave:
                    // Kill during a save: a step change (Tab, `n`, `s`) saves at once; else the
                    // autosave that follows a typing pause.
                    let sent = typist.nextKey(burst: false, preferStepChange: true, random: &random, send: send)
                    if sent == .stepChange || sent == .save {
                        child.pump(until: crashLoopNow() + random.uniform(0, 0.015))
                    } else {
                        child.pump(until: typist.lastKeyAt + 0.3 + random.uniform(0, 0.05))
                    }
                default:
                    break
                }
                return false
            }
            let burst = random.chance(burstChance)
            let sent = typist.nextKey(burst: burst, random: &random, send: send)
            if sent == .save { continue }
            var delay = random.uniform(delays.lowerBound, delays.upperBound)
            if sent == .nothing || random.chance(0.06) { delay = random.uniform(0.25, 0.9) }
            child.pump(until: min(killAt, crashLoopNow() + delay))
        }
    }
}
