import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scratch files of the external editor: the store creates, reads and removes them.
extension StoreUpkeep {
    /// Writes `text` (plus a final new line) to a fresh 0600 scratch file for a draft's field,
    /// replacing any earlier one, and returns it. `entryID` names the saved entry the draft
    /// edits, so that a leftover is recovered into a draft of that entry even when the draft
    /// itself was never written. Throws `cannotWrite`.
    func createScratchFile(draftID: String, entryID: String? = nil, field: DiaryField, text: String) throws -> ScratchFile {
        let id = draftID.lowercased()
        let entry = entryID?.lowercased()
        let name = ScratchFile.name(draftID: id, entryID: entry, field: field)
        guard DiaryStore.isValidID(id), entry.map(DiaryStore.isValidID) ?? true, DiaryField.textFields.contains(field) else {
            throw StoreError.cannotWrite(path: directoryPath + "/" + name, reason: "invalid id")
        }
        // An encrypted diary's scratch file goes to a private folder in memory, never plain to the data folder.
        let folder = index.isEncrypted ? try PrivateScratchFolder.make(for: directoryPath) : directoryPath
        let path = folder + "/" + name
        try PosixFile.writeAtomically(Data((text + "\n").utf8), to: path)
        return ScratchFile(draftID: id, entryID: entry, field: field, path: path)
    }

    /// What the editor left in a scratch file, read leniently and bounded: at most
    /// `ScratchFile.maxBytes` are read (a larger file is `.tooLarge`, never loaded), and bytes
    /// that are not UTF-8 become U+FFFD (counted, so that the caller says so and keeps the file).
    /// The one final new line editors add is dropped. Throws `cannotRead` (missing, not a
    /// regular file, unreadable).
    func readScratchFile(_ file: ScratchFile) throws -> ScratchReading {
        switch try PosixFile.read(file.path, atMost: ScratchFile.maxBytes) {
        case .tooLarge(let size):
            return .tooLarge(size: size)
        case .data(let data):
            let (text, replaced) = LenientUTF8.decode(data)
            return .text(text.hasSuffix("\n") ? String(text.dropLast()) : text, replaced: replaced)
        }
    }

    /// Removes a scratch file once its text is in the field or the draft (or it held nothing
    /// new); missing is fine. A file whose text did not get there whole is kept instead
    /// (`keepScratchFile`).
    func removeScratchFile(_ file: ScratchFile) {
        unlink(file.path)
    }

    /// Keeps a scratch file whose text could not go whole into a field or a draft: renamed,
    /// in the same folder and without copying, to a visible name (`ScratchFile.keptName`) that
    /// no recovery or sweep touches, and never over another file. Returns the new path; throws
    /// `cannotWrite` (the file then stays where it was, to be recovered on the next start).
    func keepScratchFile(_ file: ScratchFile, now: Date = Date()) throws -> String {
        // An encrypted diary's scratch file is in memory: kept sealed in the data folder, where
        // it outlives a restart; if it cannot be sealed, it stays in memory (never plain on disk).
        if PathParts.folder(of: file.path) != directoryPath, let sealed = try? keepSealed(file, now: now) {
            return sealed
        }
        for attempt in 1...100 {
            // Kept beside it: in the private folder in memory for an encrypted diary.
            let folder = PathParts.folder(of: file.path)
            let kept = folder + "/" + ScratchFile.keptName(draftID: file.draftID, field: file.field, at: now, attempt: attempt)
            // link() never replaces: a name already taken fails with EEXIST and the next is tried.
            if link(file.path, kept) == 0 {
                unlink(file.path)
                try? PosixFile.syncDirectory(folder, reportingAs: kept)
                return kept
            }
            let code = errno
            if code == EEXIST { continue }
            // A file system without hard links: a rename that cannot replace (checked first).
            if code == EPERM || code == EOPNOTSUPP || code == EMLINK, !PosixFile.exists(kept), rename(file.path, kept) == 0 {
                try? PosixFile.syncDirectory(folder, reportingAs: kept)
                return kept
            }
            throw StoreError.cannotWrite(path: kept, reason: PosixFile.describe(code))
        }
        throw StoreError.cannotWrite(path: file.path, reason: PosixFile.describe(EEXIST))
    }

    /// Every scratch file in the data directory (and in an encrypted diary's private folder in
    /// memory), by name.
    func scratchFolders() -> [String] {
        [directoryPath] + (PrivateScratchFolder.existing(for: directoryPath).map { [$0] } ?? [])
    }

    /// Every scratch file, by name.
    func scratchFiles() -> [ScratchFile] {
        scratchFolders().flatMap { folder in
            ((try? PosixFile.names(in: folder)) ?? []).compactMap { scratchFile(named: $0, in: folder) }
        }
    }

    /// The scratch files of one draft, whichever entry they name (removed with it).
    func scratchFiles(of draftID: String) -> [ScratchFile] {
        scratchFolders().flatMap { folder in
            ((try? PosixFile.names(in: folder, prefix: ".edit-" + draftID)) ?? []).compactMap { scratchFile(named: $0, in: folder) }
        }.filter { $0.draftID == draftID }
    }

    private func scratchFile(named name: String, in folder: String) -> ScratchFile? {
        ScratchFile.parse(name).map {
            ScratchFile(draftID: $0.draftID, entryID: $0.entryID, field: $0.field, path: folder + "/" + name)
        }
    }
}
