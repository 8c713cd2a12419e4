import Foundation

/// Unsaved wizard state: one JSON file in `drafts/`, reopened by `lemonlog edit <id>`.
public struct DiaryDraft: Codable, Sendable, Equatable, Identifiable {
    /// The file format version this code writes.
    public static let currentVersion = 1

    public var version: Int
    public var id: String
    /// Set when this draft holds unsaved edits of a saved entry.
    public var entryID: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var content: DiaryContent
    /// Where the person was: step, mode and cursor.
    public var position: DraftPosition

    public init(id: String, entryID: String? = nil, createdAt: Date, updatedAt: Date,
                content: DiaryContent, position: DraftPosition) {
        self.version = DiaryDraft.currentVersion
        self.id = id
        self.entryID = entryID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
        self.position = position
    }
}

/// The wizard position saved with a draft: the step, whether a text field was being
/// edited, and where the cursor was in it (in `Character`s).
public struct DraftPosition: Codable, Sendable, Equatable {
    public var step: DiaryWriteStep
    public var editing: Bool
    public var cursor: Int
    /// The highlighted row of the emotion list.
    public var emotionCursor: Int

    public init(step: DiaryWriteStep = .emotion, editing: Bool = false, cursor: Int = 0, emotionCursor: Int = 0) {
        self.step = step
        self.editing = editing
        self.cursor = cursor
        self.emotionCursor = emotionCursor
    }
}
