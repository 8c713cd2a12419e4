import Foundation

extension DiaryStore {
    /// The draft or entry named by a full id or a unique prefix (case-insensitive), searching
    /// drafts and entries (`DocumentFiles.resolve`). Throws `notFound` (with up to 5 close ids),
    /// `ambiguous` (with every matching id), or `unreadable`/`cannotRead` if the named file
    /// cannot be read.
    package func resolve(_ idOrPrefix: String) throws -> StoreItem {
        try documents.resolve(idOrPrefix)
    }

    /// What `edit` opens for an id: as `resolve`, and for an entry deleted since (by sync, on
    /// another machine) whose unsaved edits are still here, the one draft of them.
    package func resolveForEditing(_ idOrPrefix: String) throws -> StoreItem {
        do {
            return try resolve(idOrPrefix)
        } catch StoreError.notFound(let id, let candidates) {
            let prefix = idOrPrefix.lowercased()
            let edits = drafts().drafts.filter { draft in draft.entryID.map { $0.hasPrefix(prefix) } ?? false }
            guard !prefix.isEmpty, edits.count == 1, let draft = edits.first else {
                throw StoreError.notFound(id: id, candidates: candidates)
            }
            return .draft(draft)
        }
    }
}
