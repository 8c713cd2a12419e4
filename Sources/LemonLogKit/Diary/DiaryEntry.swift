import Foundation

/// A saved diary entry: one JSON file in `entries/`.
public struct DiaryEntry: Codable, Sendable, Equatable, Identifiable {
    /// The file format version this code writes.
    public static let currentVersion = 1

    public var version: Int
    public var id: String
    public var createdAt: Date
    public var updatedAt: Date
    public var content: DiaryContent

    public init(id: String, createdAt: Date, updatedAt: Date, content: DiaryContent) {
        self.version = DiaryEntry.currentVersion
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
    }
}
