import Foundation

/// The only code that touches the data directory.
///
/// Layout: `drafts/<id>.json`, `entries/<id>.json`, `images/<id>/<n>-<basename>`,
/// `locks/<id>.lock`; folders 0700, files 0600. Every write is atomic and durable; a file
/// that cannot be read is reported as a `StoreProblem` and never rewritten or removed.
public final class DiaryStore: @unchecked Sendable {
    /// The data directory.
    public let directory: URL
    /// `directory.path`, kept: every path of the store starts with it, and `URL.path` is not free.
    let directoryPath: String
    /// What opening the directory did on its own (folders tightened, refused), to be printed.
    public internal(set) var notices: [StoreNotice] = []
    /// How many entry files this store has read to bring the index up to date (for tests:
    /// a read right after the store's own writes reads none).
    var indexFilesRead = 0

    /// Opens the data directory, creating it (and `drafts/`, `entries/`, `images/`, `locks/`)
    /// with mode 0700 if missing (see `FolderGuard`): throws `notADirectory` if one is
    /// something else, `symlinked` for a symlinked folder inside, `foreignOwner` for a folder
    /// of another user. A data directory that was there already is never changed, and is
    /// refused (`rootFolder`, `sharedFolder`, `foreignFiles`) if it is `/`, others may write
    /// in it, or it holds files LemonLog does not make. A folder of the store's own that is
    /// open to others is tightened, with a notice in `notices`.
    /// The data directory's own files and the drafts are made 0600 even in a 0700 folder
    /// (a few files); the entries, locks and image folders are left to the daily sweep.
    public init(directory: URL) throws {
        self.directory = DataDirectory.standardized(directory)
        self.directoryPath = self.directory.path
        try FolderGuard.secureDataDirectory(directoryPath, knows: DiaryStore.isKnownTopLevelName)
        var notices = try FolderGuard.secure(draftsPath, followLink: false, owns: DiaryStore.isDocumentName)
        notices += try FolderGuard.secure(entriesPath, followLink: false, owns: DiaryStore.isDocumentName)
        notices += try FolderGuard.secure(imagesPath, followLink: false, owns: { _ in false })
        notices += try FolderGuard.secure(locksPath, followLink: false, owns: DiaryStore.isLockName)
        self.notices = notices + tightenSmallFolders()
    }

    /// A new id: 12 lowercase hex characters from the system's CSPRNG.
    public static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let bits = generator.next() & 0xFFFF_FFFF_FFFF
        let hex = String(bits, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// The short id shown to users: the first 8 characters.
    public static func shortID(_ id: String) -> String {
        shortID(id, length: shortIDMinimum)
    }

    /// The first `length` characters of the id, where more than 8 are needed to tell ids apart
    /// (`shortIDLength(for:)`).
    public static func shortID(_ id: String, length: Int) -> String {
        // Display only: an id read from a file may hold escapes; cut after sanitizing, so the
        // cut never leaves half a sequence behind.
        String(TextSanitizer.singleLine(id).prefix(length))
    }

    /// Whether `id` can name a file: 1...64 characters of `a-z`, `0-9`, `-`, `_`.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.utf8.allSatisfy { byte in
            (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 95
        }
    }

    var draftsPath: String { directoryPath + "/drafts" }
    var entriesPath: String { directoryPath + "/entries" }
    var imagesPath: String { directoryPath + "/images" }
    var locksPath: String { directoryPath + "/locks" }

    func draftPath(_ id: String) -> String { draftsPath + "/" + id + ".json" }
    func entryPath(_ id: String) -> String { entriesPath + "/" + id + ".json" }
    func imageFolderPath(_ id: String) -> String { imagesPath + "/" + id }
    func lockPath(_ id: String) -> String { locksPath + "/" + id + ".lock" }
}
