import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Starts the real `lemonlog write` (or `edit <draft>`) on a pseudo-terminal again and again,
/// types at random speeds, and `kill -9`s it at random moments: during startup, right after a
/// key, during a step-change save, an autosave or the final save. After every kill, every
/// draft and entry must be complete JSON with a `version`, and everything the screen showed
/// more than one second before the kill must be on disk (CONTRACT.md, "Where data lives",
/// "Drafts"). A key's age counts from its echo on screen (see `CrashLoopScreen`), not from
/// when the test wrote it: a busy machine delaying the program's read is not data loss.
///
/// Environment: `LEMONLOG_CRASH_KILLS` (default 200), `LEMONLOG_CRASH_SEED` (default the fixed
/// `fixedSeed`; a number replays a run; `random` picks one, printed with the results),
/// `LEMONLOG_CRASH_LANES` (programs killed side by side, default 2), `LEMONLOG_BIN`,
/// `LEMONLOG_CRASH_STRICT_TMP=1` (also count new /tmp/lemonlog* folders).
final class CrashLoopTests: XCTestCase {
    /// Characters echoed longer ago than this must have reached the disk.
    static let allowedWindow = 1.0
    /// The seed of every run unless `LEMONLOG_CRASH_SEED` says otherwise.
    static let fixedSeed: UInt64 = 20_251_122
    /// The kills of one run of the test, unless `LEMONLOG_CRASH_KILLS` says otherwise. The loop
    /// counts kills, not seconds: a slow machine runs the same kills and takes longer.
    static let defaultKills = 200

    /// The seed `LEMONLOG_CRASH_SEED` asks for: none → `fixedSeed`, `random`, or a number.
    static func seed(_ value: String?) throws -> UInt64 {
        guard let value, !value.isEmpty else { return fixedSeed }
        if value == "random" { return UInt64.random(in: 1...UInt64(UInt32.max)) }
        guard let seed = UInt64(value) else {
            XCTFail("LEMONLOG_CRASH_SEED must be a number or `random`, not \(value.debugDescription)")
            throw EndToEndFailure(description: "bad seed")
        }
        return seed
    }

    func testKillNineNeverCorruptsOrLosesTypedText() throws {
        let environment = ProcessInfo.processInfo.environment
        let binary = try LemonLogBinary.path()
        let kills = max(1, Int(environment["LEMONLOG_CRASH_KILLS"] ?? "") ?? Self.defaultKills)
        let seed = try Self.seed(environment["LEMONLOG_CRASH_SEED"])
        let replay = "replay with LEMONLOG_CRASH_SEED=\(seed)"

        let lanes = max(1, min(8, Int(environment["LEMONLOG_CRASH_LANES"] ?? "") ?? 2))

        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("crash-loop-\(getpid())-\(seed)", isDirectory: true).path
        let homes = (0..<lanes).map { root + "/data-\($0)" }
        let fakeHome = root + "/home"
        let fakeTmp = root + "/tmp"
        let fakeXDG = root + "/xdg"
        for folder in [root, fakeHome, fakeTmp, fakeXDG] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let tmpBefore = Self.lemonlogNamesInTmp()

        // Independent lanes, each with its own data directory, share of the kills and
        // generator (derived from the seed): the loop mostly waits, so lanes overlap well.
        let boxes = (0..<lanes).map { lane in
            CrashLoopLane(CrashLoopRun(
                binary: binary,
                environment: [
                    "LEMONLOG_HOME": homes[lane], "TERM": "xterm-256color", "LANG": "en_US.UTF-8",
                    "HOME": fakeHome, "TMPDIR": fakeTmp, "XDG_DATA_HOME": fakeXDG,
                    "PATH": environment["PATH"] ?? "/usr/bin:/bin",
                ],
                store: CrashLoopStore(home: homes[lane]),
                random: SeededRandom(seed: seed &+ UInt64(lane) &* 0x9E37_79B9_7F4A_7C15)))
        }
        let started = crashLoopNow()
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let share = kills / lanes + (lane < kills % lanes ? 1 : 0)
            let box = boxes[lane]
            // Runs that end on their own (a save) are not kills; the cap only stops a program
            // that never lives long enough to be killed from looping forever.
            while box.run.tally.kills < share, box.run.tally.runs < 4 * share + 20 {
                box.run.iterate()
            }
        }
        let seconds = crashLoopNow() - started
        let loop = CrashLoopTally(merging: boxes.map(\.run.tally))

