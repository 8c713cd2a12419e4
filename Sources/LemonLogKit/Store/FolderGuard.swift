import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the data directory and its folders private without ever acting through a symlink:
/// each folder is opened with `O_NOFOLLOW | O_DIRECTORY` and changed with `fchmod`. A folder
/// owned by another user is refused; a symlinked sub-folder is refused (never written
/// through); a folder open to others is tightened to 0700, with its files tightened to 0600,
/// and a notice says so.
enum FolderGuard {
    /// Creates `path` (0700) if missing, or checks and tightens it; returns the notices.
    /// `followLink` lets the data directory itself be a symlink the person made on purpose;
    /// the folder it points to is still checked for its owner and tightened through its fd.
    static func secure(_ path: String, followLink: Bool) throws -> [StoreNotice] {
        var created = false
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
            try createParents(of: path)
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno))
            }
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
        var notices = [StoreNotice(key: "notice_folder_tightened", arguments: ["path": path, "mode": String(mode, radix: 8)])]
        let files = tightenFiles(in: fd)
        if files > 0 {
            notices.append(StoreNotice(key: "notice_files_tightened", arguments: ["path": path, "count": String(files)]))
        }
        return notices
    }

    /// Sets every regular file of ours in the folder open to others to 0600 (never through a
    /// symlink); returns how many were changed.
    static func tightenFiles(in folder: Int32) -> Int {
        let copy = dup(folder)
        guard copy >= 0, let dir = fdopendir(copy) else { return 0 }
        defer { closedir(dir) }
        var count = 0
        while let item = readdir(dir) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard name != ".", name != ".." else { continue }
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

    /// `mkdir -p` of the parents, leaving existing ones as they are.
    static func createParents(of path: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path, !PosixFile.exists(parent) else { return }
        try createParents(of: parent)
        if mkdir(parent, 0o700) != 0 && errno != EEXIST {
            throw StoreError.cannotCreate(path: parent, reason: PosixFile.describe(errno))
        }
    }
}
