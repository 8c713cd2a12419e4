import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The merge of a sync: every path decided by `SyncRule`, an entry changed on both machines
/// kept twice (the later version stays the entry, the other becomes a conflict copy: an entry
/// of its own, marked, that travels), the files written under their entries' locks, then one
/// merge commit with both parents. Git's own merge never runs.
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
        var oursStays = Set<String>()
        // Images a draft here refers to stay when the other machine removes them (the draft's
        // save brings their entry back); nil: a draft cannot be read, so none is removed.
        let draftImages = documents.readableDrafts().map { Set($0.flatMap { $0.content.images.map(\.storedPath) }) }
        // `entries/` sorts before `images/`: an entry's fate is known before its images'.
        for path in Set(baseTree.keys).union(oursTree.keys).union(theirsTree.keys).sorted() {
            let rule = SyncRule.decide(base: baseTree[path], ours: oursTree[path], theirs: theirsTree[path])
            guard let kind = SyncPath(path), rule != .keep else { continue }
            switch (kind, rule) {
            case (.entry(let id), .take(let blob)):
                changes.append(Change(path: path, blob: blob))
                if blob == nil { summary.deleted += 1 } else { summary.received += 1 }
                // A conflict copy made on another machine: this machine is told which entry it copies.
                if let blob, baseTree[path] == nil, oursTree[path] == nil,
                   let copy = try? entry(blob: blob, id: id, path: path), let original = copy.conflictOf {
                    summary.conflictCopies.append(SyncConflictCopy(entryID: original, copyID: id))
                }
            case (.entry(let id), .changeKept(let blob)):
                if let blob { changes.append(Change(path: path, blob: blob)) } else { oursStays.insert(id) }
                summary.changeKept += 1
            case (.entry(let id), .bothChanged):
                guard let mine = oursTree[path], let other = theirsTree[path] else { continue }
                let ourEntry = try entry(blob: mine, id: id, path: path), theirEntry = try entry(blob: other, id: id, path: path)
                // The later version stays the entry; the other is kept as a conflict copy.
                let loser: (entry: DiaryEntry, blob: String, tree: [String: String])
                if theirEntry.updatedAt > ourEntry.updatedAt {
                    changes.append(Change(path: path, blob: other))
                    loser = (ourEntry, mine, oursTree)
                } else {
                    oursStays.insert(id)
                    loser = (theirEntry, other, theirsTree)
                }
                changes += try conflictCopy(of: loser.entry, blob: loser.blob, images: loser.tree, known: oursTree)
                summary.keptBoth += 1
                summary.conflictCopies.append(SyncConflictCopy(entryID: id, copyID: Self.copyID(blob: loser.blob)))
            case (.image(let owner), .take(let blob)):
                // An image removed there stays while this machine's version of its entry does,
                // and while a draft here refers to it.
                if blob == nil, draftImages?.contains(path) ?? true { continue }
                if blob != nil || !oursStays.contains(owner) { changes.append(Change(path: path, blob: blob)) }
            case (.image, .changeKept(let blob?)), (.recipients, .take(let blob?)), (.safetyPlan, .take(let blob?)),
                 (.safetyPlan, .changeKept(let blob?)):
                changes.append(Change(path: path, blob: blob))
            case (.checkIn, .take(let blob)):
                // A check-in is written once and never edited: one made or deleted there comes here.
                changes.append(Change(path: path, blob: blob))
            case (.checkIn, .changeKept(let blob?)):
                changes.append(Change(path: path, blob: blob))
            case (.safetyPlan, .bothChanged):
                guard let mine = oursTree[path], let other = theirsTree[path] else { continue }
                changes.append(Change(path: path, blob: try mergedPlan(mine, other, path: path)))
                summary.planMerged = true
            default:
                continue
            }
        }
        let locks = try lockAll(changes.compactMap { Self.ownerID($0.path) })
        defer { locks.forEach { documents.release($0) } }
        // The other version is safe in its copy before the entry changes (copies sort first:
        // their changes come before the entry's in `ordered`).
        let ordered = changes.filter { change in summary.conflictCopies.contains { Self.ownerID(change.path) == $0.copyID } }
            + changes.filter { change in !summary.conflictCopies.contains { Self.ownerID(change.path) == $0.copyID } }
        for change in ordered { try apply(change) }
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
        case .safetyPlan: return SafetyPlanDocument.planID
        case .checkIn(let id): return id
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

    /// The id of the conflict copy of the version in `blob`: a sync killed and run again, or
    /// another machine merging the same two versions, makes the same copy.
    static func copyID(blob: String) -> String {
        String(blob.prefix(12))
    }

    /// The losing version of an entry as a conflict copy: its entry file (sealed if the diary is)
    /// and its images under the copy's id (the same blobs, from the tree of its side). Nothing
    /// when a copy of that id is already known.
    func conflictCopy(of loser: DiaryEntry, blob: String, images tree: [String: String], known: [String: String]) throws -> [Change] {
        let id = Self.copyID(blob: blob)
        let path = "entries/\(id).json"
        guard known[path] == nil, !PosixFile.exists(documents.entryPath(id)) else { return [] }
        var copy = loser
        copy.id = id
        copy.conflictOf = loser.conflictOf ?? loser.id
        var changes: [Change] = []
        copy.content.images = loser.content.images.map { image in
            guard let imageBlob = tree[image.storedPath], case .image(let owner)? = SyncPath(image.storedPath), owner == loser.id else {
                return image
            }
            var moved = image
            moved.storedPath = "images/\(id)/" + PathParts.name(of: image.storedPath)
            changes.append(Change(path: moved.storedPath, blob: imageBlob))
            return moved
        }
        let data = try documents.encoded(copy, path: documents.entryPath(id))
        let output = try git.output(["hash-object", "-w", "--stdin"], input: data)
        let written = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return [Change(path: path, blob: written)] + changes
    }

    /// The safety plan changed on both machines, as one plan holding every item of both (this
    /// machine's first), sealed as the diary is, stored in the repository: its blob.
    func mergedPlan(_ mine: String, _ other: String, path: String) throws -> String {
        func plan(_ blob: String) throws -> SafetyPlan {
            let data = try git.output(["cat-file", "blob", blob])
            do {
                return try DocumentReader.decode(SafetyPlanDocument.self, from: try SealedBytes.open(data, subject: path),
                                                 path: path, id: SafetyPlanDocument.planID).plan
            } catch let error as CryptError {
                throw error
            } catch {
                throw SyncError(.unreadableConflict, subject: SafetyPlanDocument.fileName)
            }
        }
        let merged = try plan(mine).merged(with: try plan(other))
        let bytes = try documents.encoded(SafetyPlanDocument(plan: merged), path: documents.directoryPath + "/" + path)
        let blob = String(decoding: try git.output(["hash-object", "-w", "--stdin"], input: bytes), as: UTF8.self)
        return blob.trimmingCharacters(in: .whitespacesAndNewlines)
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
