import Foundation

/// Unsaved wizard state: one JSON file in `drafts/`, reopened by `lemonlog edit <id>`.
package struct DiaryDraft: Codable, Sendable, Equatable, Identifiable {
    /// The file format version this code writes (`FormatVersion.current`, shared with entries).
    package static var currentVersion: Int { FormatVersion.current }

    package var version: Int
    package var id: String
    /// Set when this draft holds unsaved edits of a saved entry.
    package var entryID: String?
    package var createdAt: Date
    package var updatedAt: Date
    package var content: DiaryContent
    /// Where the person was: step, mode and cursor.
    package var position: DraftPosition
    /// Set on the other machine's version of an entry changed on both (`lemonlog sync` kept
    /// both): `drafts` says so, for the person to compare and choose. Absent otherwise.
    package var fromOtherMachine: Bool?
    /// The saved entry's `updatedAt` when these edits of it began: the version they were made
    /// from. An entry changed since (by sync, an import, another edit) is kept as a conflict copy
    /// when the draft is saved. Absent in drafts of new entries and in drafts written before it
    /// was kept.
    package var baseUpdatedAt: Date?

    package init(id: String, entryID: String? = nil, createdAt: Date, updatedAt: Date,
                content: DiaryContent, position: DraftPosition) {
        self.version = DiaryDraft.currentVersion
        self.id = id
        self.entryID = entryID
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
        self.position = position
    }

    /// Decodes any known version (the reader has checked it), with defaults for missing
    /// fields. Decoded in memory as the current version.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = DiaryDraft.currentVersion
        id = try c.decode(String.self, forKey: .id)
        entryID = try c.decodeIfPresent(String.self, forKey: .entryID)
        content = try c.decodeIfPresent(DiaryContent.self, forKey: .content) ?? DiaryContent(date: .init(timeIntervalSince1970: 0))
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? content.date
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
        position = try c.decodeIfPresent(DraftPosition.self, forKey: .position) ?? DraftPosition()
        fromOtherMachine = try c.decodeIfPresent(Bool.self, forKey: .fromOtherMachine)
        baseUpdatedAt = try c.decodeIfPresent(Date.self, forKey: .baseUpdatedAt)
    }

    /// Whether saving these edits over `current` (the entry as it is now) would replace a version
    /// they were not made from: the entry changed since they began, or this is the other
    /// machine's version (an older sync's draft) and knows no base.
    package func isBehind(_ current: DiaryEntry) -> Bool {
        guard let baseUpdatedAt else { return fromOtherMachine == true }
        // Compared as stored (milliseconds): a date read back from a file is the same version.
        return StoreTimestamp.format(current.updatedAt) != StoreTimestamp.format(baseUpdatedAt)
    }
}

/// The wizard position saved with a draft: the step, the field of the step that had the focus,
/// whether it was being edited, and where the cursor was in it (in `Character`s).
package struct DraftPosition: Codable, Sendable, Equatable {
    package var step: DiaryWriteStep
    /// The focused field of a step with several; absent in drafts written before steps had
    /// several fields, which open on the step's first field.
    package var field: DiaryField?
    package var editing: Bool
    package var cursor: Int
    /// The highlighted row of the emotion list.
    package var emotionCursor: Int
    /// Lines typed but not taken yet, as typed, by the question they answer (`StepQuestion.typedKey`):
    /// a due time or date that names none, an image path refused or not yet entered, a plain
    /// answer refused. Absent from drafts written before they were kept, and when there are none.
    package var typed: [String: String]

    enum CodingKeys: String, CodingKey { case step, field, editing, cursor, emotionCursor, typed }

    package init(step: DiaryWriteStep = .emotion, field: DiaryField? = nil, editing: Bool = false, cursor: Int = 0,
                emotionCursor: Int = 0, typed: [String: String] = [:]) {
        self.step = step
        self.field = field
        self.editing = editing
        self.cursor = cursor
        self.emotionCursor = emotionCursor
        self.typed = typed
    }

    /// Decodes with defaults for missing fields.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        step = try c.decodeIfPresent(DiaryWriteStep.self, forKey: .step) ?? .emotion
        // A field this version does not know (written by a newer one) opens the step's first field.
        field = (try? c.decodeIfPresent(DiaryField.self, forKey: .field)) ?? nil
        editing = try c.decodeIfPresent(Bool.self, forKey: .editing) ?? false
        cursor = try c.decodeIfPresent(Int.self, forKey: .cursor) ?? 0
        emotionCursor = try c.decodeIfPresent(Int.self, forKey: .emotionCursor) ?? 0
        typed = try c.decodeIfPresent([String: String].self, forKey: .typed) ?? [:]
    }

    /// Encodes every part; `typed` only when a line is kept, so drafts without one read as before.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(step, forKey: .step)
        try c.encodeIfPresent(field, forKey: .field)
        try c.encode(editing, forKey: .editing)
        try c.encode(cursor, forKey: .cursor)
        try c.encode(emotionCursor, forKey: .emotionCursor)
        if !typed.isEmpty { try c.encode(typed, forKey: .typed) }
    }
}
