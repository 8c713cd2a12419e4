import Foundation

/// What the person writes: the chosen emotions, the four texts, the thinking traps, the date and
/// the images; whether the next action was done; and the star.
public struct DiaryContent: Codable, Sendable, Equatable {
    /// Chosen emotion keys from the catalog (e.g. `sadness.lonely`), in the order chosen.
    public var emotions: [String]
    public var situation: String
    public var thought: String
    public var reeval: String
    public var action: String
    /// When the described moment happened; defaults to the time the entry was started.
    public var date: Date
    public var images: [ImageAttachment]
    /// How strongly each chosen emotion was felt, 0–100, by emotion key. Set to
    /// `Intensity.initial` when an emotion is chosen; missing for entries written before
    /// intensities existed (format version 1).
    public var intensities: [String: Int]
    /// How strong each emotion is after the new perspective (the re-rating), by emotion key:
    /// only the ones the person re-rated.
    public var reratings: [String: Int]
    /// Thinking-trap keys from the trap catalog (e.g. `mind_reading`), in the order chosen;
    /// empty for entries written before traps existed (format versions 1 and 2).
    public var traps: [String]
    /// How the next action went, once the person said so (`lemonlog actions done`); cleared
    /// when the action's text changes (a new promise).
    public var actionOutcome: ActionOutcome?
    /// Starred to bring to the next session (`lemonlog star`); false for entries written before stars existed.
    public var starred: Bool

    public init(
        emotions: [String] = [], situation: String = "", thought: String = "",
        reeval: String = "", action: String = "", date: Date = Date(), images: [ImageAttachment] = [],
        intensities: [String: Int] = [:], reratings: [String: Int] = [:], traps: [String] = [],
        actionOutcome: ActionOutcome? = nil, starred: Bool = false
    ) {
        self.starred = starred
        self.traps = traps
        self.actionOutcome = actionOutcome
        self.emotions = emotions
        self.intensities = intensities
        self.reratings = reratings
        self.situation = situation
        self.thought = thought
        self.reeval = reeval
        self.action = action
        self.date = date
        self.images = images
    }

    /// The text of one of the four text fields (empty for any other field).
    public func text(of field: DiaryField) -> String {
        switch field {
        case .situation: return situation
        case .thought: return thought
        case .reeval: return reeval
        case .action: return action
        case .emotion, .date, .images: return ""
        }
    }

    /// Replaces the text of one of the four text fields.
    public mutating func setText(_ text: String, of field: DiaryField) {
        switch field {
        case .situation: situation = text
        case .thought: thought = text
        case .reeval: reeval = text
        case .action: action = text
        case .emotion, .date, .images: break
        }
    }

    // MARK: - Emotions and their intensity

    /// Chooses an emotion (at the end of the list) with the initial intensity.
    public mutating func choose(_ key: String) {
        guard !emotions.contains(key) else { return }
        emotions.append(key)
        intensities[key] = intensities[key] ?? Intensity.initial
    }

    /// Sets the chosen emotions to `keys` (in that order): kept ones keep their ratings, new
    /// ones get the initial intensity, dropped ones lose theirs.
    public mutating func setEmotions(_ keys: [String]) {
        for key in emotions where !keys.contains(key) { unchoose(key) }
        emotions = []
        for key in keys { choose(key) }
    }

    /// Un-chooses an emotion, with its intensity and re-rating.
    public mutating func unchoose(_ key: String) {
        emotions.removeAll { $0 == key }
        intensities[key] = nil
        reratings[key] = nil
    }

    /// Moves the intensity of a chosen emotion by `delta`, within 0–100 (a missing one starts
    /// from `Intensity.initial`). Nothing happens for an emotion that is not chosen.
    public mutating func adjustIntensity(of key: String, by delta: Int) {
        guard emotions.contains(key) else { return }
        intensities[key] = Intensity.clamp((intensities[key] ?? Intensity.initial) + delta)
    }

    /// Moves the re-rating of a chosen emotion by `delta`; the first change starts from the
    /// emotion's intensity before.
    public mutating func adjustRerating(of key: String, by delta: Int) {
        guard emotions.contains(key) else { return }
        let start = reratings[key] ?? intensities[key] ?? Intensity.initial
        reratings[key] = Intensity.clamp(start + delta)
    }

    // MARK: - The next action

    /// Whether the next action's words differ from `baseline`'s (white space at the ends aside):
    /// a new promise.
    public func actionChanged(from baseline: DiaryContent) -> Bool {
        action.trimmingCharacters(in: .whitespacesAndNewlines) != baseline.action.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The content as it is saved over `baseline` (the entry before this edit, nil for a new
    /// one): changing the action makes it a new promise, so its outcome goes; editing anything
    /// else keeps it.
    public func savedOver(_ baseline: DiaryContent?) -> DiaryContent {
        guard let baseline, actionChanged(from: baseline) else { return self }
        var content = self
        content.actionOutcome = nil
        return content
    }

    // MARK: - Thinking traps

    /// Chooses a trap (at the end of the list) or un-chooses it.
    public mutating func toggleTrap(_ key: String) {
        if traps.contains(key) { traps.removeAll { $0 == key } } else { traps.append(key) }
    }

    /// Decodes with defaults for missing fields (an empty text, no emotions, intensities or images; a
    /// missing date is 1970-01-01, so that the entry sorts last rather than being lost).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        emotions = try c.decodeIfPresent([String].self, forKey: .emotions) ?? []
        situation = try c.decodeIfPresent(String.self, forKey: .situation) ?? ""
        thought = try c.decodeIfPresent(String.self, forKey: .thought) ?? ""
        reeval = try c.decodeIfPresent(String.self, forKey: .reeval) ?? ""
        action = try c.decodeIfPresent(String.self, forKey: .action) ?? ""
        date = try c.decodeIfPresent(Date.self, forKey: .date) ?? Date(timeIntervalSince1970: 0)
        images = try c.decodeIfPresent([ImageAttachment].self, forKey: .images) ?? []
        intensities = try Intensity.decode(c, forKey: .intensities)
        reratings = try Intensity.decode(c, forKey: .reratings)
        traps = try c.decodeIfPresent([String].self, forKey: .traps) ?? []
        actionOutcome = try c.decodeIfPresent(ActionOutcome.self, forKey: .actionOutcome)
        starred = try c.decodeIfPresent(Bool.self, forKey: .starred) ?? false
    }
}
