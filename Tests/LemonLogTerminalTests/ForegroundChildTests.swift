import Foundation
import Glibc
@testable import LemonLogTerminal
import Testing

/// `ForegroundChild` (how `$EDITOR` is started): in our process group, with default signal
/// actions and an empty mask whatever we ignore or block, and SIGINT ignored here meanwhile.
/// Part of the serialized `SystemTests` suite because it changes process-wide signal state.
extension SystemTests {
    @Test func childSharesOurProcessGroupWithDefaultSignals() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fg-child-\(getpid()).txt").path
        defer { unlink(out) }
        // What LemonLog ignores (SIGPIPE, SIGXFSZ) and something blocked must not reach the child.
        let oldPipe = signal(SIGPIPE, SIG_IGN)
        let oldXfsz = signal(SIGXFSZ, SIG_IGN)
        var block = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGUSR1)
        var oldMask = sigset_t()
        sigprocmask(SIG_BLOCK, &block, &oldMask)
        defer {
            signal(SIGPIPE, oldPipe)
            signal(SIGXFSZ, oldXfsz)
            sigprocmask(SIG_SETMASK, &oldMask, nil)
        }
        var intBefore = sigaction()
        sigaction(SIGINT, nil, &intBefore)

        // The child sends SIGINT to us: ignored while it runs, so this process survives.
        let outcome = ForegroundChild.run(
            ["/bin/sh", "-c", "kill -INT $PPID; cat /proc/self/stat /proc/self/status > \"$1\"; exit 3", "sh", out],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(outcome == .exited(3))

        let text = try String(contentsOfFile: out, encoding: .utf8)
        let stat = text.split(separator: "\n").first.map(String.init) ?? ""
        let afterName = stat[(try #require(stat.range(of: ") "), "\(stat)")).upperBound...].split(separator: " ")
        try #require(afterName.count > 2, "\(stat)")
        #expect(Int32(afterName[2]) == getpgrp(), "the editor runs in our (foreground) process group")
        let status = Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces)) : nil
        }, uniquingKeysWith: { first, _ in first })
        // Signals 1-31 (32 and up are glibc's own and real-time signals, left as they are).
        let classic: UInt64 = 0x7FFF_FFFF
        #expect(UInt64(status["SigIgn"] ?? "", radix: 16).map { $0 & classic } == 0, "ignored: \(status["SigIgn"] ?? "")")
        #expect(UInt64(status["SigBlk"] ?? "", radix: 16).map { $0 & classic } == 0, "blocked: \(status["SigBlk"] ?? "")")

        var intAfter = sigaction()
        sigaction(SIGINT, nil, &intAfter)
        #expect(unsafeBitCast(intAfter.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(intBefore.__sigaction_handler.sa_handler, to: Int.self), "SIGINT's action is put back")
    }

    /// Both keys that signal the foreground group reach us too while the editor runs: Ctrl-C
    /// (SIGINT) and Ctrl-\\ (SIGQUIT, whose default action would end LemonLog with a core dump
    /// and leave the terminal in the editor's modes). Counting handlers stand in for our own
    /// (so a signal that gets through fails the test instead of ending it).
    @Test func quitAndInterruptAreIgnoredHereWhileTheEditorRunsAndPutBackAfter() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fg-quit-\(getpid()).txt").path
        defer { unlink(out) }
        ForegroundSignalCount.reset()
        var saved: [(Int32, sigaction)] = []
        for signal in [SIGINT, SIGQUIT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { ForegroundSignalCount.record($0) }
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            saved.append((signal, old))
        }
        defer { for (signal, old) in saved { var action = old; sigaction(signal, &action, nil) } }
        var before: [Int32: Int] = [:]
        for signal in [SIGINT, SIGQUIT] { before[signal] = Self.handler(of: signal) }

        // The child reads our ignored set while it runs, then sends both signals to us.
        let outcome = ForegroundChild.run(
            ["/bin/sh", "-c", "grep SigIgn /proc/$PPID/status > \"$1\"; kill -QUIT $PPID; kill -INT $PPID; exit 4",
             "sh", out],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(outcome == .exited(4))
        // An ignored signal is discarded when sent. One that got through was either handled
        // (counted) or is still pending for us (no waiting for it to arrive: both are seen now).
        #expect(ForegroundSignalCount.quit == 0, "SIGQUIT reached us while the editor ran")
        #expect(ForegroundSignalCount.interrupt == 0, "SIGINT reached us while the editor ran")
        let pending = try Self.pendingSignals()
        for signal in [SIGINT, SIGQUIT] {
            #expect(pending & (1 << UInt64(signal - 1)) == 0, "signal \(signal) is pending for us: it was not ignored")
        }

        let line = try String(contentsOfFile: out, encoding: .utf8)
        let ignored = UInt64(line.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16) ?? 0
        for signal in [SIGINT, SIGQUIT] {
            #expect(ignored & (1 << UInt64(signal - 1)) != 0, "signal \(signal) not ignored while the editor ran: \(line)")
            #expect(Self.handler(of: signal) == before[signal], "signal \(signal)'s handler is put back")
        }
        // Put back means working again: our handler sees the next one.
        let quitsSoFar = ForegroundSignalCount.quit
        kill(getpid(), SIGQUIT)
        // (delivered to whichever thread does not block it, so not at once: waits for the
        // handler's count, with a deadline only for a handler that never runs)
        let deadline = Date().addingTimeInterval(10)
        while ForegroundSignalCount.quit == quitsSoFar, Date() < deadline { usleep(1_000) }
        #expect(ForegroundSignalCount.quit == quitsSoFar + 1, "SIGQUIT's own handler works again")
    }

    /// The signals pending for this process or any of its threads (`ShdPnd` and `SigPnd`).
    static func pendingSignals() throws -> UInt64 {
        var pending: UInt64 = 0
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        for path in ["/proc/self/status"] + tasks.map({ "/proc/self/task/\($0)/status" }) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }  // a thread that ended
            for line in text.split(separator: "\n") where line.hasPrefix("ShdPnd:") || line.hasPrefix("SigPnd:") {
                pending |= UInt64(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
            }
        }
        return pending
    }

    /// The handler address of a signal's current action.
    static func handler(of signal: Int32) -> Int {
        var action = sigaction()
        sigaction(signal, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    @Test func programThatCannotStartIsReported() {
        let outcome = ForegroundChild.run(["/nonexistent/editor"], environment: [:])
        #expect(outcome == .couldNotStart(ENOENT))
    }
}

/// Counts SIGINT and SIGQUIT reaching the test process (async-signal-safe: plain stores).
enum ForegroundSignalCount {
    nonisolated(unsafe) static var quit: sig_atomic_t = 0
    nonisolated(unsafe) static var interrupt: sig_atomic_t = 0

    static func reset() {
        quit = 0
        interrupt = 0
    }

    static func record(_ signal: Int32) {
        if signal == SIGQUIT { quit += 1 } else if signal == SIGINT { interrupt += 1 }
    }
}
