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

    package init(entries: [ExchangeEntry], safetyPlan: SafetyPlan? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.entries = entries
        self.safetyPlan = safetyPlan
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

    /// The keys of the JSON object: the field table's keys for the texts, and these for the rest.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let id = Key("id"), date = Key("date"), createdAt = Key("createdAt"), updatedAt = Key("updatedAt")
        static let emotions = Key("emotions"), images = Key("images"), traps = Key("traps")
        static let actionOutcome = Key("actionOutcome"), starred = Key("starred")
        static let actionDue = Key(FieldTable.spec(of: .actionDue).jsonKey)
        /// Version 2's done mark, `{at, note}`: read as an outcome with status `done`.
        static let actionDone = Key("actionDone")
        static func text(_ field: DiaryField) -> Key { Key(FieldTable.spec(of: field).jsonKey) }
    }

    /// Texts missing from a hand-made file are empty; `id` and `date` are required.
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        id = try c.decode(String.self, forKey: .id)
        var content = DiaryContent(date: try c.decode(Date.self, forKey: .date))
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? content.date
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
        let emotions = try c.decodeIfPresent([ExchangeEmotion].self, forKey: .emotions) ?? []
        content.emotions = emotions.map(\.key)
        for emotion in emotions {
            content.intensities[emotion.key] = emotion.intensity
            content.reratings[emotion.key] = emotion.after
        }
        for field in FieldTable.textFields {
            content.setText(try c.decodeIfPresent(String.self, forKey: .text(field)) ?? "", of: field)
        }
        images = try c.decodeIfPresent([ExchangeImage].self, forKey: .images) ?? []
        content.traps = try c.decodeIfPresent([String].self, forKey: .traps) ?? []
        content.actionOutcome = try c.decodeIfPresent(ActionOutcome.self, forKey: .actionOutcome)
            ?? c.decodeIfPresent(ActionOutcome.self, forKey: .actionDone)
        content.starred = try c.decodeIfPresent(Bool.self, forKey: .starred) ?? false
        content.actionDue = try c.decodeIfPresent(Date.self, forKey: .actionDue)
        // Checked per entry by `ExchangeCheck` (one out of 0–100 refuses its entry, named).
        content.beliefs = try BeliefRatings.decodeUnchecked(c, key: { Key($0) })
        self.content = content
    }

    /// Every text is written, an empty one too; the outcome and the due time once there are, and
    /// `starred` only when true.
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(id, forKey: .id)
        try c.encode(content.date, forKey: .date)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(updatedAt, forKey: .updatedAt)
        try c.encode(emotions, forKey: .emotions)
        for field in FieldTable.textFields { try c.encode(text(of: field), forKey: .text(field)) }
        try c.encode(images, forKey: .images)
        try c.encode(content.traps, forKey: .traps)
        try c.encodeIfPresent(content.actionOutcome, forKey: .actionOutcome)
        if content.starred { try c.encode(true, forKey: .starred) }
        try c.encodeIfPresent(content.actionDue, forKey: .actionDue)
        try BeliefRatings.encode(content.beliefs, into: &c, key: { Key($0) })
    }
}

/// A chosen emotion with how strongly it was felt before and, if re-rated, after.
package struct ExchangeEmotion: Codable, Sendable, Equatable {
    package var key: String
    package var intensity: Int?
    package var after: Int?

    package init(key: String, intensity: Int?, after: Int?) {
        self.key = key
        self.intensity = intensity
        self.after = after
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