        // Nothing may be created outside the data directories.
        var outside: [String] = []
        for folder in [fakeHome, fakeTmp, fakeXDG] {
            outside += CrashLoopStore.names(in: folder).map { folder + "/" + $0 }
        }
        let allowedTop: Set<String> = ["drafts", "entries", "images", "locks", "entries.idx", "entries.idx.journal", "drafts.idx", ".swept", "ambiguous-width"]
        for home in homes {
            outside += CrashLoopStore.names(in: home)
                .filter { !allowedTop.contains($0) && !CrashLoopStore.isTemporary($0) }.map { home + "/" + $0 }
            outside += CrashLoopStore.names(in: home + "/images").map { home + "/images/" + $0 }
        }
        // New /tmp/lemonlog* files count; new folders only with LEMONLOG_CRASH_STRICT_TMP=1,
        // since other test suites running at the same time make /tmp/lemonlog-* folders.
        let strictTmp = environment["LEMONLOG_CRASH_STRICT_TMP"] == "1"
        for name in Self.lemonlogNamesInTmp().subtracting(tmpBefore).sorted() {
            var info = stat()
            // Gone again by now: made and removed by another suite, and nothing is left anyway.
            guard lstat("/tmp/" + name, &info) == 0 else { continue }
            let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            if isFolder && !strictTmp {
                print("crash-loop: note: new folder /tmp/\(name) (not counted; another suite may have made it)")
            } else {
                outside.append("/tmp/" + name)
            }
        }

        print("crash-loop: kills=\(loop.kills) files-checked=\(loop.filesChecked) lost=\(loop.lost) "
              + "max-unsaved-ms=\(Int((loop.maxUnsaved * 1000).rounded())) (from the echo) "
              + "keys=\(loop.keysTyped) echoed=\(loop.keysEchoed) max-echo-ms=\(Int((loop.maxEchoDelay * 1000).rounded()))")
        print("crash-loop: seed=\(seed) lanes=\(lanes) runs=\(loop.runs) saved-entries=\(loop.saves) edits=\(loop.edits) "
              + "corrupt=\(loop.corrupt) temp-files-left=\(loop.temporaryFiles) "
              + "draft+entry-pairs=\(loop.orphanPairs) seconds=\(String(format: "%.1f", seconds)) "
              + "lane-seconds=\(String(format: "%.1f", loop.runSeconds)) (first frames \(String(format: "%.1f", loop.startupSeconds))) "
              + "kill-modes=\(loop.modeCounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))")
        print("crash-loop: duration=\(String(format: "%.1f", seconds)) s kills=\(loop.kills) of \(kills)")
        for failure in loop.failures.prefix(20) { print("crash-loop failure: " + failure) }

        XCTAssertEqual(loop.corrupt, 0, "corrupt or unexpected files; \(replay); data kept in \(root)")
        XCTAssertEqual(loop.lost, 0, "typed text lost; \(replay); data kept in \(root)")
        XCTAssertTrue(loop.failures.isEmpty, "\(loop.failures.count) failures; \(replay); first: "
                      + (loop.failures.first ?? ""))
        // The echo rule must fit the renderer, or no key would ever count as shown.
        XCTAssertGreaterThan(loop.keysEchoed, loop.keysTyped / 2, "few typed keys were seen on screen: does "
                             + "CrashLoopScreen's echo rule still fit the renderer? \(replay)")
        XCTAssertTrue(outside.isEmpty, "files created outside the data directory: \(outside.prefix(10))")
        XCTAssertEqual(loop.kills, kills, "every kill asked for happened")
        if loop.failures.isEmpty && outside.isEmpty {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    static func lemonlogNamesInTmp() -> Set<String> {
        Set(CrashLoopStore.names(in: "/tmp").filter { $0.lowercased().hasPrefix("lemonlog") })
    }
}

