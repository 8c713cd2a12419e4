import Foundation

/// The check-ins in the store (`lemonlog mood`): one document each, `checkins/<id>.json`, read in
/// any known version, written atomically under its own lock (`locks/<id>.lock`), sealed when the
/// diary is. The folder is made (0700) with the first check-in. Their ids are drawn from the same
/// space as the entries' and drafts', so that `show` and `delete` name any record by one id.
extension DiaryStore {
    /// A record named by an id: a draft or entry, or a check-in.
    package enum Record: Sendable {
        case item(StoreItem)
        case checkIn(CheckIn)
    }

    /// What became of the check-ins of an imported file.
    package struct CheckInImport: Equatable, Sendable {
        /// Written here, none of that id being here.
        package var added = 0
        /// Already here, the same.
        package var unchanged = 0
        /// Here under the same id but different: the one here is kept, the file's is added under a new id.
        package var keptBoth = 0

        package init() {}
    }

    /// The check-ins' folder.
    var checkInsPath: String { directoryPath + "/" + CheckInDocument.folderName }
    func checkInPath(_ id: String) -> String { checkInsPath + "/" + id + ".json" }

    /// Saves a new check-in made now (or at `date`) with a new id; returns it.
    package func saveNewCheckIn(emotions: [CheckInEmotion], note: String, date: Date = Date()) throws -> CheckIn {
        // To the millisecond, as the export writes it: an export imported back is the same check-in.
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000
        let checkIn = CheckIn(id: unusedID(), date: Date(timeIntervalSince1970: milliseconds), emotions: emotions, note: note)
        try writeCheckIn(checkIn)
        return checkIn
    }

    /// Writes a check-in under its lock, atomically (sealed if the diary is encrypted).
    func writeCheckIn(_ checkIn: CheckIn) throws {
        _ = try FolderGuard.secure(checkInsPath, followLink: false, owns: DiaryStore.isDocumentName)
        let lock = try documents.lock(id: checkIn.id)
        defer { documents.release(lock) }
        try documents.write(CheckInDocument(checkIn: checkIn), id: checkIn.id, to: checkInPath(checkIn.id))
    }

    /// An id no draft, entry or check-in has.
    func unusedID() -> String {
        while true {
            let id = DiaryStore.newID()
            if ![draftPath(id), entryPath(id), checkInPath(id), lockPath(id)].contains(where: PosixFile.exists) { return id }
        }
    }

    /// The ids of the check-ins starting with `prefix` (lowercase), sorted.
    package func checkInIDs(prefix: String = "") -> [String] {
        let names = (try? PosixFile.names(in: checkInsPath, prefix: prefix)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".json"), !PosixFile.isTemporaryName(name) else { return nil }
            let id = String(name.dropLast(5))
            return DiaryStore.isValidID(id) ? id : nil
        }.sorted()
    }

    /// The check-in stored under exactly this id, or nil; a file that cannot be read throws, naming it.
    package func checkIn(id: String) throws -> CheckIn? {
        guard DiaryStore.isValidID(id), PosixFile.exists(checkInPath(id)) else { return nil }
        return try documents.read(CheckInDocument.self, at: checkInPath(id), id: id).checkIn
    }

    /// Every readable check-in, newest first (then by id), and the files that were skipped.
    package func checkIns() -> (checkIns: [CheckIn], problems: [StoreProblem]) {
        var found: [CheckIn] = []
        var problems: [StoreProblem] = []
        for id in checkInIDs() {
            do {
                if let checkIn = try checkIn(id: id) { found.append(checkIn) }
            } catch {
                problems.append(DiaryStore.problem(from: error, path: checkInPath(id)))
            }
        }
        return (found.sorted { ($0.date, $1.id) > ($1.date, $0.id) }, problems)
    }

    /// The draft, entry or check-in named by a full id or a unique prefix (as `resolve`): a
    /// prefix that names a check-in and another record is ambiguous, naming them all.
    package func resolveRecord(_ idOrPrefix: String) throws -> Record {
        let query = idOrPrefix.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !query.isEmpty, DiaryStore.isValidID(query) else { return .item(try resolve(idOrPrefix)) }
        if let exact = try checkIn(id: query) { return .checkIn(exact) }
        let matches = checkInIDs(prefix: query)
        guard !matches.isEmpty else { return .item(try resolve(idOrPrefix)) }
        do {
            let item = try resolve(idOrPrefix)
            throw StoreError.ambiguous(id: idOrPrefix, candidates: ([item.id] + matches).sorted())
        } catch StoreError.ambiguous(_, let candidates) {
            throw StoreError.ambiguous(id: idOrPrefix, candidates: Array(Set(candidates + matches)).sorted())
        } catch StoreError.notFound {
            guard matches.count == 1 else { throw StoreError.ambiguous(id: idOrPrefix, candidates: matches) }
            guard let found = try checkIn(id: matches[0]) else { throw StoreError.notFound(id: idOrPrefix, candidates: []) }
            return .checkIn(found)
        }
    }

    /// Deletes a check-in's file, under its lock (durably); throws `notFound` if there is none.
    package func deleteCheckIn(id: String) throws {
        let lock = try documents.lock(id: id)
        defer { documents.release(lock) }
        try documents.remove(path: checkInPath, id: id, folder: checkInsPath)
    }

    /// Brings an imported file's check-ins in: each one not here is written; one here under the
    /// same id is kept, and when the file's differs it is added under a new id (no word is lost).
    package func importCheckIns(_ checkIns: [CheckIn]) throws -> CheckInImport {
        var outcome = CheckInImport()
        for var checkIn in checkIns {
            let here = DiaryStore.isValidID(checkIn.id) ? try self.checkIn(id: checkIn.id) : nil
            if let here, here.isSame(as: checkIn) {
                outcome.unchanged += 1
                continue
            }
            let taken = !DiaryStore.isValidID(checkIn.id)
                || [draftPath(checkIn.id), entryPath(checkIn.id), checkInPath(checkIn.id)].contains(where: PosixFile.exists)
            if taken {
                checkIn.id = unusedID()
                outcome.keptBoth += 1
            } else {
                outcome.added += 1
            }
            try writeCheckIn(checkIn)
        }
        return outcome
    }
}
