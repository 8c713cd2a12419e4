import Foundation
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One key (or burst of keys) the loop typed: when it was written, and when the screen first
/// showed it (nil if it never did before the kill).
struct CrashLoopKey {
    let text: String
    let writtenAt: Double
    let echo: CrashLoopScreen.Echo
    let before: CrashLoopScreen.Snapshot
    var echoedAt: Double?
}

/// The real `lemonlog` binary running on its own pseudo-terminal (80x24, the shared
/// `PtySession`), its output drained so that it never blocks, and every key's echo timed.
final class CrashLoopChild {
    let session: PtySession
    let startedAt: Double
    private(set) var keys: [CrashLoopKey] = []
    /// Keys not echoed yet (indices into `keys`, in order).
    private var pending: [Int] = []
    private(set) var hasDrawnFirstFrame = false
    private var shown = CrashLoopScreen.Snapshot.blank

    init(binary: String, arguments: [String], environment: [String: String]) throws {
        startedAt = crashLoopNow()
        session = try PtySession(binary: binary, arguments: arguments, environment: environment)
        session.onScreenShown = { [unowned self] screen in self.screenShown(screen) }
    }

    /// The program showed `screen`: the first frame, and every pending key it now shows
    /// (with all keys typed before it: the program reads its input in order).
    private func screenShown(_ screen: VirtualScreen) {
        let now = crashLoopNow()
        if !hasDrawnFirstFrame { hasDrawnFirstFrame = CrashLoopScreen.hasDrawn(screen) }
        if let last = pending.lastIndex(where: {
            CrashLoopScreen.shows(keys[$0].echo, on: screen, writtenWhile: keys[$0].before)
        }) {
            for index in pending[...last] { keys[index].echoedAt = now }
            pending.removeFirst(last + 1)
        }
        shown = CrashLoopScreen.Snapshot(screen)
    }

    /// Reads whatever the program writes until `deadline` (monotonic seconds); returns early
    /// when `stop` says so or the program ends.
    func pump(until deadline: Double, stop: (CrashLoopChild) -> Bool = { _ in false }) {
        while true {
            session.pump()
            if stop(self) { return }
            let left = deadline - crashLoopNow()
            if left <= 0 || !session.isRunning { return }
            session.pump(waitMilliseconds: Int32(max(1, min(left * 1000, 50).rounded(.up))))
        }
    }

    /// Types `bytes`, to be echoed as `echo`; returns the key's index and the time the write returned.
    @discardableResult
    func type(_ bytes: [UInt8], echo: CrashLoopScreen.Echo) -> (key: Int, time: Double) {
        session.pump()
        let before = shown
        session.write(bytes)
        let time = crashLoopNow()
        keys.append(CrashLoopKey(text: String(decoding: bytes, as: UTF8.self), writtenAt: time, echo: echo, before: before))
        pending.append(keys.count - 1)
        return (keys.count - 1, time)
    }

    /// The key log for failure messages: ms after the start, what, and the echo delay.
    func keyLog(last count: Int = 12) -> String {
        keys.suffix(count).map { key in
            String(format: "%.0fms:", (key.writtenAt - startedAt) * 1000) + key.text.debugDescription
                + (key.echoedAt.map { String(format: "(echo +%.0fms)", ($0 - key.writtenAt) * 1000) } ?? "(no echo)")
        }.joined(separator: " ")
    }

    var isRunning: Bool { session.isRunning }

    /// kill -9, then waits until the process is gone (and its locks released by the kernel).
    /// Returns whether the kill ended it (false if it had ended on its own) and when.
    func killNine() -> (killed: Bool, at: Double) {
        let at = crashLoopNow()
        let killed = session.killAndReap()
        return (killed, at)
    }

    /// Exit code of a process that ended on its own, nil if a signal ended it.
    var exitCode: Int32? { session.end?.exitCode }

    var endDescription: String { session.end.map(\.description) ?? "still running" }

    func close() { session.close() }

    /// The program's output as text (for failure messages).
    var outputText: String { visible(session.output.suffix(600)) }
}
