import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One sync of the data folder with its remote, step by step: commit this machine's changes,
/// fetch, merge with LemonLog's rule per entry (`SyncRule`, `DiarySync+Merge`), push. Every step
/// leaves the diary whole: killed anywhere, the next sync finishes the job.
struct DiarySync {
    let documents: DocumentFiles
    let git: GitProgram
    /// The person accepts the remote's `recipients` (`sync --accept-recipients`).
    var acceptRecipients = false
    /// The person asks to send a diary decrypted here in plain text (`sync --allow-plain`).
    var allowPlain = false

    init(documents: DocumentFiles) throws {
        var git = GitProgram(directoryPath: documents.directoryPath)
        try git.configure()
        self.documents = documents
        self.git = git
    }

    var repository: SyncRepository { SyncRepository(git: git) }
    static let remoteBranch = "refs/remotes/origin/" + GitProgram.branch
    /// Why a push was refused when the remote moved on since our fetch (said as git says it).
    static let remoteMoved = "the remote has changes this machine has not fetched yet"

    /// A whole sync; `remote` (first time, or a new address) sets where to.
    func run(remote: String?) throws -> SyncSummary {
        let (lock, previous) = try repository.open(remote: remote, creating: remote != nil)
        defer { lock.release() }
        if let previous, let remote, previous != remote {
            do {
                if let theirs = try fetch() { try checkIsDiary(theirs) }
            } catch let error as SyncError {
                // A new address that does not work: the one that did stays.
                _ = try? git.run(["remote", "set-url", SyncRepository.remoteName, previous])
                throw error
            }
        }
        try commitLocalChanges()
        var summary = SyncSummary()
        // Another machine may push between our fetch and our push: then fetch and merge again.
        for attempt in 1...3 {
            let (theirs, ours) = try fetchAndResolve(sameIsEnough: true)
            var merged = false
            // The remote's commit is ours already (nothing to do): nothing comes, nothing to check.
            if let theirs, theirs != ours {
                try checkIsDiary(theirs)
                try checkSizes(coming: theirs, over: ours)
                let known = try ours.map { try isAncestor(theirs, of: $0) } ?? false
                if !known {
                    summary.add(try merge(ours: ours, theirs: theirs))
                    merged = true
                }
            }
            guard let head = merged ? try git.resolve("HEAD") : ours, head != theirs else { break }
            let sent = try changedEntries(from: theirs, to: head)
            do {
                try push()
                summary.sent = sent
                break
            } catch let error as SyncError where error.failure == .pushRefused && error.detail == Self.remoteMoved && attempt < 3 {
                continue
            }
        }
        summary.localDrafts = (try? documents.documentIDs(in: documents.draftsPath).count) ?? 0
        return summary
    }

    /// What a sync would do now: entries to send (committed or not) and to receive, nothing changed
    /// but the remote's branch fetched.
    func status() throws -> SyncSummary {
        guard repository.exists else { throw SyncError(.noRemote) }
        let (lock, _) = try repository.open(remote: nil, creating: false)
        defer { lock.release() }
        let (theirs, ours) = try fetchAndResolve()
        // The same judgement of the remote as `sync` makes: one that is not a diary is refused.
        if let theirs {
            try checkIsDiary(theirs)
            try checkSizes(coming: theirs, over: ours)
        }
        var summary = SyncSummary()
        let base = try mergeBase(ours, theirs)
        let oursTree = try tree(ours), theirsTree = try tree(theirs), baseTree = try tree(base)
        var sending = Set<String>()
        for (path, _) in Self.changes(from: baseTree, to: oursTree) where theirsTree[path] != oursTree[path] { sending.insert(path) }
        for path in try uncommittedPaths() { sending.insert(path) }
        summary.sent = sending.filter { if case .entry = SyncPath($0) { return true } else { return false } }.count
        for (path, value) in Self.changes(from: baseTree, to: theirsTree) where oursTree[path] != value {
            guard case .entry = SyncPath(path) else { continue }
            guard sending.contains(path) else {
                if value == nil { summary.deleted += 1 } else { summary.received += 1 }
                continue
            }
            // Changed on both sides since the last sync: deleted on one of them (there, or here
            // now), the change will win; else both versions will be kept.
            if value == nil || !PosixFile.exists(documents.directoryPath + "/" + path) {
                summary.changeKept += 1
            } else {
                summary.keptBoth += 1
            }
        }
        summary.localDrafts = (try? documents.documentIDs(in: documents.draftsPath).count) ?? 0
        return summary
    }

