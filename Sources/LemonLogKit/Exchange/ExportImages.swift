import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The copies of a Markdown export's images in `images/<entry id>/` beside the document.
/// Never through a link: `images/` and each `images/<id>/` are made or opened with
/// `O_NOFOLLOW`, relative to their parent's descriptor, and a link there is refused. Never
/// over a file the export did not write: an image already there with the same bytes is left
/// as it is (an earlier export of the same entry), one with other bytes is refused.
/// `check` says all of that before anything is written; `write` holds to it even if the
/// folder changes meanwhile.
public struct ExportImages {
    /// One image to copy: `images/<owner>/<name>`.
    public struct Copy: Sendable {
        public let owner: String
        public let name: String
        public let data: Data

        public init(owner: String, name: String, data: Data) {
            self.owner = owner
            self.name = name
            self.data = data
        }
    }

    /// The folder the document is written to; `images/` goes there.
    public let folder: String
    public let copies: [Copy]

    /// `copies` under the same name for one entry are written once (the first).
    public init(beside folder: String, copies: [Copy]) {
        self.folder = folder
        var seen = Set<String>()
        self.copies = copies.filter { seen.insert($0.owner + "/" + $0.name).inserted }
    }

    /// Throws what `write` would refuse, creating and writing nothing.
    public func check() throws(ExportFile.Failure) {
        try run(create: false)
    }

    /// Creates the folders (0700) and writes every copy (0600) not already there.
    public func write() throws(ExportFile.Failure) {
        try run(create: true)
    }

    private func run(create: Bool) throws(ExportFile.Failure) {
        guard !copies.isEmpty else { return }
        let base = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else {
            if !create && errno == ENOENT { return }  // the document's folder is not made yet: nothing there to refuse
            throw .cannotWrite(path: folder, reason: PosixFile.describe(errno))
        }
        defer { close(base) }
        guard let images = try subfolder("images", in: base, path: folder + "/images", create: create) else { return }
        defer { close(images) }
        var owners: [String: Int32] = [:]
        defer { owners.values.forEach { close($0) } }
        for copy in copies {
            let ownerPath = folder + "/images/" + copy.owner
            if owners[copy.owner] == nil {
                guard let fd = try subfolder(copy.owner, in: images, path: ownerPath, create: create) else { continue }
                owners[copy.owner] = fd
            }
            guard let owner = owners[copy.owner] else { continue }
            try place(copy, in: owner, path: ownerPath + "/" + copy.name, create: create)
        }
    }

    /// Opens (making it, if `create`) the folder `name` in `parent`, never through a link;
    /// nil if it is missing and `create` is false.
    private func subfolder(_ name: String, in parent: Int32, path: String, create: Bool) throws(ExportFile.Failure) -> Int32? {
        if create, mkdirat(parent, name, 0o700) != 0, errno != EEXIST {
            throw .cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        if fd >= 0 { return fd }
        let code = errno
        var info = stat()
        if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw .symlinked(path: path)
        }
        if code == ENOENT && !create { return nil }
        if code == ENOTDIR { throw .imageConflict(path: path) }
        throw .cannotWrite(path: path, reason: PosixFile.describe(code))
    }

    /// Leaves an identical file as it is, refuses any other thing under the name, and (if
    /// `create`) writes a new one: a temp file, flushed, then linked to the name (which fails
    /// rather than replace a file that appeared meanwhile).
    private func place(_ copy: Copy, in folder: Int32, path: String, create: Bool) throws(ExportFile.Failure) {
        if let existing = existingBytes(copy.name, in: folder) {
            guard existing == copy.data else { throw .imageConflict(path: path) }
            return
        }
        var info = stat()
        if fstatat(folder, copy.name, &info, AT_SYMLINK_NOFOLLOW) == 0 { throw .imageConflict(path: path) }
        guard create else { return }
        let temp = "." + copy.name + ".tmp-" + DiaryStore.newID()
        let fd = openat(folder, temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        defer { unlinkat(folder, temp, 0) }
        var code: Int32 = 0
        if fchmod(fd, 0o600) != 0 { code = errno }
        if code == 0 { code = PosixFile.writeAll(fd, copy.data) }
        if code == 0, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, linkat(folder, temp, folder, copy.name, 0) != 0 { code = errno }
        if code == EEXIST { throw .imageConflict(path: path) }
        if code != 0 { throw .cannotWrite(path: path, reason: PosixFile.describe(code)) }
    }

    /// The bytes of the regular file `name` in `folder` (not through a link); nil if there is
    /// none, or it is something else.
    private func existingBytes(_ name: String, in folder: Int32) -> Data? {
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? data : nil }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
