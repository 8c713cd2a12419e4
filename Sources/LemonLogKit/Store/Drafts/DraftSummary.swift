import Foundation

/// What `lemonlog drafts` shows of one draft, and what the upkeep needs to know of it (the
/// entry it belongs to): kept in `drafts.idx` (`DraftIndex`) so that listing a thousand drafts
/// reads one small file instead of every draft.
package struct DraftSummary: Equatable, Sendable {
    package var id: String
    /// The saved entry these are unsaved edits of (nil for a new entry).
    package var entryID: String?
    package var updatedAt: Date
    package var step: DiaryWriteStep
    /// The other machine's version of an entry changed on both (`DiaryDraft.fromOtherMachine`).
    package var fromOtherMachine: Bool
    /// The chosen emotions' keys, in order.
    package var emotions: [String]
    /// The first line of the text shown beside it: the field last edited, else the first text
    /// that is not blank (trimmed, not yet sanitized for the terminal).
    package var preview: String

    package init(id: String, entryID: String?, updatedAt: Date, step: DiaryWriteStep, fromOtherMachine: Bool,
                 emotions: [String], preview: String) {
        self.id = id
        self.entryID = entryID
        self.updatedAt = updatedAt
        self.step = step
        self.fromOtherMachine = fromOtherMachine
        self.emotions = emotions
        self.preview = preview
    }

    /// The summary of a draft as it is.
    package init(_ draft: DiaryDraft) {
        let stepText = FieldTable.fields(of: draft.position.step).first { $0.spec.isTyped }
        let lastEdited = (draft.position.field ?? stepText).map { draft.content.text(of: $0) }
        let candidates = [lastEdited ?? ""] + DiaryField.textFields.map { draft.content.text(of: $0) }
        let text = candidates.first { !DiaryValidators.isBlank($0) } ?? ""
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        self.init(id: draft.id, entryID: draft.entryID, updatedAt: draft.updatedAt, step: draft.position.step,
                  fromOtherMachine: draft.fromOtherMachine == true, emotions: draft.content.emotions,
                  preview: String(trimmed.split(separator: "\n", maxSplits: 1).first ?? ""))
    }

    /// The id of the entry whose saving would make this draft superseded: its `entryID`, else its own.
    var entryToCompare: String { entryID ?? id }
}
