/// A document the store keeps in a file of its own: it carries a version and an id, and
/// knows the migrations from each older version to the one this code writes.
protocol StoreDocument: Codable, Identifiable where ID == String {
    /// The version this code writes.
    static var currentVersion: Int { get }
    /// The chain of steps from version 1 up to `currentVersion` (one per version bump).
    static var migrations: [FormatMigration] { get }
}

extension DiaryEntry: StoreDocument {
    static var migrations: [FormatMigration] { [] }
}

extension DiaryDraft: StoreDocument {
    static var migrations: [FormatMigration] { [] }
}
