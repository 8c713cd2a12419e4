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

    init(size: Int64, changed: Int64, inode: Int64) {
        self.size = size
        self.changed = changed
        self.inode = inode
    }

    init(_ info: stat) {
        self.init(size: Int64(info.st_size), changed: DirectoryStamp.nanoseconds(info.st_ctim),
                  inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    /// The stamp to keep for a file `lstat`ed after the file system's clock read `clock`
    /// (`FileSystemClock`): itself, or `unknown` when it changed in that tick or later, since a
    /// rewrite of the same size in the same tick would leave it as it is (git's "racily clean").
    static func recorded(_ info: stat, clock: Int64) -> FileStamp {
        let stamp = FileStamp(info)
        return stamp.changed < clock ? stamp : .unknown
    }
}
