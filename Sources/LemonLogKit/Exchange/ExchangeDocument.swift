import Foundation

/// LemonLog's documented, versioned interchange format (`export --format json`, read by
/// `import`): every field of every entry, images included as base64, so that a diary moves to
/// another machine losslessly. Keys are sorted and dates are ISO 8601 UTC to the millisecond
/// (`ScriptJSON`), so the same diary always exports to the same bytes. See README.md, "Export
/// and import", and its schema, `Resources/schemas/export.schema.json`.
public struct ExchangeDocument: Codable, Sendable, Equatable {
    /// The value of `format`, naming the document's kind.
    public static let formatName = "lemonlog-export"
    /// The version this code writes; it reads this one and older ones (2: thinking traps and
    /// the next action's done mark; a version-1 file has neither; 3: the done mark became
    /// `actionOutcome`, and a version-2 `actionDone` reads as status `done`).
    public static let currentVersion = 3

    public var format: String
    public var version: Int
    public var entries: [ExchangeEntry]

    public init(entries: [ExchangeEntry]) {
        format = Self.formatName
        version = Self.currentVersion
        self.entries = entries
    }

    /// The document as bytes (pretty printed, sorted keys, dates to the millisecond, ending in
    /// a new line), safe to print on a terminal (`TerminalSafeJSON`).
    public func encoded() throws -> Data {
        TerminalSafeJSON.escape(try ScriptJSON.encode(self))
    }
}

/// One entry in the interchange format.
public struct ExchangeEntry: Codable, Sendable, Equatable {
    public var id: String
    /// When the described moment happened.
    public var date: Date
    public var createdAt: Date
    public var updatedAt: Date
    /// In the order chosen.
    public var emotions: [ExchangeEmotion]
    public var situation: String
    public var thought: String
    public var reeval: String
    public var action: String
    public var images: [ExchangeImage]
    /// Thinking-trap keys, in the order chosen.
    public var traps: [String]
    /// How the next action went (status, when, mastery, pleasure, note); absent until told.
    public var actionOutcome: ActionOutcome?
    /// `true` for an entry starred for the next session; absent (nil) when it is not.
    public var starred: Bool?

    public init(id: String, date: Date, createdAt: Date, updatedAt: Date, emotions: [ExchangeEmotion],
                situation: String, thought: String, reeval: String, action: String, images: [ExchangeImage],
                traps: [String] = [], actionOutcome: ActionOutcome? = nil, starred: Bool? = nil) {
        self.starred = starred
        self.traps = traps
        self.actionOutcome = actionOutcome
        self.id = id
        self.date = date
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.emotions = emotions
        self.situation = situation
        self.thought = thought
        self.reeval = reeval
        self.action = action
        self.images = images
    }

    /// Texts missing from a hand-made file are empty; `id` and `date` are required.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        date = try c.decode(Date.self, forKey: .date)
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt) ?? date
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt) ?? createdAt
        emotions = try c.decodeIfPresent([ExchangeEmotion].self, forKey: .emotions) ?? []
        situation = try c.decodeIfPresent(String.self, forKey: .situation) ?? ""
        thought = try c.decodeIfPresent(String.self, forKey: .thought) ?? ""
        reeval = try c.decodeIfPresent(String.self, forKey: .reeval) ?? ""
        action = try c.decodeIfPresent(String.self, forKey: .action) ?? ""
        images = try c.decodeIfPresent([ExchangeImage].self, forKey: .images) ?? []
        traps = try c.decodeIfPresent([String].self, forKey: .traps) ?? []
        actionOutcome = try c.decodeIfPresent(ActionOutcome.self, forKey: .actionOutcome)
            ?? (try decoder.container(keyedBy: OlderKeys.self)).decodeIfPresent(ActionOutcome.self, forKey: .actionDone)
        starred = try c.decodeIfPresent(Bool.self, forKey: .starred)
    }
}

/// Keys that older versions of the format wrote.
enum OlderKeys: String, CodingKey {
    /// Version 2's done mark, `{at, note}`: an outcome with status `done`.
    case actionDone
}

/// A chosen emotion with how strongly it was felt before and, if re-rated, after.
public struct ExchangeEmotion: Codable, Sendable, Equatable {
    public var key: String
    public var intensity: Int?
    public var after: Int?

    public init(key: String, intensity: Int?, after: Int?) {
        self.key = key
        self.intensity = intensity
        self.after = after
    }
}

/// An attached image with its bytes.
public struct ExchangeImage: Codable, Sendable, Equatable {
    /// The file name it is stored and linked under (without LemonLog's `<n>-` prefix).
    public var name: String
    /// `png`, `jpeg`, `gif`, `webp` or `heic`.
    public var format: String
    /// The path the person gave when attaching it (shown only).
    public var originalPath: String
    /// The image's bytes, base64.
    public var data: String

    public init(name: String, format: String, originalPath: String, data: String) {
        self.name = name
        self.format = format
        self.originalPath = originalPath
        self.data = data
    }
}
