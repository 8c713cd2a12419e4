import Foundation

/// Encryption at rest (issue 24): whether the diary is sealed, for whom, turning it on and off,
/// and the check every command makes first that the person's key can open it.
extension DiaryStore {
    /// Whether the diary is encrypted (its `recipients` file is there).
    package var isEncrypted: Bool { index.isEncrypted }

    /// The keys new writes are sealed for (the ones this machine accepted); nil if the diary is
    /// not encrypted.
    package func encryptionRecipients() throws -> [String]? {
        try documents.recipients.sealing()
    }

    /// The keys an `encrypt` without `--to` seals for: the accepted ones, also when an earlier
    /// `encrypt` was stopped before it wrote `recipients`; nil if none.
    package func resumedEncryptionRecipients() throws -> [String]? {
        try documents.recipients.sealing() ?? documents.recipients.accepted()
    }

    /// Converts the diary in place to files sealed for `recipients` (resumable: run again after
    /// a crash). Throws a `CryptError` before anything is written if a recipient is not found or
    /// no key here could open the diary again.
    @discardableResult
    package func encrypt(to recipients: [String]) throws -> (converted: Int, unchanged: Int) {
        let report = try DiaryConversion(documents: documents, index: index, images: images).encrypt(to: recipients)
        return (report.converted, report.unchanged)
    }

    /// Converts the diary back to plain files, then forgets its recipients (resumable).
    @discardableResult
    package func decrypt() throws -> (converted: Int, unchanged: Int) {
        let report = try DiaryConversion(documents: documents, index: index, images: images).decrypt()
        return (report.converted, report.unchanged)
    }

    /// `list -n N` of the diary at `directoryPath` (standardized: `DataDirectory.resolvedPath`),
    /// before the store is opened: if the diary has a sealed head cut after its index
    /// (`SealedIndexHead`), its decrypt starts now, so that the engine works while the process
    /// loads its tables; the store's first open of the head takes it (`SealedFileOpenings`).
    /// Nothing is written and nothing is read but the head's first line. When a decrypt started,
    /// a made-up entry is decoded while it runs (`EntryIndexCodec.warmUp`).
    package static func startOpeningSealedHead(inDiary directoryPath: String, listing limit: Int) {
        guard limit <= SealedIndexHead.count, SealedIndexHead.startOpening(inDiary: directoryPath) else { return }
        EntryIndexCodec.warmUp()
    }

    /// For an encrypted diary: opens its index (kept for the rest of the command), or else one
    /// sealed document, so that a missing key, a locked agent or a missing `gpg` is one clear
    /// error before anything else is done (and a passphrase is asked for now, before any
    /// full-screen wizard). Not `openingIndex` (a command that does not list, as `write`): one
    /// small sealed document is opened first, far quicker than a large index. Nothing for a
    /// plain diary.
    package func checkKeyOpensDiary(openingIndex: Bool = true, listing limit: Int? = nil) throws {
        guard isEncrypted else { return }
        _ = try documents.recipients.current()
        // `list -n N`: the sealed head of the index, if current, is what the list opens.
        if openingIndex, let limit, limit <= SealedIndexHead.count, try sealedHead.open() != nil { return }
        if openingIndex, SealedBytes.fileIsSealed(indexPath) {
            index.openFailure = nil
            if index.indexData() == nil, let failure = index.openFailure { throw failure }
            return
        }
        for folder in [draftsPath, entriesPath] {
            for id in (try? documents.documentIDs(in: folder)) ?? [] {
                let path = folder + "/" + id + ".json"
                guard let raw = try? PosixFile.read(path), SealedBytes.isSealed(raw) else { continue }
                _ = try SealedBytes.open(raw, subject: path)
                return
            }
        }
        if !openingIndex, SealedBytes.fileIsSealed(indexPath) { try checkKeyOpensDiary(openingIndex: true) }
    }
}

extension DiaryStore {
    /// The texts `list --contains` shows the match in, by entry id: the entry files of a plain
    /// diary; for an encrypted one, the first lines the index keeps (`EntrySummary.heads`), so
    /// that `list` never opens an entry file (issue 24: one `gpg --decrypt`, the index's).
    package func matchContents(for summaries: [EntrySummary]) -> (contents: [String: DiaryContent], problems: [StoreProblem]) {
        guard isEncrypted else {
            let (entries, problems) = entries(for: summaries)
            return (Dictionary(entries.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first }), problems)
        }
        var contents: [String: DiaryContent] = [:]
        for summary in summaries {
            var content = DiaryContent()
            for (field, head) in summary.heads { content.setText(head, of: field) }
            contents[summary.id] = content
        }
        return (contents, [])
    }
}

extension DiaryStore {
    /// Stops the decrypts started ahead (`startOpeningSealedHead`) that no command took: called
    /// once, as the process leaves.
    package static func abandonStartedWork() {
        SealedFileOpenings.abandonAll()
    }

    /// How many decrypts started ahead wait to be taken (for tests).
    package static var startedWorkWaiting: Int { SealedFileOpenings.waiting }
}
