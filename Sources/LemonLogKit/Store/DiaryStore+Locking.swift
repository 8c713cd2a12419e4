import Foundation

extension DiaryStore {
    /// Takes the lock of a draft or entry (`DocumentFiles.lock(id:)`); throws `locked` if
    /// another holder has it.
    package func lock(id: String) throws -> StoreLock {
        try documents.lock(id: id)
    }

    /// Whether the process holding the lock of `id` is stopped (a lemonlog suspended with Ctrl-Z).
    package func lockHolderIsStopped(id: String) -> Bool {
        documents.lockHolderIsStopped(id: id)
    }

    /// Releases a lock taken with `lock(id:)`, removing its file if nothing of that id is left.
    package func release(_ lock: StoreLock) {
        documents.release(lock)
    }
}
