import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders of the data directory handled through a descriptor opened with `O_NOFOLLOW`:
/// listing, removing and changing by name relative to it, so that a folder replaced by a
/// symlink (to anywhere) is never listed, emptied or changed through.
enum PosixFolder {
    /// Opens a folder for reading by descriptor; nil (errno set) if it is missing, not a
    /// folder, or a symlink (unless `followLink`, for the data directory itself).
    static func open(_ path: String, followLink: Bool = false) -> Int32? {
        let fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followLink ? 0 : O_NOFOLLOW))
        return fd >= 0 ? fd : nil
    }

    /// Opens the folder `name` inside the open folder `parent`, never through a symlink.
    static func open(_ name: String, in parent: Int32) -> Int32? {
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        return fd >= 0 ? fd : nil
    }

    /// The names in an open folder (without `.` and `..`), in directory order.
    static func names(in folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0 else { return [] }
        guard let dir = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var names: [String] = []
        while let item = readdir(dir) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                let count = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                return String(decoding: raw.prefix(count), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// `lstat` of a name in an open folder (a symlink is described, not followed).
    static func info(of name: String, in folder: Int32) -> stat? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Removes `name` from the open folder `parent`: a file or a symlink (the link itself, never
    /// what it points to) is unlinked; a real folder is emptied the same way, then removed.
    /// Returns 0 or an errno value; a name already gone is 0.
    static func removeTree(named name: String, in parent: Int32) -> Int32 {
        if unlinkat(parent, name, 0) == 0 { return 0 }
        let code = errno
        if code == ENOENT { return 0 }
        guard code == EISDIR || code == EPERM else { return code }
        guard let fd = open(name, in: parent) else { return errno }
        for child in names(in: fd) {
            let failed = removeTree(named: child, in: fd)
            if failed != 0 {
                close(fd)
                return failed
            }
        }
        close(fd)
        if unlinkat(parent, name, AT_REMOVEDIR) == 0 || errno == ENOENT { return 0 }
        return errno
    }
}
