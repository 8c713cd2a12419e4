#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Signal-handler state. Written only by `arm`/`disarm` (from normal code, before or after
// the handlers can run), read by the handlers; plain C-compatible storage, no Swift
// allocation or reference counting inside a handler.
nonisolated(unsafe) private var safetyArmed: Int32 = 0
nonisolated(unsafe) private var safetyFD: Int32 = -1
nonisolated(unsafe) private var safetyTermios = termios()
nonisolated(unsafe) private var safetyBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var safetyByteCount: Int = 0
nonisolated(unsafe) private var safetyPrevious: UnsafeMutablePointer<sigaction>? = nil
nonisolated(unsafe) private var safetyInstalled = false
nonisolated(unsafe) private var safetyAtExitRegistered = false

nonisolated(unsafe) private var safetyPassOn = false
nonisolated(unsafe) private var safetyMessageCount: Int = 0
nonisolated(unsafe) private let safetyMessage = UnsafeMutablePointer<UInt8>.allocate(capacity: safetyMessageCapacity)

private let safetySignalSlots = 65
/// The crash handler as one C function pointer, so that it can be recognized when installed.
private let safetyHandlerFunction: @convention(c) (Int32) -> Void = { safetyHandler($0) }
private let safetyMessageCapacity = 1_024

/// Writes all of `count` bytes at `bytes` to `fd` (async-signal-safe).
private func safetyWriteAll(_ fd: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
    var offset = 0
    while offset < count {
        let written = write(fd, bytes + offset, count - offset)
        if written > 0 {
            offset += written
        } else if written < 0 && errno == EINTR {
            continue
        } else {
            return
        }
    }
}

/// Restores the terminal from static storage using only async-signal-safe calls.
private func safetyRestore() {
    guard safetyArmed != 0 else { return }
    safetyArmed = 0
    let savedErrno = errno
    _ = tcsetattr(safetyFD, TCSANOW, &safetyTermios)
    if let bytes = safetyBytes {
        safetyWriteAll(safetyFD, bytes, safetyByteCount)
    }
    errno = savedErrno
}

/// The crash handler: restore the terminal, print the one crash line, then die of the signal
/// by its default action (or, when asked, hand it to the previous handler, e.g. Swift's
/// backtracer).
private func safetyHandler(_ signal: Int32) {
    safetyRestore()
    if !safetyPassOn {
        if safetyMessageCount > 0 {
            safetyWriteAll(STDERR_FILENO, safetyMessage, safetyMessageCount)
        }
        _ = Glibc.signal(signal, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        _ = sigprocmask(SIG_UNBLOCK, &unblock, nil)
        _ = raise(signal)
        return
    }
    if let previous = safetyPrevious, signal >= 0, signal < Int32(safetySignalSlots) {
        var action = previous[Int(signal)]
        // SIG_IGN is handler value 1: ignoring a crash would loop, so use the default.
        if unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1 {
            action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
        }
        _ = sigaction(signal, &action, nil)
    } else {
        _ = Glibc.signal(signal, SIG_DFL)
    }
    _ = raise(signal)
}

/// The process-wide last resort that puts the terminal back on a crash signal or at exit.
///
/// `arm` stores the termios to restore and the bytes to write (e.g. `FrameWriter.leaveBytes`)
/// in static storage and installs handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and
/// SIGFPE plus an `atexit` hook. A handler restores (tcsetattr + write only), then hands the
/// signal to the handler that was installed before (e.g. Swift's backtracer) or the default
/// action. Call `disarm()` after a normal restore so nothing is written twice.
///
/// A crash prints the crash message (one line, e.g. where the draft is) on stderr after the
/// restore (if armed) and ends by the signal's default action: no multi-page backtrace, no
/// "Press space to interact". With `passCrashesOn` (the person set `SWIFT_BACKTRACE`), the
/// previous handler gets the signal instead.
package enum TerminalSafetyNet {
    /// The crash signals the net catches.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Remembers what to restore on `fd` and makes sure the handlers are installed.
    /// Call from the main thread, before or after raw mode is entered.
    static func arm(fd: Int32, original: termios, restoreBytes: [UInt8]) {
        safetyArmed = 0
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(restoreBytes.count, 1))
        buffer.initialize(from: restoreBytes, count: restoreBytes.count)
        let old = safetyBytes
        safetyBytes = buffer
        safetyByteCount = restoreBytes.count
        old?.deallocate()
        safetyFD = fd
        safetyTermios = original
        installIfNeeded()
        safetyArmed = 1
    }

    /// The line printed on stderr after the terminal is restored on a crash (cut at 1 KB), in
    /// the terminal's character set. Call from normal code; a crash during the update prints
    /// nothing.
    package static func setCrashMessage(_ text: String) {
        let bytes = Array((TerminalCharset.conversion?.encode(text) ?? Array(text.utf8)).prefix(safetyMessageCapacity))
        safetyMessageCount = 0
        bytes.withUnsafeBufferPointer { safetyMessage.update(from: $0.baseAddress!, count: bytes.count) }
        safetyMessageCount = bytes.count
    }

    /// Whether a crash goes on to the handler installed before (Swift's backtracer) instead
    /// of the default action.
    package static var passCrashesOn: Bool {
        get { safetyPassOn }
        set { safetyPassOn = newValue }
    }

    /// Installs the crash handlers without a terminal to restore, so that a crash anywhere
    /// prints the crash message instead of a backtrace (`arm` later adds the terminal).
    package static func installCrashHandlers() {
        installIfNeeded()
    }

    /// Stops the net from restoring the terminal (the handlers stay installed; a crash still
    /// prints the crash message).
    static func disarm() {
        safetyArmed = 0
    }

    /// Whether a restore is pending.
    static var isArmed: Bool { safetyArmed != 0 }

    /// Restores now, once (what the handlers do); a no-op when disarmed.
    static func restoreNow() {
        safetyRestore()
    }

    /// Puts back the crash-signal actions that were there before `arm`.
    static func uninstall() {
        safetyArmed = 0
        guard safetyInstalled, let previous = safetyPrevious else { return }
        for signal in crashSignals {
            _ = sigaction(signal, previous + Int(signal), nil)
        }
        safetyInstalled = false
    }

    private static func installIfNeeded() {
        if safetyPrevious == nil {
            let slots = UnsafeMutablePointer<sigaction>.allocate(capacity: safetySignalSlots)
            slots.initialize(repeating: sigaction(), count: safetySignalSlots)
            safetyPrevious = slots
        }
        if let previous = safetyPrevious {
            // Each signal whose action is not ours (first time, or replaced since) gets ours,
            // and what was there becomes the action handed on.
            let ours = unsafeBitCast(safetyHandlerFunction, to: Int.self)
            for signal in crashSignals {
                var current = sigaction()
                _ = sigaction(signal, nil, &current)
                if let handler = current.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == ours {
                    continue
                }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = safetyHandlerFunction
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_ONSTACK
                _ = sigaction(signal, &action, previous + Int(signal))
            }
            safetyInstalled = true
        }
        if !safetyAtExitRegistered {
            atexit { safetyRestore() }
            safetyAtExitRegistered = true
        }
    }
}
