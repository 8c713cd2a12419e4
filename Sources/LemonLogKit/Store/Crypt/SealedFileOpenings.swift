import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decrypts started ahead of need (`SealedBytes.startOpeningFile`), so that the engine works
/// while the process loads its tables: each is for one file as it was when started (device,
/// inode, size, change time) and is taken by `SealedBytes.openFile` only when it opens that
/// same file unchanged. One never taken is stopped by `abandonAll()` before the process ends;
/// its plain bytes were only ever in our memory.
enum SealedFileOpenings {
    /// A file as `fstat` saw it: the same values mean the bytes the engine was given.
    struct Identity: Equatable, Sendable {
        let device: UInt64
        let stamp: FileStamp
        let modified: Int64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            stamp = FileStamp(info)
            modified = DirectoryStamp.nanoseconds(info.st_mtim)
        }
    }

    /// A started decrypt and what turns its result into plain bytes or the engine's error (the
    /// engine is the one the file's first line names: the same file, the same engine).
    struct Started: Sendable {
        let identity: Identity
        let opening: CryptEngine.Opening
    }

    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var started: [Started] = []
    }

    private static let registry = Registry()

    /// Keeps `started` until `take` or `abandonAll`.
    static func add(_ started: Started) {
        registry.lock.withLock { registry.started.append(started) }
    }

    /// The decrypt started for the file `identity` names, handed over once.
    static func take(_ identity: Identity) -> CryptEngine.Opening? {
        registry.lock.withLock {
            guard let at = registry.started.firstIndex(where: { $0.identity == identity }) else { return nil }
            return registry.started.remove(at: at).opening
        }
    }

    /// Stops every decrypt started and never taken (the command did not need it after all).
    package static func abandonAll() {
        let left = registry.lock.withLock { () -> [Started] in
            defer { registry.started.removeAll() }
            return registry.started
        }
        for started in left { started.opening.running.abandon() }
    }

    /// How many started decrypts wait to be taken (for tests).
    static var waiting: Int { registry.lock.withLock { registry.started.count } }
}
