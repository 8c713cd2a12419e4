import Foundation

/// `lemonlog sync`: the diary's files exchanged with a git remote (`DiarySync`); drafts, locks,
/// the index and scratch files stay on this machine.
extension DiaryStore {
    /// One sync; `remote` sets the remote's address (the first time, or a new one);
    /// `acceptRecipients`: the remote's keys are accepted on this machine (issue 31);
    /// `allowPlain`: a diary decrypted here is sent plain.
    package func sync(remote: String?, acceptRecipients: Bool = false, allowPlain: Bool = false) throws -> SyncSummary {
        var sync = try DiarySync(documents: documents)
        sync.acceptRecipients = acceptRecipients
        sync.allowPlain = allowPlain
        return try sync.run(remote: remote)
    }

    /// What a sync would send and receive now (only the remote's branch is fetched).
    package func syncStatus() throws -> SyncSummary {
        try DiarySync(documents: documents).status()
    }
}
