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
        var summary = try sync.run(remote: remote)
        // A draft the received version made the same as its entry is superseded: removed as
        // every command's upkeep removes it, so the count is of the drafts `drafts` will list.
        if summary.localDrafts > 0, !removeSupersededDrafts().isEmpty {
            summary.localDrafts = (try? documents.documentIDs(in: documents.draftsPath).count) ?? 0
        }
        return summary
    }

    /// What a sync would send and receive now (only the remote's branch is fetched).
    package func syncStatus() throws -> SyncSummary {
        try DiarySync(documents: documents).status()
    }
}
