import Foundation
#if canImport(Glibc)
import Glibc
import LemonLogTestSupport
#endif

/// Seconds on the monotonic clock.
func crashLoopNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A small seeded generator, so that a failing run can be replayed with `LEMONLOG_CRASH_SEED`.
struct CrashLoopRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low >= high ? low : Double.random(in: low..<high, using: &self)
    }
}

/// The real `lemonlog` binary running on its own pseudo-terminal (80x24), in a new session.
/// Everything it writes is drained (and kept) so that it never blocks on a full pty.
final class CrashLoopChild {
    let pid: pid_t
    let controller: Int32
    private var terminal: Int32
    let startedAt: Double
    private(set) var output: [UInt8] = []
    private(set) var exitStatus: Int32?
    /// What was typed and when (ms after the start), for failure messages.
    private(set) var keyLog: [String] = []

    init(binary: String, arguments: [String], environment: [String: String]) throws {
        let started = crashLoopNow()
        let process = try PtyProcess.spawn(binary: binary, arguments: arguments, environment: environment)
        let (pid, controller, terminal) = (process.pid, process.master, process.slave)
        self.pid = pid
        self.controller = controller
        self.terminal = terminal
        self.startedAt = started
    }

    /// Reads whatever the program wrote, waiting at most until `deadline` (monotonic seconds)
    /// for more; returns early when `stop` says so.
    func pump(until deadline: Double, stop: (CrashLoopChild) -> Bool = { _ in false }) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            while true {
                let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                if count > 0 { output.append(contentsOf: buffer[0..<count]) } else { break }
            }
            if stop(self) { return }
            let left = deadline - crashLoopNow()
            if left <= 0 { return }
            var pfd = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            _ = poll(&pfd, 1, Int32(max(1, min(left * 1000, 50).rounded(.up))))
            if exitStatus == nil { _ = reap(blocking: false) }
        }
    }

    /// Whether the first frame is on screen (a frame ends with "synchronized output off").
    var hasDrawnFirstFrame: Bool {
        let marker: [UInt8] = Array("\u{1B}[?2026l".utf8)
        guard output.count >= marker.count else { return false }
        return output.indices.dropLast(marker.count - 1).contains { i in
            output[i] == 0x1B && Array(output[i..<(i + marker.count)]) == marker
        }
    }

    /// Types bytes; returns the monotonic time the write returned.
    @discardableResult
    func type(_ bytes: [UInt8]) -> Double {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno == EAGAIN || errno == EINTR {
                pump(until: crashLoopNow() + 0.002)
            } else {
                break
            }
        }
        let time = crashLoopNow()
        keyLog.append(String(format: "%.0fms:", (time - startedAt) * 1000)
                      + String(decoding: bytes, as: UTF8.self).debugDescription)
        return time
    }

    /// Whether the process has ended (reaping it if so).
    var isRunning: Bool {
        if exitStatus != nil { return false }
        return !reap(blocking: false)
    }

    /// waitpid; returns true once the process is gone.
    @discardableResult
    func reap(blocking: Bool) -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid {
                exitStatus = status
                return true
            }
            if result == 0 { return false }
            if errno == EINTR { continue }
            exitStatus = -1
            return true
        }
    }

    /// kill -9, then waits until the process is gone (and its locks released by the kernel).
    /// Returns false if the process had already ended on its own.
    func killNine() -> (killed: Bool, at: Double) {
        let alreadyGone = !isRunning
        let at = crashLoopNow()
        if !alreadyGone { kill(pid, SIGKILL) }
        reap(blocking: true)
        let status = exitStatus ?? 0
        // WIFSIGNALED && WTERMSIG == SIGKILL
        let byKill = (status & 0x7F) == SIGKILL
        return (!alreadyGone && byKill, at)
    }

    /// Exit code of a process that ended on its own, nil if it was killed by a signal.
    var exitCode: Int32? {
        guard let status = exitStatus, status >= 0, status & 0x7F == 0 else { return nil }
        return (status >> 8) & 0xFF
    }

    func close() {
        if terminal >= 0 {
            _ = Glibc.close(terminal)
            terminal = -1
        }
        _ = Glibc.close(controller)
    }

    /// The program's output as text (for failure messages).
    var outputText: String {
        String(decoding: output.suffix(600), as: UTF8.self)
            .replacingOccurrences(of: "\u{1B}", with: "⎋")
    }
}
