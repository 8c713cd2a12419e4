import Foundation

/// What the index keeps of one entry: enough for `list`, its filters and `stats`, plus the
/// entry file's stamp (`FileStamp`) to notice a change made by another tool.
/// A new field is added here, in `restored()` (what `list --json` and the every-field test read
/// back), in `EntryIndexCodec` (read and write), and by bumping `EntryIndexCodec.layout`, so that
/// older index files are rebuilt.
package struct EntrySummary: Equatable, Sendable {
    package var id: String
    package var createdAt: Date
    package var updatedAt: Date
    /// The entry's `content.date`, which orders the list.
    package var date: Date
    package var emotions: [String]
    /// The first line of each text `list` shows (`FieldTable.listedFields`), at most
    /// `EntrySummary.headLength` characters; absent where there is none.
    package var heads: [DiaryField: String]
    package var imageCount: Int
    /// The intensity of each emotion before (same order as `emotions`; nil where unrated).
    package var intensities: [Int?]
    /// The re-rating of each emotion after the new perspective (nil where not re-rated).
    package var reratings: [Int?]
    /// The chosen thinking traps' keys, in the order chosen.
    package var traps: [String]
    /// How the next action went (its note cut to the first line, at most `headLength`
    /// characters); nil until the person said.
    package var actionOutcome: ActionOutcome?
    /// Whether the entry is starred for the next session (`lemonlog star`).
    package var starred: Bool
    /// When the person means to do the next action; nil when no time is set.
    package var actionDue: Date?
    /// How much the thoughts were believed, 0–100, by belief field (`FieldTable.beliefFields`):
    /// only the ones rated.
    package var beliefs: [DiaryField: Int]
    /// The id of the entry this one is a conflict copy of (`DiaryEntry.conflictOf`); nil for most.
    package var conflictOf: String?
    /// Every text (`FieldTable.textFields`) folded for `--contains` (`SearchText.fold`); empty when the index was
    /// read without texts.
    var searchText: String
    /// The entry file's size, change time and inode when it was read.
    var file: FileStamp

    /// How many characters of a listed text's first line are kept.
    static let headLength = 160

    init(entry: DiaryEntry, file: FileStamp) {
        id = entry.id
        createdAt = entry.createdAt
        updatedAt = entry.updatedAt
        date = entry.content.date
        emotions = entry.content.emotions
        heads = [:]
        for field in FieldTable.listedFields {
            let head = Self.head(entry.content.text(of: field))
            if !head.isEmpty { heads[field] = head }
        }
        imageCount = entry.content.images.count
        intensities = entry.content.emotions.map { entry.content.intensities[$0] }
        reratings = entry.content.emotions.map { entry.content.reratings[$0] }
        traps = entry.content.traps
        actionOutcome = entry.content.actionOutcome.map { outcome in
            var kept = outcome
            kept.note = outcome.note.map(Self.head).flatMap { $0.isEmpty ? nil : $0 }
            return kept
        }
        starred = entry.content.starred
        actionDue = entry.content.actionDue
        beliefs = entry.content.beliefs
        conflictOf = entry.conflictOf
        searchText = SearchText.fold(FieldTable.textFields.map { entry.content.text(of: $0) }.joined(separator: "\n"))
        self.file = file
    }

    /// The first line of a text, trimmed, at most `headLength` characters.
    static func head(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return String((trimmed.split(separator: "\n", maxSplits: 1).first ?? "").prefix(headLength))
    }

    init(id: String, createdAt: Date, updatedAt: Date, date: Date, emotions: [String], situationHead: String,
         imageCount: Int, intensities: [Int?], reratings: [Int?], traps: [String] = [], actionHead: String = "",
         actionOutcome: ActionOutcome? = nil, starred: Bool = false, actionDue: Date? = nil,
         beliefs: [DiaryField: Int] = [:], conflictOf: String? = nil, searchText: String, file: FileStamp) {
        self.beliefs = beliefs
        self.conflictOf = conflictOf
        self.starred = starred
        self.actionDue = actionDue
        self.traps = traps
        heads = [:]
        self.actionOutcome = actionOutcome
        self.intensities = intensities
        self.reratings = reratings
        self.searchText = searchText
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.date = date
        self.emotions = emotions
        self.imageCount = imageCount
        self.file = file
        self.situationHead = situationHead
        self.actionHead = actionHead
    }

    /// The first line of the situation (the index keeps it in a place of its own).
    var situationHead: String {
        get { heads[.situation] ?? "" }
        set { heads[.situation] = newValue.isEmpty ? nil : newValue }
    }

    /// The first line of the next action; empty when there is none.
    var actionHead: String {
        get { heads[.action] ?? "" }
        set { heads[.action] = newValue.isEmpty ? nil : newValue }
    }

    /// Whether the entry names a next action.
    package var hasAction: Bool { !actionHead.isEmpty }

    /// Newest `date` first, then by id: the order of `list`.
    static func isListedBefore(_ a: EntrySummary, _ b: EntrySummary) -> Bool {
        (a.date, b.id) > (b.date, a.id)
    }
}
