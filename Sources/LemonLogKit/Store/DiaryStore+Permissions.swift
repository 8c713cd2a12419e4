import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeping the store's own files private (0600) even inside folders that are already 0700,
/// touching only names the store writes: the data directory may be a folder of the
/// person's own (`LEMONLOG_HOME=$HOME`), whose other files are none of our business.
extension DiaryStore {
    /// The store's own files at the top of the data directory: the index and its journal, the sweep stamp and
    /// the external editor's scratch files.
    static func ownsTopLevelName(_ name: String) -> Bool {
        name == StoreIndex.indexName || name == DraftIndex.fileName || name == SealedIndexHead.fileName || name == DiaryRecipients.fileName || name == DiaryRecipients.acceptedFileName || name == SafetyPlanDocument.fileName || name == ImportRecordDocument.fileName || name == ExportDates.fileName || name == StoreIndex.indexJournalName || name == ".swept" || sideFileNames.contains(name) || ScratchFile.parse(name) != nil || ScratchFile.isKeptName(name)
    }

    /// Every name LemonLog makes at the top of the data directory, by any version: its four
    /// folders (and `checkins`, made with the first check-in), its own files, import staging folders, temporary files, and `lost+found` (a
    /// diary on a file system of its own), and `.git` (`sync`'s repository; one LemonLog did not
    /// make is never touched, see `SyncRepository`). A folder holding any other name is not used.
    static func isKnownTopLevelName(_ name: String) -> Bool {
        ["drafts", "entries", "images", "locks", CheckInDocument.folderName, "lost+found", ".git"].contains(name) || ownsTopLevelName(name)
            || name.hasPrefix(".edit-") || name.hasPrefix(ImportStaging.stagingPrefix) || PosixFile.isTemporaryName(name)
    }

    /// A draft or entry document: `<id>.json`.
    static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".json") && isValidID(String(name.dropLast(5)))
    }

    /// A lock file: `<id>.lock`, or the index's `.index.lock`.
    static func isLockName(_ name: String) -> Bool {
        name == StoreIndex.lockName || (name.hasSuffix(".lock") && isValidID(String(name.dropLast(5))))
    }

    /// Every file in `images/<id>/` is a copy the store made.
    static func isImageCopyName(_ name: String) -> Bool { true }
}
