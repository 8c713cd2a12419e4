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
        let afterName = stat[stat.range(of: ") ")!.upperBound...].split(separator: " ")
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

    @Test func programThatCannotStartIsReported() {
        let outcome = ForegroundChild.run(["/nonexistent/editor"], environment: [:])
        #expect(outcome == .couldNotStart(ENOENT))
    }
}
