import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the data directory (see `secureDataDirectory`: one that was there already is never
/// changed) and its folders private without ever acting through a symlink:
/// each folder is opened with `O_NOFOLLOW | O_DIRECTORY` and changed with `fchmod`. A folder
/// owned by another user is refused; a symlinked sub-folder is refused (never written
/// through); a folder open to others is tightened to 0700, with its files tightened to 0600,
/// and a notice says so. Only files the store owns (`owns`, by name) are ever changed.
enum FolderGuard {
    /// Creates one of the store's own folders (0700) if missing, or checks and tightens it;
    /// returns the notices. `followLink` lets `path` be a symlink; the folder it points to is
    /// still checked for its owner and tightened through its fd.
    static func secure(_ path: String, followLink: Bool, owns: (String) -> Bool) throws -> [StoreNotice] {
        var created = false
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
            try createParents(of: path)
            _ = try makePrivateFolder(path)
            created = true
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followLink ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP || (!followLink && lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK) {
                throw StoreError.symlinked(path: path)
            }
            if code == ENOTDIR { throw StoreError.notADirectory(path: path) }
            throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(code))
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
        guard info.st_uid == geteuid() else { throw StoreError.foreignOwner(path: path, owner: Int(info.st_uid)) }
        let mode = info.st_mode & 0o7777
        guard mode != 0o700 else { return [] }
        guard fchmod(fd, 0o700) == 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
        // Too tight (a restrictive umask) is mended quietly; open to others is news.
        guard !created, mode & 0o077 != 0 else { return [] }
        return [StoreNotice(key: "notice_folder_tightened", arguments: ["path": path, "mode": String(mode, radix: 8)])]
            + filesNotice(path, tightenFiles(in: fd, owns: owns))
    }

    /// The data directory: made (0700, with its missing parents) if it is not there. One that
    /// is there already is the person's folder, perhaps an earlier LemonLog's diary: it is
    /// used as it is, never changed, if it is not `/`, is theirs, others cannot write in it
    /// (no group or world write bit, not sticky), and every name in it is one LemonLog makes
    /// (`knows`), an empty folder included; otherwise it is refused, and nothing is made in it.
    /// `path` may be a symlink the person made on purpose; the folder it names is checked.
    static func secureDataDirectory(_ path: String, knows: (String) -> Bool) throws {
        var info = stat()
        var created = false
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
            try createParents(of: path)
            created = try makePrivateFolder(path)
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOTDIR { throw StoreError.notADirectory(path: path) }
            throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(code))
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
        var root = stat()
        if !created, stat("/", &root) == 0, root.st_dev == info.st_dev, root.st_ino == info.st_ino {
            throw StoreError.rootFolder(path: path)
        }
        guard info.st_uid == geteuid() else { throw StoreError.foreignOwner(path: path, owner: Int(info.st_uid)) }
        let mode = info.st_mode & 0o7777
        if created {
            // Ours: a restrictive umask is mended quietly.
            if mode != 0o700, fchmod(fd, 0o700) != 0 {
                throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno))
            }
            return
        }
        if mode & (S_ISVTX | 0o022) != 0 {
            throw StoreError.sharedFolder(path: path, mode: String(mode, radix: 8))
        }
        let strangers = PosixFolder.names(in: fd).filter { !knows($0) }.sorted()
        if let example = strangers.first {
            throw StoreError.foreignFiles(path: path, example: example, count: strangers.count)
        }
    }

    /// Tightens the store's own files in a folder to 0600 whatever the folder's mode (a 0644
    /// file in a 0700 folder is still one to mend); one notice if any was changed. A folder
    /// that cannot be opened (or is a symlink, unless `followLink`) is left alone.
    static func tightenFiles(at path: String, followLink: Bool = false, owns: (String) -> Bool) -> [StoreNotice] {
        guard let fd = PosixFolder.open(path, followLink: followLink) else { return [] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_uid == geteuid() else { return [] }
        return filesNotice(path, tightenFiles(in: fd, owns: owns))
    }

    /// Sets every regular file of ours (owned by this user, named as `owns` accepts) that others
    /// may read to 0600, never through a symlink; returns how many were changed. Names are
    /// checked with `fstatat` first, so a folder whose files are right costs no open.
    static func tightenFiles(in folder: Int32, owns: (String) -> Bool) -> Int {
        var count = 0
        for name in PosixFolder.names(in: folder) where owns(name) {
            guard let seen = PosixFolder.info(of: name, in: folder), (seen.st_mode & S_IFMT) == S_IFREG,
                  seen.st_mode & 0o077 != 0 else { continue }
            let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { continue }
            var info = stat()
            if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
               info.st_mode & 0o077 != 0, fchmod(fd, 0o600) == 0 {
                count += 1
            }
            close(fd)
        }
        return count
    }

    /// The notice that `count` files in `path` were made private; none for zero.
    private static func filesNotice(_ path: String, _ count: Int) -> [StoreNotice] {
        count > 0 ? [StoreNotice(key: "notice_files_tightened", arguments: ["path": path, "count": String(count)])] : []
    }

    /// `mkdir -p` of the parents, leaving existing ones as they are.
    static func createParents(of path: String) throws {
        let parent = PathParts.folder(of: path)
        guard parent != ".", parent != path, !PosixFile.exists(parent) else { return }
        try createParents(of: parent)
        _ = try makePrivateFolder(parent)
    }

    /// `mkdir` with mode 0700 whatever the umask: a restrictive one (say 0777) would otherwise
    /// leave a folder its own owner cannot open or write in (root never notices). Returns
    /// whether it made the folder; one that appeared meanwhile is left as it is.
    static func makePrivateFolder(_ path: String) throws -> Bool {
        guard mkdir(path, 0o700) == 0 else {
            guard errno == EEXIST else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
            return false
        }
        guard chmod(path, 0o700) == 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
        return true
    }
}
