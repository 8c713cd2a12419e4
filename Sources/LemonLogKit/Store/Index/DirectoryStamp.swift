import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cheap fingerprint of the entries folder: its modification and change times, size and
/// inode. Adding, removing or renaming a file in it changes the stamp.
struct DirectoryStamp: Equatable, Sendable {
    var modified: Int64
    var changed: Int64
    var size: Int64
    var inode: Int64

    static let zero = DirectoryStamp(modified: 0, changed: 0, size: 0, inode: 0)

    /// The folder's stamp now; `zero` if it cannot be read.
    static func of(_ folder: String) -> DirectoryStamp {
        var info = stat()
        WorkCounter.add(stats: 1)
        guard stat(folder, &info) == 0 else { return .zero }
        return DirectoryStamp(modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim),
                              size: Int64(info.st_size), inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    /// Whether a change made in the same clock tick as this stamp could go unseen: a stamp
    /// taken after the file system's clock read `clock` (`FileSystemClock`) is trusted only if
    /// the folder last changed before it; otherwise the next read scans the folder again.
    func isRacy(clock: Int64) -> Bool {
        changed >= clock
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
