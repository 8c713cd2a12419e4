import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock held while a wizard has a draft or entry open; released by `release()`, on deinit, or by the kernel when the process dies.
public final class StoreLock: @unchecked Sendable {
    /// The id the lock is for.
    public let id: String
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
    public var isHeld: Bool { fileDescriptor >= 0 }

    /// Releases the lock; calling it again does nothing.
    public func release() {
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
}
