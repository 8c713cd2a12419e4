import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The merge of a sync: every path decided by `SyncRule`, an entry changed on both machines
/// kept twice (the later version stays the entry, the other becomes an edit-draft "from the
/// other machine"), the files written under their entries' locks, then one merge commit with
/// both parents. Git's own merge never runs.
extension DiarySync {
    /// A file to write (`blob`) or remove (nil) in the data folder and the repository's index.
    struct Change {
        let path: String
        let blob: String?
    }

    /// Merges `theirs` into this machine's branch (`ours`, nil before the first commit).
    func merge(ours: String?, theirs: String) throws -> SyncSummary {
        let base = try mergeBase(ours, theirs)
        let baseTree = try tree(base), oursTree = try tree(ours), theirsTree = try tree(theirs)
        try checkEncryptionMatches(oursTree, theirsTree)
        let file = DiaryRecipients.fileName
        if case .take(let blob?) = SyncRule.decide(base: baseTree[file], ours: oursTree[file], theirs: theirsTree[file]) {
            try checkRecipientsAccepted(blob: blob)
        }
        var summary = SyncSummary()
        var changes: [Change] = []
        var drafts: [DiaryDraft] = []
        var oursStays = Set<String>()
        // `entries/` sorts before `images/`: an entry's fate is known before its images'.
        for path in Set(baseTree.keys).union(oursTree.keys).union(theirsTree.keys).sorted() {
            let rule = SyncRule.decide(base: baseTree[path], ours: oursTree[path], theirs: theirsTree[path])
            guard let kind = SyncPath(path), rule != .keep else { continue }
            switch (kind, rule) {
            case (.entry, .take(let blob)):
                changes.append(Change(path: path, blob: blob))
                summary.received += 1
            case (.entry(let id), .changeKept(let blob)):
                if let blob { changes.append(Change(path: path, blob: blob)) } else { oursStays.insert(id) }
                summary.changeKept += 1
            case (.entry(let id), .bothChanged):
                guard let mine = oursTree[path], let other = theirsTree[path] else { continue }
                let ourEntry = try entry(blob: mine, id: id, path: path), theirEntry = try entry(blob: other, id: id, path: path)
                if theirEntry.updatedAt > ourEntry.updatedAt {
                    changes.append(Change(path: path, blob: other))
                    drafts.append(Self.draft(of: ourEntry, blob: mine))
                } else {
                    oursStays.insert(id)
                    drafts.append(Self.draft(of: theirEntry, blob: other))
                }
                summary.keptBoth += 1
                summary.conflictDrafts.append(id)
            case (.image(let owner), .take(let blob)):
                // An image removed there stays while this machine's version of its entry does.
                if blob != nil || !oursStays.contains(owner) { changes.append(Change(path: path, blob: blob)) }
            case (.image, .changeKept(let blob?)), (.recipients, .take(let blob?)):
                changes.append(Change(path: path, blob: blob))
            default:
                continue
            }
        }
        let locks = try lockAll(changes.compactMap { Self.ownerID($0.path) } + drafts.map(\.id))
        defer { locks.forEach { documents.release($0) } }
        // The other version is safe in its draft before the entry changes. A draft of that id
        // already there (a killed sync's, or one the person has opened since) is left as it is.
        for draft in drafts where !PosixFile.exists(documents.draftPath(draft.id)) { try documents.writeDraft(draft) }
        for change in changes { try apply(change) }
        try record(changes, ours: ours, theirs: theirs, summary: summary)
        return summary
    }

    /// Stages `changes` in the repository's index and moves the branch: to `theirs` when the
    /// result is theirs exactly (a fast-forward), else to a merge commit with both parents.
    func record(_ changes: [Change], ours: String?, theirs: String, summary: SyncSummary) throws {
        var info = Data()
        for change in changes {
            let line = change.blob.map { "100644 \($0)\t\(change.path)" }
                ?? "0 \(String(repeating: "0", count: theirs.count))\t\(change.path)"
            info.append(Data(line.utf8))
            info.append(0)
        }
        if !info.isEmpty { try git.output(["update-index", "-z", "--index-info"], input: info) }
        let merged = try git.text(["write-tree"])
        let branch = "refs/heads/" + GitProgram.branch
        guard let ours else {
            try git.output(["update-ref", branch, theirs])
            return
        }
        if try isAncestor(ours, of: theirs), merged == (try git.text(["rev-parse", theirs + "^{tree}"])) {
            try git.output(["update-ref", branch, theirs, ours])
            return
        }
        let message = "LemonLog: merged, \(summary.received) received, \(summary.keptBoth) kept both, \(summary.changeKept) changes kept over deletions"
        let commit = try git.text(["commit-tree", merged, "-p", ours, "-p", theirs, "-m", message])
        try git.output(["update-ref", branch, commit, ours])
    }

