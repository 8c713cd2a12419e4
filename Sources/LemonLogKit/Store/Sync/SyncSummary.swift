/// What a sync did (or, for `sync --status`, would do), counted in entries: the one line the
/// person reads afterwards.
package struct SyncSummary: Equatable, Sendable {
    /// Entries that came from the other machine (new or changed there).
    package var received = 0
    /// Entries deleted on the other machine, deleted here too.
    package var deleted = 0
    /// Entries of this machine that went to the remote.
    package var sent = 0
    /// Entries changed on both machines: the later stays, the other became a conflict copy.
    package var keptBoth = 0
    /// Entries deleted on one machine and changed on the other: the change was kept.
    package var changeKept = 0
    /// Drafts on this machine (they never travel).
    package var localDrafts = 0
    /// The conflict copies this sync made (`keptBoth`) or received from another machine's.
    package var conflictCopies: [SyncConflictCopy] = []
    /// The safety plan changed on both machines: its items from both are kept, merged.
    package var planMerged = false

    package init() {}

    /// Adds what another merge of the same sync did.
    mutating func add(_ other: SyncSummary) {
        received += other.received
        deleted += other.deleted
        keptBoth += other.keptBoth
        changeKept += other.changeKept
        conflictCopies += other.conflictCopies
        planMerged = planMerged || other.planMerged
    }
}

/// A conflict copy a sync made or received: the entry it copies, and the copy's own id.
package struct SyncConflictCopy: Equatable, Sendable {
    package let entryID: String
    package let copyID: String
}
