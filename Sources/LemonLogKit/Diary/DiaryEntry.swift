import Foundation

/// A saved diary entry: one JSON file in `entries/`.
package struct DiaryEntry: Codable, Sendable, Equatable, Identifiable {
    /// The file format version this code writes (`FormatVersion.current`, shared with drafts).
    package static var currentVersion: Int { FormatVersion.current }

    package var version: Int
    package var id: String
    package var createdAt: Date
    package var updatedAt: Date
    package var content: DiaryContent
    /// Set on a conflict copy: the id of the entry whose other version this is (kept when both
    /// machines changed it, or when a draft was saved over a version it never saw). It travels
    /// like any entry and is listed as a conflict copy until the person deletes it, or edits and
    /// saves it (it is then an entry of its own). Absent otherwise.
    package var conflictOf: String?
    /// Set on a conflict copy an import made: the diary its version came from (`jrnl`, `Day
    /// One`), when the entry had been changed both there and here since it was imported.
    package var importedFrom: String?

    package init(id: String, createdAt: Date, updatedAt: Date, content: DiaryContent) {
        self.version = DiaryEntry.currentVersion
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
    }

    /// Decodes any known version (the reader has checked it); a missing `createdAt` or
    /// `updatedAt` takes the entry's date. Decoded in memory as the current version.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = DiaryEntry.currentVersion
        id = try c.decode(String.self, forKey: .id)
        content = try c.decodeIfPresent(DiaryContent.self, forKey: .content) ?? DiaryContent(date: .init(timeIntervalSince1970: 0))
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? content.date
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
        conflictOf = try c.decodeIfPresent(String.self, forKey: .conflictOf)
        importedFrom = try c.decodeIfPresent(String.self, forKey: .importedFrom)
    }
}
