import Foundation

/// `lemonlog sync`: the diary's files exchanged with a git remote (`DiarySync`); drafts, locks,
/// the index and scratch files stay on this machine.
extension DiaryStore {
    /// One sync; `remote` sets the remote's address (the first time, or a new one).
    package func sync(remote: String?) throws -> SyncSummary {
        try DiarySync(documents: documents).run(remote: remote)
    }

    /// What a sync would send and receive now (only the remote's branch is fetched).
    package func syncStatus() throws -> SyncSummary {
        try DiarySync(documents: documents).status()
    }
}
