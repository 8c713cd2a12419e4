/// `imported.json` at the top of the data folder: what each entry imported from jrnl or Day One
/// was at its source when it was last imported (a fingerprint of its minute and text, and its
/// star), by the entry's id here, so that a later import tells LemonLog's edits from the
/// source's. It holds no diary word (only hashes), stays on this machine (never synced) and is
/// sealed like any document when the diary is encrypted.
struct ImportRecordDocument: StoreDocument, Equatable {
    /// The record's fixed id: names its lock (`locks/imported.lock`). Not a hex entry id.
    static let recordID = "imported"
    /// The file's name at the top of the data folder.
    static let fileName = "imported.json"
    static let currentVersion = 1
    static var migrations: [FormatMigration] { [] }

    var version = ImportRecordDocument.currentVersion
    var id = ImportRecordDocument.recordID
    var entries: [String: ImportFingerprint]
}

/// What an imported entry was at its source: a hash of its minute and text, and its star.
package struct ImportFingerprint: Codable, Sendable, Equatable {
    /// FNV-1a (64 bits, hex) of the minute (`StoreTimestamp`) and the situation's text.
    package var text: String
    package var starred: Bool

    package init(text: String, starred: Bool) {
        self.text = text
        self.starred = starred
    }
}