    // MARK: - Steps

    /// Commits what changed here since the last sync (entries, images, the recipients file),
    /// with a message that counts the entries. An encrypted diary commits only sealed files
    /// (`checkSealed`); a diary decrypted here since it was synced encrypted commits nothing
    /// unless `allowPlain`.
    func commitLocalChanges() throws {
        // Nothing changed here since the last sync (what `add` would stage, or staged and not
        // committed): one `status`, no `add`, no commit.
        guard !(try uncommittedPaths()).isEmpty else { return }
        try git.output(["add", "-A", "--", "."])
        let staged = try git.output(["diff", "--cached", "--name-status", "-z", "--no-renames", "--no-ext-diff", "--no-textconv"])
        let fields = staged.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        var counts: [String: Int] = ["A": 0, "M": 0, "D": 0]
        var written: [String] = []
        var index = 0
        var anything = false
        while index + 1 < fields.count {
            let status = String(fields[index].prefix(1)), path = fields[index + 1]
            index += 2
            anything = true
            if status != "D" { written.append(path) }
            if status == "D", path == DiaryRecipients.fileName, !allowPlain {
                try git.output(["reset", "-q"])
                throw SyncError(.decryptedHere)
            }
            guard case .entry = SyncPath(path) else { continue }
            counts[status, default: 0] += 1
        }
        guard anything else { return }
        if documents.recipients.encryptionStarted {
            do {
                try checkSealed(written.filter { $0 != DiaryRecipients.fileName })
            } catch {
                try git.output(["reset", "-q"])
                throw error
            }
        }
        let message = "LemonLog: \(counts["A"] ?? 0) entries added, \(counts["M"] ?? 0) changed, \(counts["D"] ?? 0) deleted"
        try git.output(["commit", "-q", "--no-verify", "--allow-empty-message", "-m", message])
    }

    /// Every staged file of `paths` is sealed, else `notSealed` names the first that is not. The
    /// staged bytes themselves are read (`git cat-file --batch`, a few files at a time), not the
    /// files on disk, which an `encrypt` running meanwhile may have sealed since they were staged.
    func checkSealed(_ paths: [String]) throws {
        var start = 0
        while start < paths.count {
            let group = Array(paths[start..<min(start + 32, paths.count)])
            start += group.count
            let requests = group.map { ":" + $0 }.joined(separator: "\n") + "\n"
            let output = try git.output(["cat-file", "--batch"], input: Data(requests.utf8))
            var offset = output.startIndex
            for path in group {
                guard offset <= output.endIndex, !path.contains("\n") else { throw SyncError(.notSealed, subject: path) }
                // "<object> blob <size>\n<bytes>\n" for each, in order.
                guard let newline = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else { throw SyncError(.notSealed, subject: path) }
                let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
                guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.endIndex else {
                    throw SyncError(.notSealed, subject: path)
                }
                let bytes = output[(newline + 1)..<(newline + 1 + size)]
                guard SealedBytes.isSealed(Data(bytes.prefix(SealedBytes.magic.count))) else { throw SyncError(.notSealed, subject: path) }
                offset = newline + 1 + size + 1
            }
        }
    }

