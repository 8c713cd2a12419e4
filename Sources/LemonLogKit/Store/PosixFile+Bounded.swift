import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PosixFile {
    /// What a bounded read found.
    enum BoundedRead: Equatable {
        /// The whole file, at most the bound.
        case data(Data)
        /// The file is larger than the bound (its size as `stat` gives it, or the bytes seen
        /// so far for a file that grew while it was read); nothing more was read.
        case tooLarge(size: Int64)
    }

    /// Reads a regular file (never through a final symlink, never waiting on a FIFO) only if it
    /// holds at most `maxBytes`: a 6 GB sparse file costs one `fstat`, not 6 GB of memory.
    /// Throws `cannotRead` for anything that is not a readable regular file.
    static func read(_ path: String, atMost maxBytes: Int) throws -> BoundedRead {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard fd >= 0 else { throw StoreError.cannotRead(path: path, reason: describe(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw StoreError.cannotRead(path: path, reason: describe(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw StoreError.cannotRead(path: path, reason: describe(EISDIR)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw StoreError.cannotRead(path: path, reason: "not a regular file")
        }
        if Int64(info.st_size) > Int64(maxBytes) { return .tooLarge(size: Int64(info.st_size)) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StoreError.cannotRead(path: path, reason: describe(errno))
            }
            if count == 0 { return .data(data) }
            data.append(contentsOf: chunk[0..<count])
            if data.count > maxBytes { return .tooLarge(size: Int64(max(data.count, Int(info.st_size)))) }
        }
    }
}
