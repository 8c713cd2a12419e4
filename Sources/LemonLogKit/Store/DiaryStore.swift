import Foundation

/// The only code that touches the data directory: a façade composing the store's parts for
/// the operations callers use (save, commit, resolve, list, delete, tidy up). The parts do the
/// work, one job each: `DocumentFiles` (documents, their bytes and locks), `StoreIndex` (the
/// index, its codec, lock and stamps), `ImageFiles` (image copies), `StoreUpkeep` (sweep,
/// recovery, scratch files) and `ImportStaging` (an import's all-or-nothing writes).
///
/// Layout: `drafts/<id>.json`, `entries/<id>.json`, `images/<id>/<n>-<basename>`,
/// `locks/<id>.lock`, `checkins/<id>.json` (made with the first check-in); folders 0700, files 0600. Every write is atomic and durable; a file
/// that cannot be read is reported as a `StoreProblem` and never rewritten or removed.
package final class DiaryStore: @unchecked Sendable {
    /// The data directory.
    package let directory: URL
    /// `directory.path`, kept: every path of the store starts with it, and `URL.path` is not free.
    package let directoryPath: String
    /// What opening the directory did on its own (folders tightened, refused), to be printed.
    package internal(set) var notices: [StoreNotice] = []
    /// Documents: their files, bytes, readers and locks.
    let documents: DocumentFiles
    /// The index of the entries.
    let index: StoreIndex
    /// The image copies.
    let images: ImageFiles
    /// What an import writes, all or nothing.
    let staging: ImportStaging
    /// What every command runs on opening, and the daily sweep.
    let upkeep: StoreUpkeep
    /// The drafts' summaries (`drafts.idx`), read once per process.
    let draftIndex: DraftIndex
    /// The newest summaries of an encrypted diary's index, sealed on their own.
    let sealedHead: SealedIndexHead
    /// How many entry files this store has read to bring the index up to date (for tests:
    /// a read right after the store's own writes reads none).
    var indexFilesRead: Int { index.filesRead }

    /// Opens the data directory, creating it (and `drafts/`, `entries/`, `images/`, `locks/`)
    /// with mode 0700 if missing (see `FolderGuard`): throws `notADirectory` if one is
    /// something else, `symlinked` for a symlinked folder inside, `foreignOwner` for a folder
    /// of another user. A data directory that was there already is never changed, and is
    /// refused (`rootFolder`, `sharedFolder`, `foreignFiles`) if it is `/`, others may write
    /// in it, or it holds files LemonLog does not make. A folder of the store's own that is
    /// open to others is tightened, with a notice in `notices`.
    /// The data directory's own files and the drafts are made 0600 even in a 0700 folder
    /// (a few files); the entries, locks and image folders are left to the daily sweep.
    package init(directory: URL) throws {
        self.directory = DataDirectory.standardized(directory)
        self.directoryPath = self.directory.path
        documents = DocumentFiles(directoryPath: directoryPath)
        index = StoreIndex(documents: documents)
        images = ImageFiles(documents: documents)
        staging = ImportStaging(documents: documents, index: index, images: images)
        draftIndex = DraftIndex(documents: documents)
        sealedHead = SealedIndexHead(index: index)
        upkeep = StoreUpkeep(documents: documents, index: index, images: images, staging: staging, drafts: draftIndex)
        try FolderGuard.secureDataDirectory(directoryPath, knows: DiaryStore.isKnownTopLevelName)
        var notices = try FolderGuard.secure(draftsPath, followLink: false, owns: DiaryStore.isDocumentName)
        notices += try FolderGuard.secure(entriesPath, followLink: false, owns: DiaryStore.isDocumentName)
        notices += try FolderGuard.secure(imagesPath, followLink: false, owns: { _ in false })
        notices += try FolderGuard.secure(locksPath, followLink: false, owns: DiaryStore.isLockName)
        self.notices = notices + upkeep.tightenSmallFolders()
    }

    /// A new id: 12 lowercase hex characters from the system's CSPRNG.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let bits = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(bits, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// The short id shown to users: the first 8 characters.
    package static func shortID(_ id: String) -> String {
        shortID(id, length: shortIDMinimum)
    }

    /// The first `length` characters of the id, where more than 8 are needed to tell ids apart
    /// (`shortIDLength(for:)`).
    package static func shortID(_ id: String, length: Int) -> String {
        // Display only: an id read from a file may hold escapes; cut after sanitizing, so the
        // cut never leaves half a sequence behind.
        String(TextSanitizer.singleLine(id).prefix(length))
    }

    /// Whether `id` can name a file: 1...64 characters of `a-z`, `0-9`, `-`, `_`.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.utf8.allSatisfy { byte in
            (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 95
        }
    }

    var draftsPath: String { documents.draftsPath }
    var entriesPath: String { documents.entriesPath }
    var imagesPath: String { images.imagesPath }
    var locksPath: String { documents.locksPath }
    var indexPath: String { index.indexPath }
    var indexJournalPath: String { index.indexJournalPath }

    func draftPath(_ id: String) -> String { documents.draftPath(id) }
    func entryPath(_ id: String) -> String { documents.entryPath(id) }
    func imageFolderPath(_ id: String) -> String { images.imageFolderPath(id) }
    func lockPath(_ id: String) -> String { documents.lockPath(id) }
}
