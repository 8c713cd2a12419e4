import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The low-level file operations of the store: atomic durable writes, reads, listings.
enum PosixFile {
    /// The `strerror` text of an errno value.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether a file name is one of our temporary files (`.<name>.tmp-<random>`).
    static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(".tmp-")
    }

    /// Writes `data` to `path` atomically and durably: a 0600 temp file in the same folder,
    /// fully written and fsynced, renamed over the target, then the folder fsynced.
    /// On failure the temp file is removed and `cannotWrite(path, strerror)` is thrown.
    static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(to: path) { fd in writeAll(fd, data) }
    }

    /// `writeAtomically`, the bytes written by `fill` to the temp file's descriptor as it makes
    /// them (it returns 0 or an errno value, or throws): a large file is never held whole.
    static func writeAtomically(to path: String, _ fill: (Int32) throws -> Int32) throws {
        let folder = PathParts.folder(of: path)
        let name = PathParts.name(of: path)
        let tempPath = folder + "/." + name + ".tmp-" + DiaryStore.newID()
        let fd = open(tempPath, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw StoreError.cannotWrite(path: path, reason: describe(errno)) }
        var code: Int32 = 0
        if fchmod(fd, 0o600) != 0 { code = errno }
        do {
            if code == 0 { code = try fill(fd) }
        } catch {
            close(fd)
            unlink(tempPath)
            throw error
        }
        if code == 0, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, rename(tempPath, path) != 0 { code = errno }
        if code != 0 {
            unlink(tempPath)
            throw StoreError.cannotWrite(path: path, reason: describe(code))
        }
        try syncDirectory(folder, reportingAs: path)
    }

    /// Writes every byte, retrying on EINTR and short writes; returns 0 or an errno value.
    static func writeAll(_ fd: Int32, _ data: Data) -> Int32 {
        data.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// `writeAll` of the bytes in `buffer`.
    static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        guard var pointer = buffer.baseAddress else { return 0 }
        var left = buffer.count
        while left > 0 {
            let written = write(fd, pointer, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            left -= written
            pointer += written
        }
        return 0
    }

    /// fsyncs a folder so that a rename or unlink in it survives a crash.
    static func syncDirectory(_ folder: String, reportingAs path: String) throws {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw StoreError.cannotWrite(path: path, reason: describe(errno)) }
        defer { close(fd) }
        if fsync(fd) != 0 && errno != EINVAL {
            throw StoreError.cannotWrite(path: path, reason: describe(errno))
        }
    }

    /// Reads a whole regular file (by default not following a final symlink); throws `cannotRead`.
    static func read(_ path: String, followingSymlink: Bool = false) throws -> Data {
        let (fd, _) = try openRegularFile(path, flags: followingSymlink ? 0 : O_NOFOLLOW)
        defer { close(fd) }
        return try readAll(fd, reportingAs: path)
    }

    /// Opens `path` for reading (non-blocking, so a FIFO never waits) only if it is a regular
    /// file, with its `fstat`; the caller closes it. Throws `cannotRead` for anything else.
    static func openRegularFile(_ path: String, flags: Int32) throws -> (fd: Int32, info: stat) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard fd >= 0 else { throw StoreError.cannotRead(path: path, reason: describe(errno)) }
        WorkCounter.add(filesOpened: 1)
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = errno
            close(fd)
            throw StoreError.cannotRead(path: path, reason: describe(error))
        }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(fd)
            throw StoreError.cannotRead(path: path, reason: kind == S_IFDIR ? describe(EISDIR) : "not a regular file")
        }
        return (fd, info)
    }

    /// Everything left to read from an open descriptor (a file, a pipe, a terminal), to its end.
    /// Throws `cannotRead(path, strerror)`: a descriptor that is closed, write-only or a folder
    /// is an error like any other, never a trap.
    /// With `stoppingPast`, reading stops as soon as more than that many bytes are held (the
    /// caller sees `count > limit`), so a file that grows cannot fill the memory.
    static func readAll(_ fd: Int32, reportingAs path: String, stoppingPast limit: Int = .max) throws -> Data {
        var data = Data()
        defer { WorkCounter.add(bytesRead: data.count) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw StoreError.cannotRead(path: path, reason: describe(errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// Whether anything (even a dangling symlink) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a folder (without `.` and `..`), sorted; throws `cannotRead`.
    static func names(in folder: String) throws -> [String] {
        try names(in: folder, prefix: "").sorted()
    }

    /// The names in a folder that start with `prefix` (bytes compared before any `String`
    /// is made, so a large folder is cheap to search), in directory order; throws `cannotRead`.
    static func names(in folder: String, prefix: String) throws -> [String] {
        guard let dir = opendir(folder) else { throw StoreError.cannotRead(path: folder, reason: describe(errno)) }
        defer { closedir(dir) }
        let wanted = Array(prefix.utf8)
        var names: [String] = []
        while let item = readdir(dir) {
            let name: String? = withUnsafeBytes(of: item.pointee.d_name) { raw in
                let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                guard count >= wanted.count, zip(raw.prefix(wanted.count), wanted).allSatisfy({ $0 == $1 }) else { return nil }
                return String(decoding: raw.prefix(count), as: UTF8.self)
            }
            if let name, name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
