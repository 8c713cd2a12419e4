import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the index remembers of one entry file to notice a change without reading it: size,
/// change time (ns; `touch` cannot set it back) and inode. An in-place rewrite (`cp`, `cat >`)
/// changes the change time even when the size stays and the folder's stamp does not move.
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var changed: Int64
    var inode: Int64

    /// A stamp that matches no file: the file is read again on the next check.
    static let unknown = FileStamp(size: -1, changed: 0, inode: 0)

    /// Whether a change in the same clock tick could be missed: a file stamped within this
    /// many ns of being recorded is recorded as `unknown` (git's "racily clean"), so that a
    /// rewrite of the same size in the same tick is still read.
    static let racyWindow: Int64 = 2_000_000_000

    init(size: Int64, changed: Int64, inode: Int64) {
        self.size = size
        self.changed = changed
        self.inode = inode
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size), changed: DirectoryStamp.nanoseconds(info.st_ctim),
                  inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    /// The stamp to keep for a file just read: itself, or `unknown` when too recent to trust.
    static func recorded(_ info: stat, now: Date = Date()) -> FileStamp {
        let stamp = FileStamp(info)
        let nowNanos = Int64(now.timeIntervalSince1970 * 1e9)
        return nowNanos - stamp.changed < racyWindow ? .unknown : stamp
    }
}
