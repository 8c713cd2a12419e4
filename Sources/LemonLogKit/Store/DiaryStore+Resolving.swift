import Foundation

extension DiaryStore {
    /// The draft or entry named by a full id or a unique prefix (case-insensitive), searching
    /// drafts and entries (`DocumentFiles.resolve`). Throws `notFound` (with up to 5 close ids),
    /// `ambiguous` (with every matching id), or `unreadable`/`cannotRead` if the named file
    /// cannot be read.
    package func resolve(_ idOrPrefix: String) throws -> StoreItem {
        try documents.resolve(idOrPrefix)
    }
}
