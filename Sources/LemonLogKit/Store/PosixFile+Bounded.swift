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
        let (fd, info) = try openRegularFile(path, flags: O_NOFOLLOW | O_NOCTTY)
        defer { close(fd) }
        if Int64(info.st_size) > Int64(maxBytes) { return .tooLarge(size: Int64(info.st_size)) }
        let data = try readAll(fd, reportingAs: path, stoppingPast: maxBytes)
        return data.count > maxBytes ? .tooLarge(size: Int64(max(data.count, Int(info.st_size)))) : .data(data)
    }
}
