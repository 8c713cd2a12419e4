import Foundation

/// LemonLog's documented, versioned interchange format (`export --format json`, read by
/// `import`): every field of every entry, images included as base64, so that a diary moves to
/// another machine losslessly. Keys are sorted and dates are ISO 8601 UTC to the millisecond
/// (`ScriptJSON`), so the same diary always exports to the same bytes. See README.md, "Export
/// and import", and its schema, `Resources/schemas/export.schema.json`.
package struct ExchangeDocument: Codable, Sendable, Equatable {
    /// The value of `format`, naming the document's kind.
    package static let formatName = "lemonlog-export"
    /// The version this code writes; it reads this one and older ones (2: thinking traps and
    /// the next action's done mark; a version-1 file has neither; 3: the done mark became
    /// `actionOutcome`, and a version-2 `actionDone` reads as status `done`; 4: the hot thought,
    /// the evidence for and against, the beliefs, and the next action's `actionDue` and
    /// `actionPrediction`, absent from older files).
    package static let currentVersion = 4

    package var format: String
    package var version: Int
    package var entries: [ExchangeEntry]
    /// The person's safety plan, its seven lists; absent when there is none (and from older files).
    package var safetyPlan: SafetyPlan?
    /// The quick check-ins (`lemonlog mood`), oldest first; absent when there are none (and from older files).
    package var checkIns: [CheckIn]?

    package init(entries: [ExchangeEntry], safetyPlan: SafetyPlan? = nil, checkIns: [CheckIn] = []) {
        format = Self.formatName
        version = Self.currentVersion
        self.entries = entries
        self.safetyPlan = safetyPlan
        self.checkIns = checkIns.isEmpty ? nil : checkIns
    }

    /// The document as bytes (pretty printed, sorted keys, dates to the millisecond, ending in
    /// a new line), safe to print on a terminal (`TerminalSafeJSON`).
    package func encoded() throws -> Data {
        TerminalSafeJSON.escape(try ScriptJSON.encode(self))
    }
}

/// One entry in the interchange format: its content as the entry holds it, written under the
/// field table's flat keys (`situation`, `thought`, …) beside the other fields, and its images
/// with their bytes. Export and import convert nothing field by field: both go through this one
/// coding, so that a field of the content cannot be left out of one of them.
package struct ExchangeEntry: Codable, Sendable, Equatable {
    package var id: String
    package var createdAt: Date
    package var updatedAt: Date
    /// Everything the person wrote, chose and rated (its images aside: `images`).
    package var content: DiaryContent
    package var images: [ExchangeImage]

    /// `content`'s own images are left out: `images` carries them, with their bytes.
    init(id: String, createdAt: Date, updatedAt: Date, content: DiaryContent, images: [ExchangeImage]) {
        self.id = id
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.content = content
        self.content.images = []
        self.images = images
    }

    /// When the described moment happened.
    package var date: Date { content.date }
    /// The chosen emotions in the order chosen, each with how strongly it was felt, before and after.
    package var emotions: [ExchangeEmotion] {
        content.emotions.map { ExchangeEmotion(key: $0, intensity: content.intensities[$0], after: content.reratings[$0]) }
    }
    /// Thinking-trap keys, in the order chosen.
    package var traps: [String] { content.traps }
    /// How the next action went (status, when, mastery, pleasure, note); absent until told.
    package var actionOutcome: ActionOutcome? { content.actionOutcome }
    /// When the person means to do the next action; absent when no time is set.
    package var actionDue: Date? { content.actionDue }
    /// The beliefs rated, 0–100, by belief field (`BeliefRatings`).
    package var beliefs: [DiaryField: Int] { content.beliefs }

    /// The text of one text field (empty when there is none).
    package func text(of field: DiaryField) -> String { content.text(of: field) }

    /// Texts missing from a hand-made file are empty; `id` and `date` are required. The content
    /// is read by the field table's rows (`FieldTable.columns`), each by its export coding.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ColumnKey.self)
        id = try c.decode(String.self, forKey: ColumnKey("id"))
        var content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for column in FieldTable.columns(in: .export) { try column.exportRead(&content, c) }
        createdAt = try c.decodeIfPresent(Date.self, forKey: ColumnKey("createdAt")) ?? content.date
        updatedAt = try c.decodeIfPresent(Date.self, forKey: ColumnKey("updatedAt")) ?? createdAt
        images = try c.decodeIfPresent([ExchangeImage].self, forKey: ColumnKey("images")) ?? []
        self.content = content
    }

    /// The entry's own keys, then every row of the field table by its export coding (every text,
    /// an empty one too; the outcome and the due time once there are, `starred` only when true).
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: ColumnKey.self)
        try c.encode(id, forKey: ColumnKey("id"))
        try c.encode(createdAt, forKey: ColumnKey("createdAt"))
        try c.encode(updatedAt, forKey: ColumnKey("updatedAt"))
        try c.encode(images, forKey: ColumnKey("images"))
        for column in FieldTable.columns(in: .export) { try column.exportWrite(content, &c) }
    }
}

/// An attached image with its bytes.
package struct ExchangeImage: Codable, Sendable, Equatable {
    /// The file name it is stored and linked under (without LemonLog's `<n>-` prefix).
    package var name: String
    /// `png`, `jpeg`, `gif`, `webp` or `heic`.
    package var format: String
    /// The path the person gave when attaching it (shown only).
    package var originalPath: String
    /// The image's bytes, base64.
    package var data: String

    package init(name: String, format: String, originalPath: String, data: String) {
        self.name = name
        self.format = format
        self.originalPath = originalPath
        self.data = data
    }
}