    /// Writes or removes one file of the data folder (atomically, durably).
    func apply(_ change: Change) throws {
        let path = documents.directoryPath + "/" + change.path
        let folder = PathParts.folder(of: path)
        if let blob = change.blob {
            let data = try git.output(["cat-file", "blob", blob])
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                throw StoreError.cannotCreate(path: folder, reason: PosixFile.describe(errno))
            }
            try PosixFile.writeAtomically(data, to: path)
        } else {
            if unlink(path) != 0, errno != ENOENT { throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno)) }
            try PosixFile.syncDirectory(folder, reportingAs: path)
            if case .image = SyncPath(change.path) { rmdir(folder) }
        }
    }

    /// The locks of every id concerned, or `entryOpen` (none kept) if one is open elsewhere.
    func lockAll(_ ids: [String]) throws -> [StoreLock] {
        var locks: [StoreLock] = []
        for id in Set(ids).sorted() {
            do {
                locks.append(try documents.lock(id: id))
            } catch {
                locks.forEach { documents.release($0) }
                if case StoreError.locked = error { throw SyncError(.entryOpen, subject: id) }
                throw error
            }
        }
        return locks
    }

    /// The entry whose lock guards `path` (an entry file or one of its images).
    static func ownerID(_ path: String) -> String? {
        switch SyncPath(path) {
        case .entry(let id): return id
        case .image(let owner): return owner
        default: return nil
        }
    }

    /// The entry a blob holds (opened if sealed); `unreadableConflict` if it cannot be read here.
    func entry(blob: String, id: String, path: String) throws -> DiaryEntry {
        let data = try git.output(["cat-file", "blob", blob])
        do {
            return try DocumentReader.decode(DiaryEntry.self, from: try SealedBytes.open(data, subject: path), path: path, id: id)
        } catch let error as CryptError {
            throw error
        } catch {
            throw SyncError(.unreadableConflict, subject: id)
        }
    }

    /// The losing version of an entry as an edit-draft of it, marked as from the other machine.
    /// Its id comes from the version's blob: a sync killed and run again writes the same draft.
    static func draft(of entry: DiaryEntry, blob: String) -> DiaryDraft {
        var draft = DiaryDraft(id: String(blob.prefix(12)), entryID: entry.id, createdAt: entry.createdAt,
                               updatedAt: entry.updatedAt, content: entry.content, position: DraftPosition())
        draft.fromOtherMachine = true
        return draft
    }

    /// The remote's new `recipients` (`blob`) are the keys this machine accepted, else
    /// `recipientsChanged` names the keys added and removed, before anything is taken: until the
    /// person accepts them (`acceptRecipients`, which records them), nothing is sealed for them.
    /// With no accepted set yet, this machine's own `recipients` file is taken as accepted.
    func checkRecipientsAccepted(blob: String) throws {
        let theirs = DiaryRecipients.parse(try git.output(["cat-file", "blob", blob]))
        let keys = documents.recipients
        let accepted = try keys.accepted() ?? keys.current() ?? []
        if try keys.accepted() == nil, !accepted.isEmpty { try keys.accept(accepted) }
        guard Set(theirs) != Set(accepted) else { return }
        if acceptRecipients, !theirs.isEmpty {
            try keys.accept(theirs)
            return
        }
        let added = theirs.filter { !accepted.contains($0) }.map(RecipientDescription.describe)
        let removed = accepted.filter { !theirs.contains($0) }.map(RecipientDescription.describe)
        throw SyncError(.recipientsChanged, subject: added.joined(separator: "; "), detail: removed.joined(separator: "; "))
    }

    /// An encrypted diary and a plain one are not merged (the plain one's entries would reach
    /// the remote, or sealed ones a machine that cannot open them).
    func checkEncryptionMatches(_ ours: [String: String], _ theirs: [String: String]) throws {
        func hasEntries(_ tree: [String: String]) -> Bool {
            tree.keys.contains { if case .entry = SyncPath($0) { return true } else { return false } }
        }
        let sealedHere = ours[DiaryRecipients.fileName] != nil, sealedThere = theirs[DiaryRecipients.fileName] != nil
        if sealedHere != sealedThere, hasEntries(sealedHere ? theirs : ours) {
            throw SyncError(.encryptionMismatch, subject: sealedHere ? "here" : "there")
        }
    }
}
