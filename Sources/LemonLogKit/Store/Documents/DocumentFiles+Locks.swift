import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The locks of documents: one `flock` per id, held while a draft or entry is open or written.
extension DocumentFiles {
    /// Takes a non-blocking exclusive `flock` on `locks/<id>.lock` (ids are case-insensitive);
    /// throws `locked` if another holder has it. The lock file is removed only by its taker
    /// (`removeLockFile`), which is why a lock is checked to still be the named file.
    func lock(id: String) throws -> StoreLock {
        let key = id.lowercased()
        let path = lockPath(key)
        guard DiaryStore.isValidID(key) else { throw StoreError.cannotCreate(path: path, reason: "invalid id") }
        while true {
            let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
            fchmod(fd, 0o600)
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                if code == EINTR { continue }
                close(fd)
                if code == EWOULDBLOCK { throw StoreError.locked(id: id) }
                throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(code))
            }
            // A lock file removed (or replaced) between our open and flock locks nothing: retry.
            var held = stat()
            var named = stat()
            if fstat(fd, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev {
                // Who holds it, for a second wizard to say where it is open (`lockHolderIsStopped`).
                var pid = Array("\(getpid())\n".utf8)
                if ftruncate(fd, 0) == 0 { _ = pwrite(fd, &pid, pid.count, 0) }
                return StoreLock(id: key, descriptor: fd)
            }
            close(fd)
        }
    }

    /// Whether the process holding the lock of `id` is stopped (a lemonlog suspended with
    /// Ctrl-Z, waiting for `fg`): its pid, written in the lock file by `lock(id:)`, has state
    /// `T` in `/proc/<pid>/stat`. False when it cannot be told.
    func lockHolderIsStopped(id: String) -> Bool {
        let key = id.lowercased()
        guard DiaryStore.isValidID(key), let data = try? PosixFile.read(lockPath(key)), data.count < 32,
              let pid = Int32(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
              pid > 0, pid != getpid() else { return false }
        return StoreLock.isStopped(pid: pid)
    }

    /// Releases a lock taken with `lock(id:)`. If neither a draft nor an entry of that id exists
    /// any more (an edit committed, a `write` that wrote nothing, a draft recovered or removed),
    /// its lock file is removed first, while still held: a process that opened the old file
    /// meanwhile finds it gone once it gets the lock, and takes a new one (see `lock(id:)`).
    func release(_ lock: StoreLock) {
        if lock.isHeld, !PosixFile.exists(draftPath(lock.id)), !PosixFile.exists(entryPath(lock.id)) {
            unlink(lockPath(lock.id))
        }
        lock.release()
    }

    /// Removes `locks/<id>.lock` if nobody holds it (taking it first, so that no one is
    /// between opening and locking it).
    func removeLockFile(id: String) {
        guard let lock = try? lock(id: id) else { return }
        unlink(lockPath(lock.id))
        lock.release()
    }
}