    /// Every path of the remote's tree is one a diary holds, else `notADiary` names one.
    func checkIsDiary(_ commit: String) throws {
        for path in try tree(commit).keys.sorted() where SyncPath(path) == nil {
            throw SyncError(.notADiary, subject: (try? repository.remoteURL()) ?? "", detail: path)
        }
    }

    /// The largest entry file taken from another machine (an entry's words are far smaller; an
    /// imported one may be long, never this long).
    static let maxEntryBytes = 16 << 20

    /// Every file the remote's commit would bring that this machine does not have yet is within
    /// its limit (an entry `maxEntryBytes`, an image `ImageFiles.maxBytes`), else `tooLarge`
    /// names the first that is not, before anything is written here. Sizes are git's own
    /// (`cat-file --batch-check`): no blob is read to know it.
    func checkSizes(coming theirs: String, over ours: String?) throws {
        let mine = try tree(ours)
        let coming = try tree(theirs).filter { mine[$0.key] != $0.value }.sorted { $0.key < $1.key }
        var limits: [(path: String, blob: String, limit: Int)] = []
        for (path, blob) in coming {
            switch SyncPath(path) {
            case .entry?, .safetyPlan?, .checkIn?: limits.append((path, blob, Self.maxEntryBytes))
            case .image?: limits.append((path, blob, ImageFiles.maxBytes))
            default: continue
            }
        }
        guard !limits.isEmpty else { return }
        let output = try git.output(["cat-file", "--batch-check"], input: Data(limits.map { $0.blob + "\n" }.joined().utf8))
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        for (item, line) in zip(limits, lines) {
            let words = line.split(separator: " ")
            guard words.count == 3, let size = Int(words[2]) else { continue }
            if size > item.limit { throw SyncError(.tooLarge, subject: item.path, detail: String(size)) }
        }
    }

    // MARK: - Reading the repository

    /// A commit's files: path → blob id (empty for nil).
    func tree(_ commit: String?) throws -> [String: String] {
        guard let commit else { return [:] }
        let data = try git.output(["ls-tree", "-r", "-z", "--full-tree", commit])
        var files: [String: String] = [:]
        for record in data.split(separator: 0) {
            let line = String(decoding: record, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let head = line[..<tab].split(separator: " ")
            guard head.count == 3, head[1] == "blob" else { continue }
            files[String(line[line.index(after: tab)...])] = String(head[2])
        }
        return files
    }

    /// The paths whose file differs between two trees, with the file in `to` (nil: removed).
    static func changes(from: [String: String], to: [String: String]) -> [(String, String?)] {
        var changed: [(String, String?)] = []
        for (path, blob) in to where from[path] != blob { changed.append((path, blob)) }
        for path in from.keys where to[path] == nil { changed.append((path, nil)) }
        return changed.sorted { $0.0 < $1.0 }
    }

    /// How many entry files differ between two commits (nil: nothing).
    func changedEntries(from: String?, to: String) throws -> Int {
        let base = try mergeBase(to, from)
        let old = try tree(from), new = try tree(to), start = try tree(base)
        return Self.changes(from: start, to: new).filter { path, blob in
            if case .entry = SyncPath(path) { return old[path] != blob }
            return false
        }.count
    }

    /// The last commit both have, or nil (unrelated, or either missing).
    func mergeBase(_ one: String?, _ other: String?) throws -> String? {
        guard let one, let other else { return nil }
        let result = try git.run(["merge-base", one, other])
        guard result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func isAncestor(_ ancestor: String, of commit: String) throws -> Bool {
        (try git.run(["merge-base", "--is-ancestor", ancestor, commit])).status == 0
    }

    /// Paths changed here and not committed yet (what a sync would commit).
    func uncommittedPaths() throws -> [String] {
        let data = try git.output(["status", "--porcelain", "-z", "--untracked-files=all", "--no-renames", "--", "."])
        return data.split(separator: 0).compactMap { record in
            let line = String(decoding: record, as: UTF8.self)
            return line.count > 3 ? String(line.dropFirst(3)) : nil
        }
    }
}
