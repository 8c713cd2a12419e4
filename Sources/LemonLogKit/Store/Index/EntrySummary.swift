import Foundation

/// What the index keeps of one entry: enough for `list`, its filters and `stats`, plus the
/// entry file's stamp (`FileStamp`) to notice a change made by another tool. Its values are a
/// content holding what each row of the field table in `ColumnPlaces.index` keeps (`IndexCoder`:
/// a listed text's first line, the images' count, the outcome's note's first line); a new row
/// in `.index` is kept, written and read by the index with no code here (bump
/// `EntryIndexCodec.layout` so that older index files are rebuilt).
package struct EntrySummary: Equatable, Sendable {
    package var id: String
    package var createdAt: Date
    package var updatedAt: Date
    /// What the index keeps of the entry's content (every other value at its default).
    package var content: DiaryContent
    /// The id of the entry this one is a conflict copy of (`DiaryEntry.conflictOf`); nil for most.
    package var conflictOf: String?
    /// Every text (`FieldTable.textFields`) folded for `--contains` (`SearchText.fold`); empty when the index was
    /// read without texts.
    var searchText: String
    /// The entry file's size, change time and inode when it was read.
    var file: FileStamp

    init(entry: DiaryEntry, file: FileStamp) {
        id = entry.id
        createdAt = entry.createdAt
        updatedAt = entry.updatedAt
        content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for coder in IndexRows.coders { coder.keep(entry.content, &content) }
        conflictOf = entry.conflictOf
        searchText = SearchText.fold((FieldTable.textFields.map { entry.content.text(of: $0) } + [entry.content.actionOutcome?.note ?? ""]).joined(separator: "\n"))
        self.file = file
    }

    init(id: String, createdAt: Date, updatedAt: Date, content: DiaryContent, conflictOf: String?, searchText: String,
         file: FileStamp) {
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
        self.conflictOf = conflictOf
        self.searchText = searchText
        self.file = file
    }

    /// The first line of a text, trimmed, whole: piped `list` and `list --json` never cut it.
    static func head(_ text: String) -> String {
        let trimmed = text.trimmingScalars(in: .whitespacesAndNewlines)
        // Up to the first character that is a line feed (`split(separator: "\n")`), found by its
        // byte: a line feed is a character of its own unless a carriage return comes just before
        // it (the two are one character then), and a character always begins where it does.
        let bytes = trimmed.utf8
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A && previous != 0x0D { return String(trimmed[..<index]) }
            previous = byte
            bytes.formIndex(after: &index)
        }
        return trimmed
    }

    init(id: String, createdAt: Date, updatedAt: Date, date: Date, emotions: [String], situationHead: String,
         imageCount: Int, intensities: [Int?], reratings: [Int?], traps: [String] = [], actionHead: String = "",
         actionOutcome: ActionOutcome? = nil, starred: Bool = false, actionDue: Date? = nil,
         beliefs: [DiaryField: Int] = [:], conflictOf: String? = nil, searchText: String, file: FileStamp) {
        self.init(id: id, createdAt: createdAt, updatedAt: updatedAt,
                  content: DiaryContent(emotions: emotions, date: date, traps: traps, actionOutcome: actionOutcome,
                                        starred: starred, actionDue: actionDue),
                  conflictOf: conflictOf, searchText: searchText, file: file)
        self.situationHead = situationHead
        self.actionHead = actionHead
        self.imageCount = imageCount
        self.intensities = intensities
        self.reratings = reratings
        self.beliefs = beliefs
    }

    /// The entry's `content.date`, which orders the list.
    package var date: Date {
        get { content.date }
        set { content.date = newValue }
    }
    /// The chosen emotions' keys, in the order chosen.
    package var emotions: [String] {
        get { content.emotions }
        set { content.emotions = newValue }
    }
    /// The whole first line of each text `list` shows (`FieldTable.listedFields`); absent where
    /// there is none.
    package var heads: [DiaryField: String] { content.texts }
    package var imageCount: Int {
        get { content.images.count }
        set { content.images = Array(repeating: ImageAttachment(storedPath: "", originalPath: "", format: ""), count: newValue) }
    }
    /// The intensity of each emotion before (same order as `emotions`; nil where unrated).
    package var intensities: [Int?] {
        get { content.emotions.map { content.intensities[$0] } }
        set { content.intensities = Self.byKey(content.emotions, newValue) }
    }
    /// The re-rating of each emotion after the new perspective (nil where not re-rated).
    package var reratings: [Int?] {
        get { content.emotions.map { content.reratings[$0] } }
        set { content.reratings = Self.byKey(content.emotions, newValue) }
    }
    /// The chosen thinking traps' keys, in the order chosen.
    package var traps: [String] {
        get { content.traps }
        set { content.traps = newValue }
    }
    /// How the next action went (its note cut to its whole first line); nil until the person said.
    package var actionOutcome: ActionOutcome? {
        get { content.actionOutcome }
        set { content.actionOutcome = newValue }
    }
    /// Whether the entry is starred for the next session (`lemonlog star`).
    package var starred: Bool {
        get { content.starred }
        set { content.starred = newValue }
    }
    /// When the person means to do the next action; nil when no time is set.
    package var actionDue: Date? {
        get { content.actionDue }
        set { content.actionDue = newValue }
    }
    /// How much the thoughts were believed, 0–100, by belief field (`FieldTable.beliefFields`):
    /// only the ones rated.
    package var beliefs: [DiaryField: Int] {
        get { content.beliefs }
        set { content.beliefs = newValue }
    }

    private static func byKey(_ keys: [String], _ ratings: [Int?]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (key, rating) in zip(keys, ratings) { result[key] = rating }
        return result
    }

    /// The first line of the situation (the index keeps it in a place of its own).
    var situationHead: String {
        get { content.text(of: .situation) }
        set { content.setText(newValue, of: .situation) }
    }

    /// The first line of the next action; empty when there is none.
    var actionHead: String {
        get { content.text(of: .action) }
        set { content.setText(newValue, of: .action) }
    }

    /// Whether the entry names a next action.
    package var hasAction: Bool { !actionHead.isEmpty }

    /// Whether its action is open (no outcome yet) and has a due time: the ones the overview
    /// counts as due today or overdue (`ActionAgenda.counts`).
    package var hasOpenDueAction: Bool { hasAction && actionOutcome == nil && actionDue != nil }

    /// Newest `date` first, then by id: the order of `list`.
    static func isListedBefore(_ a: EntrySummary, _ b: EntrySummary) -> Bool {
        (a.date, b.id) > (b.date, a.id)
    }
}
