import Foundation

extension DiaryStore {
    /// All readable drafts, newest `updatedAt` first, and the files that were skipped.
    public func drafts() -> (drafts: [DiaryDraft], problems: [StoreProblem]) {
        let (drafts, problems) = load(DiaryDraft.self, in: draftsPath)
        let sorted = drafts.sorted { ($0.updatedAt, $1.id) > ($1.updatedAt, $0.id) }
        return (sorted, problems)
    }

    /// All readable entries, newest `content.date` first, and the files that were skipped.
    public func entries() -> (entries: [DiaryEntry], problems: [StoreProblem]) {
        let (entries, problems) = load(DiaryEntry.self, in: entriesPath)
        let sorted = entries.sorted { ($0.content.date, $1.id) > ($1.content.date, $0.id) }
        return (sorted, problems)
    }

    /// The draft holding unsaved edits of an entry (the newest, if several).
    public func draft(linkedTo entryID: String) -> DiaryDraft? {
        drafts().drafts.first { $0.entryID == entryID }
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

    /// Reads and decodes one document of any known version (see `DocumentReader`).
    func readDocument<T: StoreDocument>(_ type: T.Type, at path: String, id: String) throws -> T {
        try DocumentReader.decode(type, from: try PosixFile.read(path), path: path, id: id)
    }

    private func load<T: StoreDocument>(_ type: T.Type, in folder: String) -> ([T], [StoreProblem]) {
        let names: [String]
        do {
            names = try jsonNames(in: folder)
        } catch {
            return ([], [DiaryStore.problem(from: error, path: folder)])
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
                documents.append(try readDocument(type, at: path, id: id))
            } catch {
                problems.append(DiaryStore.problem(from: error, path: path))
            }
        }
        return (documents, problems)
    }

    /// A store error as the problem line that names its file and why.
    public static func problem(from error: Error, path: String) -> StoreProblem {
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
