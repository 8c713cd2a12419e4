import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's documents (`drafts/<id>.json`, `entries/<id>.json`) and their locks
/// (`locks/<id>.lock`): the one place where a document's bytes are read and written (what
/// encryption at rest will wrap), atomically and durably, and decoded in any known version.
struct DocumentFiles: Sendable {
    /// The data directory's path: every path of the store starts with it.
    let directoryPath: String

    var draftsPath: String { directoryPath + "/drafts" }
    var entriesPath: String { directoryPath + "/entries" }
    var locksPath: String { directoryPath + "/locks" }

    func draftPath(_ id: String) -> String { draftsPath + "/" + id + ".json" }
    func entryPath(_ id: String) -> String { entriesPath + "/" + id + ".json" }
    func lockPath(_ id: String) -> String { locksPath + "/" + id + ".lock" }

    /// The keys the diary is sealed for (`recipients`): their file says whether it is encrypted.
    var recipients: DiaryRecipients { DiaryRecipients(directoryPath: directoryPath) }

    /// The bytes of the document file at `path`: every read of a document comes through here,
    /// and a sealed file is opened here (encryption at rest).
    func bytes(at path: String) throws -> Data {
        try SealedBytes.open(try PosixFile.read(path), subject: path)
    }

    /// A document as the bytes of its file (`cannotWrite` naming `path` if it cannot be encoded):
    /// every document written, saved or staged by an import, is made here, and sealed here if the
    /// diary is encrypted (a `CryptError` then: never written plain instead).
    func encoded<T: Encodable>(_ document: T, path: String) throws -> Data {
        try recipients.sealIfEncrypted(try plainEncoded(document, path: path), subject: path)
    }

    /// A document as plain JSON bytes.
    func plainEncoded<T: Encodable>(_ document: T, path: String) throws -> Data {
        do {
            return try StoreJSON.encode(document)
        } catch {
            // A date out of range, or a value JSON cannot hold: said plainly, never as Swift's
            // own description of the error.
            throw StoreError.cannotWrite(path: path, reason: "unsupported value")
        }
    }

    /// Reads and decodes one document of any known version (see `DocumentReader`).
    func read<T: StoreDocument>(_ type: T.Type, at path: String, id: String) throws -> T {
        try DocumentReader.decode(type, from: try bytes(at: path), path: path, id: id)
    }

    /// Writes a document to `path`, atomically and durably.
    func write<T: Encodable>(_ document: T, id: String, to path: String) throws {
        guard DiaryStore.isValidID(id) else { throw StoreError.cannotWrite(path: path, reason: "invalid id") }
        try PosixFile.writeAtomically(try encoded(document, path: path), to: path)
    }

    /// Writes a draft to `drafts/<id>.json`.
    func writeDraft(_ draft: DiaryDraft) throws {
        try write(draft, id: draft.id, to: draftPath(draft.id))
    }

    /// Removes `drafts/<id>.json` (durably); throws `notFound` if there is none.
    func removeDraftFile(id: String) throws {
        try remove(path: draftPath, id: id, folder: draftsPath)
    }

    func remove(path: (String) -> String, id: String, folder: String) throws {
        guard DiaryStore.isValidID(id) else { throw StoreError.notFound(id: id, candidates: []) }
        let file = path(id)
        if unlink(file) != 0 {
            if errno == ENOENT { throw StoreError.notFound(id: id, candidates: []) }
            throw StoreError.cannotWrite(path: file, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(folder, reportingAs: file)
    }

    /// All readable drafts, newest `updatedAt` first, and the files that were skipped.
    func drafts() -> (drafts: [DiaryDraft], problems: [StoreProblem]) {
        let (drafts, problems) = load(DiaryDraft.self, in: draftsPath)
        let sorted = drafts.sorted { ($0.updatedAt, $1.id) > ($1.updatedAt, $0.id) }
        return (sorted, problems)
    }

    /// All readable entries, newest `content.date` first, and the files that were skipped.
    func entries() -> (entries: [DiaryEntry], problems: [StoreProblem]) {
        let (entries, problems) = load(DiaryEntry.self, in: entriesPath)
        let sorted = entries.sorted { ($0.content.date, $1.id) > ($1.content.date, $0.id) }
        return (sorted, problems)
    }

    /// Every draft, or nil if one cannot be read (it might refer to anything).
    func readableDrafts() -> [DiaryDraft]? {
        let (drafts, problems) = drafts()
        return problems.isEmpty ? drafts : nil
    }

    /// The ids of the `.json` documents in a folder (temp files and other names ignored).
    func documentIDs(in folder: String) throws -> [String] {
        try jsonNames(in: folder).compactMap { name in
            let id = String(name.dropLast(5))
            return DiaryStore.isValidID(id) ? id : nil
        }
    }

    /// The `.json` file names in a folder, temp files excluded.
    func jsonNames(in folder: String) throws -> [String] {
        try PosixFile.names(in: folder).filter { $0.hasSuffix(".json") && !PosixFile.isTemporaryName($0) }
    }

    private func load<T: StoreDocument>(_ type: T.Type, in folder: String) -> ([T], [StoreProblem]) {
        let names: [String]
        do {
            names = try jsonNames(in: folder)
        } catch {
            return ([], [Self.problem(from: error, path: folder)])
        }
        var documents: [T] = []
        var problems: [StoreProblem] = []
        for name in names {
            let path = folder + "/" + name
            let id = String(name.dropLast(5))
            guard DiaryStore.isValidID(id) else {
                problems.append(StoreProblem(path: path, reason: "file name is not a valid id"))
                continue
            }
            do {
                documents.append(try read(type, at: path, id: id))
            } catch {
                problems.append(Self.problem(from: error, path: path))
            }
        }
        return (documents, problems)
    }

    /// A store error as the problem line that names its file and why.
    static func problem(from error: Error, path: String) -> StoreProblem {
        switch error as? StoreError {
        case .cannotRead(let path, let reason), .unreadable(let path, let reason):
            return StoreProblem(path: path, reason: reason)
        default:
            return StoreProblem(path: path, reason: String(describing: error))
        }
    }

    /// A short description of a decoding error: what is wrong, and where.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \(key.stringValue)" + at(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription + at(context.codingPath)
        @unknown default: return String(describing: error)
        }
    }
}
