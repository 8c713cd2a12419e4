import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an export outside the data directory: atomically (a temp file beside it, flushed,
/// then moved into place), private (0600), and never over an existing file unless asked.
/// Only a regular file is ever replaced: a character device, a FIFO or a socket is written
/// into (with `force`, as it is there already), a folder or a block device is refused, and a
/// symlink is followed to the file it names, which is then treated the same way (a link to
/// nothing is refused).
package enum ExportFile {
    /// Why an export could not be written.
    package enum Failure: Error, Equatable, Sendable {
        /// The file is there and `force` was not given.
        case exists(path: String)
        /// A character device, a FIFO or a socket, and `force` was not given.
        case special(path: String)
        /// The path names a folder.
        case isFolder(path: String)
        /// The path ends with `/`, so it names a folder (one that is not there).
        case folderName(path: String)
        /// A symlink to a file that does not exist (`target` as the link gives it).
        case danglingLink(path: String, target: String)
        /// A block device (a disk): never written.
        case blockDevice(path: String)
        /// A folder on the way to an export's images is a symlink: never written through.
        case symlinked(path: String)
        /// An image file is already there with other bytes: not the export's, never replaced.
        case imageConflict(path: String)
        case cannotWrite(path: String, reason: String)
    }

    /// Writes `data` to `path`; with `force` an existing file is replaced (or, for a device,
    /// a FIFO or a socket, written into).
    package static func write(_ data: Data, to path: String, force: Bool) throws(Failure) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if path.hasSuffix("/") { throw .folderName(path: path) }
            guard errno == ENOENT else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
            return try writeNew(data, to: path)
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            guard let target = resolvedLink(path) else {
                throw .danglingLink(path: path, target: linkText(path))
            }
            try write(data, to: target, force: force)
        case S_IFDIR:
            throw .isFolder(path: path)
        case S_IFBLK:
            throw .blockDevice(path: path)
        case S_IFCHR, S_IFIFO, S_IFSOCK:
            guard force else { throw .special(path: path) }
            try writeInto(data, special: path, socket: info.st_mode & S_IFMT == S_IFSOCK)
        default:
            guard force else { throw .exists(path: path) }
            do {
                try PosixFile.writeAtomically(data, to: path)
            } catch {
                throw .cannotWrite(path: path, reason: reason(error))
            }
        }
    }

    /// A new file: written beside, then linked into place (link fails if the name is taken, so
    /// a file that appears meanwhile is never overwritten either).
    private static func writeNew(_ data: Data, to path: String) throws(Failure) {
        let temp = PathParts.folder(of: path) + "/." + PathParts.name(of: path) + ".tmp-" + DiaryStore.newID()
        do {
            try PosixFile.writeAtomically(data, to: temp)
        } catch {
            throw .cannotWrite(path: path, reason: reason(error))
        }
        defer { unlink(temp) }
        if link(temp, path) != 0 {
            if errno == EEXIST { throw .exists(path: path) }
            throw .cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
    }

    /// Writes into a character device or a FIFO (opened without following a link, and checked
    /// to still be one once open), or into a socket (connected as a stream).
    private static func writeInto(_ data: Data, special path: String, socket: Bool) throws(Failure) {
        let fd = socket ? connect(path) : open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFCHR || kind == S_IFIFO || kind == S_IFSOCK else {
            throw .exists(path: path)  // replaced by a file meanwhile: never written into
        }
        let code = PosixFile.writeAll(fd, data)
        if code != 0 { throw .cannotWrite(path: path, reason: PosixFile.describe(code)) }
    }

    /// A stream socket connected to the Unix socket at `path`; -1 (errno set) on failure.
    private static func connect(_ path: String) -> Int32 {
        var address = sockaddr_un()
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            errno = ENAMETOOLONG
            return -1
        }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: bytes) }
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return -1 }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            errno = code
            return -1
        }
        return fd
    }

    /// The file a symlink finally names, as an absolute path; nil if it leads nowhere.
    private static func resolvedLink(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the symlink at `path` says (for the message), or "" if it cannot be read.
    private static func linkText(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return "" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func reason(_ error: Error) -> String {
        if case StoreError.cannotWrite(_, let reason)? = error as? StoreError { return reason }
        return String(describing: error)
    }
}
