import Foundation

/// What every command runs when it opens the data directory, the daily sweep, and the
/// external editor's scratch files: the work is `StoreUpkeep`'s.
extension DiaryStore {
    /// Tidies what a crash or an older version may have left (`StoreUpkeep.tidyUp`); returns
    /// the notices to print.
    @discardableResult
    package func tidyUp(now: Date = Date()) -> [StoreNotice] {
        upkeep.tidyUp(now: now)
    }

    /// Removes image folders and copies, and lock files, that nothing refers to and nobody holds.
    func sweepUnreferenced() {
        upkeep.sweepUnreferenced()
    }

    /// Removes leftover temp files older than a minute (with `everywhere`, in every folder).
    func cleanUpTemporaryFiles(everywhere: Bool = true) {
        upkeep.cleanUpTemporaryFiles(everywhere: everywhere)
    }

    /// Removes the drafts a crash left behind an entry holding exactly their content; returns their ids.
    @discardableResult
    func removeSupersededDrafts() -> [String] {
        upkeep.removeSupersededDrafts()
    }

    /// Brings the text of leftover scratch files back into their drafts, one notice each.
    func recoverScratchFiles(now: Date = Date()) -> [StoreNotice] {
        upkeep.recoverScratchFiles(now: now)
    }

    /// A fresh 0600 scratch file holding `text` for a draft's field (`StoreUpkeep.createScratchFile`).
    package func createScratchFile(draftID: String, entryID: String? = nil, field: DiaryField, text: String) throws -> ScratchFile {
        try upkeep.createScratchFile(draftID: draftID, entryID: entryID, field: field, text: text)
    }

    /// What the editor left in a scratch file, read leniently and bounded.
    package func readScratchFile(_ file: ScratchFile) throws -> ScratchReading {
        try upkeep.readScratchFile(file)
    }

    /// Removes a scratch file once its text is in the field or the draft.
    package func removeScratchFile(_ file: ScratchFile) {
        upkeep.removeScratchFile(file)
    }

    /// Keeps a scratch file whose text could not go whole into a field or a draft; returns its new path.
    package func keepScratchFile(_ file: ScratchFile, now: Date = Date()) throws -> String {
        try upkeep.keepScratchFile(file, now: now)
    }
}
