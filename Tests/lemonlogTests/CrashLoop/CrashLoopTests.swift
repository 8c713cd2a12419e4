import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Starts the real `lemonlog write` (or `edit <draft>`) on a pseudo-terminal again and again,
/// types at random speeds, and `kill -9`s it at random moments: during startup, right after a
/// key, during a step-change save, an autosave or the final save. After every kill, every
/// draft and entry must be complete JSON with a `version`, and everything typed more than
/// one second before the kill must be on disk (CONTRACT.md, "Where data lives", "Drafts").
///
/// Environment: `LEMONLOG_CRASH_KILLS` (default 200), `LEMONLOG_CRASH_SEED` (replays a run),
/// `LEMONLOG_CRASH_MAX_SECONDS` (stop early after this long, default 240), `LEMONLOG_BIN`,
/// `LEMONLOG_CRASH_STRICT_TMP=1` (also count new /tmp/lemonlog* folders).
final class CrashLoopTests: XCTestCase {
    /// Characters typed longer ago than this must have reached the disk.
    static let allowedWindow = 1.0

    func testKillNineNeverCorruptsOrLosesTypedText() throws {
        let environment = ProcessInfo.processInfo.environment
        let binary = try LemonLogBinary.path()
        let kills = Int(environment["LEMONLOG_CRASH_KILLS"] ?? "") ?? 200
        let maxSeconds = Double(environment["LEMONLOG_CRASH_MAX_SECONDS"] ?? "") ?? 240
        let seed = UInt64(environment["LEMONLOG_CRASH_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64(UInt32.max))

        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("crash-loop-\(getpid())-\(seed)", isDirectory: true).path
        let home = root + "/data"
        let fakeHome = root + "/home"
        let fakeTmp = root + "/tmp"
        let fakeXDG = root + "/xdg"
        for folder in [root, fakeHome, fakeTmp, fakeXDG] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let tmpBefore = Self.lemonlogNamesInTmp()
        let childEnvironment = [
            "LEMONLOG_HOME": home, "TERM": "xterm-256color", "LANG": "en_US.UTF-8",
            "HOME": fakeHome, "TMPDIR": fakeTmp, "XDG_DATA_HOME": fakeXDG,
            "PATH": environment["PATH"] ?? "/usr/bin:/bin",
        ]

        var loop = CrashLoopRun(binary: binary, environment: childEnvironment, store: CrashLoopStore(home: home),
                                random: CrashLoopRandom(seed: seed))
        let started = crashLoopNow()
        while loop.kills < kills, crashLoopNow() - started < maxSeconds {
            loop.iterate()
        }
        let seconds = crashLoopNow() - started

        // Nothing may be created outside the data directory.
        var outside: [String] = []
        for folder in [fakeHome, fakeTmp, fakeXDG] {
            outside += CrashLoopStore.names(in: folder).map { folder + "/" + $0 }
        }
        let allowedTop: Set<String> = ["drafts", "entries", "images", "locks", "entries.idx", ".swept"]
        outside += CrashLoopStore.names(in: home)
            .filter { !allowedTop.contains($0) && !CrashLoopStore.isTemporary($0) }.map { home + "/" + $0 }
        outside += CrashLoopStore.names(in: home + "/images").map { home + "/images/" + $0 }
        // New /tmp/lemonlog* files count; new folders only with LEMONLOG_CRASH_STRICT_TMP=1,
        // since other test suites running at the same time make /tmp/lemonlog-* folders.
        let strictTmp = environment["LEMONLOG_CRASH_STRICT_TMP"] == "1"
        for name in Self.lemonlogNamesInTmp().subtracting(tmpBefore).sorted() {
            var info = stat()
            let isFolder = lstat("/tmp/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            if isFolder && !strictTmp {
                print("crash-loop: note: new folder /tmp/\(name) (not counted; another suite may have made it)")
            } else {
                outside.append("/tmp/" + name)
            }
        }

        print("crash-loop: kills=\(loop.kills) files-checked=\(loop.filesChecked) lost=\(loop.lost) "
              + "max-unsaved-ms=\(Int((loop.maxUnsaved * 1000).rounded()))")
        print("crash-loop: seed=\(seed) runs=\(loop.runs) saved-entries=\(loop.saves) edits=\(loop.edits) "
              + "corrupt=\(loop.corrupt) temp-files-left=\(loop.temporaryFiles) "
              + "draft+entry-pairs=\(loop.orphanPairs) seconds=\(String(format: "%.1f", seconds)) "
              + "kill-modes=\(loop.modeCounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))")
        for failure in loop.failures.prefix(20) { print("crash-loop failure: " + failure) }

        XCTAssertEqual(loop.corrupt, 0, "corrupt or unexpected files; seed \(seed); data kept in \(root)")
        XCTAssertEqual(loop.lost, 0, "typed text lost; seed \(seed); data kept in \(root)")
        XCTAssertTrue(loop.failures.isEmpty, "\(loop.failures.count) failures; seed \(seed); first: "
                      + (loop.failures.first ?? ""))
        XCTAssertTrue(outside.isEmpty, "files created outside the data directory: \(outside.prefix(10))")
        XCTAssertGreaterThanOrEqual(loop.kills, min(kills, 1), "no kill happened")
        if loop.failures.isEmpty && outside.isEmpty {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    static func lemonlogNamesInTmp() -> Set<String> {
        Set(CrashLoopStore.names(in: "/tmp").filter { $0.lowercased().hasPrefix("lemonlog") })
    }
}

/// The loop's state and counters.
struct CrashLoopRun {
    enum KillMode: String { case startup, anytime, afterKey, inSave, afterSaveKey }

    let binary: String
    let environment: [String: String]
    let store: CrashLoopStore
    var random: CrashLoopRandom

    var kills = 0
    var runs = 0
    var saves = 0
    var edits = 0
    var filesChecked = 0
    var lost = 0
    var corrupt = 0
    var temporaryFiles = 0
    var orphanPairs = 0
    var maxUnsaved = 0.0
    var failures: [String] = []
    var modeCounts: [String: Int] = [:]
    /// The last scan of the data directory (drafts that can be reopened).
    var lastScan = CrashLoopStore.Scan()

    init(binary: String, environment: [String: String], store: CrashLoopStore, random: CrashLoopRandom) {
        self.binary = binary
        self.environment = environment
        self.store = store
        self.random = random
    }

    /// One run: start, type, kill (or let it save and exit), then audit the files.
    mutating func iterate() {
        runs += 1
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
            edits += 1
        }
        let child: CrashLoopChild
        do {
            child = try CrashLoopChild(binary: binary, arguments: arguments, environment: environment)
        } catch {
            failures.append("run \(runs): \(error)")
            return
        }
        defer { child.close() }

        var exitedOnItsOwn = false
        if mode == .startup {
            child.pump(until: child.startedAt + random.uniform(0, 0.02))
        } else {
            child.pump(until: crashLoopNow() + 10) { $0.hasDrawnFirstFrame || !$0.isRunning }
            if !child.hasDrawnFirstFrame {
                failures.append("run \(runs) (\(arguments.joined(separator: " "))): no first frame; exit "
                                + "\(child.exitStatus.map(String.init) ?? "none"); output: \(child.outputText)")
            } else {
                exitedOnItsOwn = type(child: child, typist: &typist, mode: mode,
                                      killAt: crashLoopNow() + duration, delays: delays, burstChance: burstChance)
            }
        }
        let (killed, killTime) = child.killNine()
        if killed {
            kills += 1
            modeCounts[mode.rawValue, default: 0] += 1
        } else {
            exitedOnItsOwn = true
        }
        if exitedOnItsOwn {
            if typist.savePressedAt != nil, child.exitCode == 0 {
                saves += 1
            } else if typist.savePressedAt == nil || child.exitCode != nil {
                failures.append("run \(runs) (\(arguments.joined(separator: " ")), \(mode)): ended on its own with status "
                                + "\(child.exitStatus.map(String.init) ?? "?") after "
                                + String(format: "%.0f ms", (killTime - child.startedAt) * 1000)
                                + "; keys: \(child.keyLog.suffix(12).joined(separator: " ")); output: \(child.outputText)")
            }
        }
        audit(typist: typist, editedID: editing?.id, draftsBefore: draftsBefore, entriesBefore: entriesBefore,
              killTime: killTime, savedAndExited: exitedOnItsOwn && child.exitCode == 0 && typist.savePressedAt != nil)
    }

    /// Types until `killAt` (then the mode's last touch); returns true if the program ended
    /// on its own (after `s`).
    mutating func type(child: CrashLoopChild, typist: inout CrashLoopTypist, mode: KillMode, killAt: Double,
                       delays: ClosedRange<Double>, burstChance: Double) -> Bool {
        let send: ([UInt8]) -> Double = { child.type($0) }
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

    /// Checks every file, then that this run's text is on disk.
    mutating func audit(typist: CrashLoopTypist, editedID: String?, draftsBefore: Set<String>,
                        entriesBefore: Set<String>, killTime: Double, savedAndExited: Bool) {
        let scan = store.scan()
        lastScan = scan
        filesChecked += scan.checked
        temporaryFiles = scan.temporary
        corrupt += scan.problems.count
        failures += scan.problems.map { "run \(runs): " + $0 }

        let id: String?
        if let editedID {
            id = editedID
        } else {
            let new = Set(scan.documents.keys).subtracting(draftsBefore)
                .union(Set(scan.entryDocuments.keys).subtracting(entriesBefore))
            if new.count > 1 { failures.append("run \(runs): one `write` made several documents: \(new.sorted())") }
            id = new.sorted().first
        }
        let entry = id.flatMap { scan.entryDocuments[$0] }
        let draft = id.flatMap { scan.documents[$0] }
        if entry != nil, draft != nil { orphanPairs += 1 }
        if savedAndExited {
            if entry == nil { failures.append("run \(runs): `s` ended the program but no entry \(id ?? "?") exists") }
            if draft != nil { failures.append("run \(runs): `s` ended the program but draft \(id ?? "?") is still there") }
        }
        let document = entry ?? draft
        let context = "run \(runs) (\(editedID.map { "edit \($0)" } ?? "write"), id \(id ?? "none"))"

        for field in crashLoopTextFields {
            let saved = Array(document?.texts[field] ?? "")
            let base = typist.base[field] ?? []
            let typed = typist.typed[field] ?? []
            let expected = base + typed.map(\.character)
            var common = 0
            while common < saved.count, common < expected.count, saved[common] == expected[common] { common += 1 }
            if common < saved.count {
                failures.append("\(context): \(field) on disk is not what was typed: "
                                + "disk \(String(saved).debugDescription), typed \(String(expected).debugDescription)")
                corrupt += 1
            }
            if common < base.count {
                lost += base.count - common
                failures.append("\(context): \(field) lost text saved by an earlier run: "
                                + "had \(String(base).debugDescription), now \(String(saved).debugDescription)")
            }
            let missing = typed.dropFirst(max(0, common - base.count))
            var lostHere = 0
            for character in missing {
                let age = killTime - character.time
                if savedAndExited || age > CrashLoopTests.allowedWindow {
                    lostHere += 1
                } else {
                    maxUnsaved = max(maxUnsaved, age)
                }
            }
            if lostHere > 0 {
                lost += lostHere
                let oldest = Int(((killTime - missing.first!.time) * 1000).rounded())
                failures.append("\(context): \(lostHere) characters of \(field) typed more than "
                                + "\(CrashLoopTests.allowedWindow) s before the kill are missing (oldest \(oldest) ms): "
                                + "disk \(String(saved).debugDescription), typed \(String(expected).debugDescription)")
            }
        }
        let emotions = document?.emotions ?? []
        if emotions.isEmpty {
            if !typist.baseEmotions.isEmpty {
                lost += 1
                failures.append("\(context): the chosen emotions of an earlier run are gone")
            } else if let time = typist.emotionTypedAt {
                if savedAndExited || killTime - time > CrashLoopTests.allowedWindow {
                    lost += 1
                    failures.append("\(context): emotion chosen \(Int((killTime - time) * 1000)) ms before the kill is not on disk")
                } else {
                    maxUnsaved = max(maxUnsaved, killTime - time)
                }
            }
        }
    }
}
