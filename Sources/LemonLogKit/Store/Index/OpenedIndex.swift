#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A sealed index opened once in a command, with the identity of the file it came from (inode,
/// size, change time): a file replaced since is opened again.
struct OpenedIndex {
    /// The file's inode, size and change time.
    let key: [Int64]
    /// Its plain bytes.
    let plain: Data

    static func key(_ info: stat) -> [Int64] {
        [Int64(info.st_ino), Int64(info.st_size), Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
    }
}
