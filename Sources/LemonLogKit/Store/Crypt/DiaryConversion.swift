import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts a diary in place, file by file, to sealed (`encrypt`) or plain (`decrypt`). Each
/// file is replaced atomically under its document's lock, and every reader takes both kinds
/// (`SealedBytes`), so a crash at any moment leaves a diary that opens; running the command
/// again finishes. The recipients file is written first when encrypting (new writes are sealed
/// from then on) and removed last when decrypting. The index is converted last, its stamps
/// moved on for the entry files converted (their words are unchanged), so that no entry file
/// is read again.
struct DiaryConversion {
    /// The store's parts.
    let documents: DocumentFiles
    let index: StoreIndex
    let images: ImageFiles

    /// What a conversion did.
    struct Report: Equatable, Sendable {
        /// Files rewritten.
        var converted = 0
        /// Files that already were as asked.
        var unchanged = 0
    }

    /// Seals every file that holds words for `recipients`. Files already sealed are left as
    /// they are, unless the recipients changed: then every one is opened and sealed again, the
    /// recipients file marked (`DiaryRecipients.resealingMark`) until all are, so that a run
    /// interrupted and run again reseals them all.
    func encrypt(to recipients: [String]) throws -> Report {
        // A round trip first: a recipient that is not found, or a key that is not here to open
        // what is sealed (the diary would be locked away), refuses before anything is written.
        let probe = try SealedBytes.seal(Data("lemonlog".utf8), to: recipients, subject: recipients.joined(separator: ", "))
        do {
            _ = try SealedBytes.open(probe, subject: documents.recipients.path)
        } catch let error as CryptError where error.engine == .gpg && (error.failure == .noKey || error.failure == .wrongKey) {
            // The keys given are public only here: say that, not "sealed for another key".
            throw CryptError(.noSecretKeyForRecipients, subject: recipients.joined(separator: ", "))
        }
        // Every entry, draft and the plan free to be written (none open in a wizard), before
        // anything is: a refusal leaves the diary as it was, `recipients` included.
        try checkNothingIsOpen()
        let before = try? documents.recipients.current()
        let reseal = (before != nil && before != recipients) || documents.recipients.isResealing()
        // The keys given here are this machine's choice: accepted, so that a sync never asks again.
        // Written first: an `encrypt` killed before `recipients` is written is resumed for them,
        // and nothing plain is synced meanwhile (`DiaryRecipients.encryptionStarted`).
        try documents.recipients.accept(recipients)
        try documents.recipients.write(recipients, resealing: reseal)
        // The drafts' summaries hold words: an encrypted diary keeps none (`DraftIndex`).
        unlink(documents.directoryPath + "/" + DraftIndex.fileName)
        var report = try convert { bytes, subject in
            if SealedBytes.isSealed(bytes) {
                guard reseal else { return nil }
                return try SealedBytes.seal(try SealedBytes.open(bytes, subject: subject), to: recipients, subject: subject)
            }
            return try SealedBytes.seal(bytes, to: recipients, subject: subject)
        }
        report.converted += try KeptFilesConversion(directoryPath: documents.directoryPath).seal(for: recipients)
        // Then the images' names, which say nothing once sealed (their own kept in the documents).
        try index.withIndexLock {
            let rewritten = try NeutralImageNames(documents: documents, images: images).rename()
            if !rewritten.isEmpty { index.restamp(rewritten) }
        }
        if reseal { try documents.recipients.write(recipients) }
        return report
    }

    /// Opens every sealed file and writes it plain, then removes the recipients file (and writes
    /// the index plain). Runs whether or not the recipients file is still there: after a crash
    /// between its removal and the index, running it again finishes.
    func decrypt() throws -> Report {
        try checkNothingIsOpen()
        var report = try convert { bytes, subject in
            SealedBytes.isSealed(bytes) ? try SealedBytes.open(bytes, subject: subject) : nil
        }
        report.converted += try KeptFilesConversion(directoryPath: documents.directoryPath).open()
        // The accepted keys first: kept alone, they would say an `encrypt` is unfinished.
        try documents.recipients.removeAccepted()
        try documents.recipients.remove()
        // The index, written while the recipients were still there, is written again plain.
        index.withIndexLock {
            if let plain = index.loadIndex() { index.writeIndex(plain) }
        }
        return report
    }

    /// Rewrites each file `change` returns new bytes for: documents and their images under
    /// the document's lock, then the index, all under the index lock.
    /// The ids a conversion writes under: every draft, entry, check-in and image owner, sorted.
    private func documentIDs() throws -> [String] {
        var ids = Set<String>()
        for folder in [documents.draftsPath, documents.entriesPath] {
            ids.formUnion(try documents.documentIDs(in: folder))
        }
        if PosixFile.exists(checkInsPath) { ids.formUnion(try documents.documentIDs(in: checkInsPath)) }
        if let owners = try? PosixFile.names(in: images.imagesPath) {
            ids.formUnion(owners.filter(DiaryStore.isValidID))
        }
        return ids.sorted()
    }

    /// Takes and lets go every lock the conversion will take: one held by a running wizard (or
    /// `plan`) throws `locked` now, before anything is written.
    private func checkNothingIsOpen() throws {
        for id in try documentIDs() + [SafetyPlanDocument.planID] {
            documents.release(try documents.lock(id: id))
        }
    }

    /// The check-ins' folder (`mood`): each check-in is converted under its own lock, as a draft or entry is.
    private var checkInsPath: String { documents.directoryPath + "/" + CheckInDocument.folderName }

    private func convert(_ change: (Data, String) throws -> Data?) throws -> Report {
        // The index brought up to date first, so that only the conversion's own rewrites are
        // taken on trust afterwards.
        _ = index.currentIndex()
        return try index.withIndexLock {
            var report = Report()
            var convertedEntries: [String] = []
            for id in try documentIDs() {
                let lock = try documents.lock(id: id)
                defer { documents.release(lock) }
                var paths = [documents.draftPath(id), documents.entryPath(id), checkInsPath + "/" + id + ".json"]
                paths += images.imageFiles(of: id).map { images.imageFolderPath(id) + "/" + $0 }
                for path in paths {
                    var info = stat()
                    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                    let bytes = try PosixFile.read(path)
                    guard let new = try change(bytes, path) else {
                        report.unchanged += 1
                        continue
                    }
                    try PosixFile.writeAtomically(new, to: path)
                    report.converted += 1
                    if path == documents.entryPath(id) { convertedEntries.append(id + ".json") }
                }
            }
            // The safety plan and the import record, each under its own lock, as a document.
            for (name, lockID) in [(SafetyPlanDocument.fileName, SafetyPlanDocument.planID),
                                   (ImportRecordDocument.fileName, ImportRecordDocument.recordID)] {
                let path = documents.directoryPath + "/" + name
                let lock = try documents.lock(id: lockID)
                defer { documents.release(lock) }
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                if let new = try change(try PosixFile.read(path), path) {
                    try PosixFile.writeAtomically(new, to: path)
                    report.converted += 1
                } else {
                    report.unchanged += 1
                }
            }
            index.restamp(Set(convertedEntries))
            return report
        }
    }
}
