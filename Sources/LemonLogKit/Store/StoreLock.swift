import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock held while a wizard has a draft or entry open; released by `release()`, on deinit, or by the kernel when the process dies.
package final class StoreLock: @unchecked Sendable {
    /// The id the lock is for.
    package let id: String
    private let mutex = NSLock()
    private var descriptor: Int32

    init(id: String, descriptor: Int32) {
        self.id = id
        self.descriptor = descriptor
    }

    /// The open lock file descriptor, or -1 once released (for tests).
    var fileDescriptor: Int32 {
        mutex.lock()
        defer { mutex.unlock() }
        return descriptor
    }

    /// Whether the lock is still held.
    var isHeld: Bool { fileDescriptor >= 0 }

    /// Releases the lock; calling it again does nothing.
    package func release() {
        mutex.lock()
        defer { mutex.unlock() }
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }

    /// Whether process `pid` is stopped (job control or a debugger): the state after the
    /// command name in `/proc/<pid>/stat` is `T` or `t`.
    static func isStopped(pid: Int32) -> Bool {
        guard let data = try? PosixFile.read("/proc/\(pid)/stat", followingSymlink: true) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        // "1234 (name, which may hold spaces and parentheses) T ...": the state follows the last ")".
        guard let close = text.lastIndex(of: ")") else { return false }
        let state = text[text.index(after: close)...].drop { $0 == " " }.first
        return state == "T" || state == "t"
    }
}
