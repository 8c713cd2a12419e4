import Foundation

/// What the person writes: the chosen emotions, the texts (by field, as the field table declares
/// them), the thinking traps, the date and the images; how the next action went; and the star.
package struct DiaryContent: Codable, Sendable, Equatable {
    /// Chosen emotion keys from the catalog (e.g. `sadness.lonely`), in the order chosen.
    package var emotions: [String]
    /// The texts, by text field (`FieldTable.textFields`); an empty text is absent (so that two
    /// contents with the same words are equal however they were made).
    package private(set) var texts: [DiaryField: String]
    /// When the described moment happened; defaults to the time the entry was started.
    package var date: Date
    package var images: [ImageAttachment]
    /// How strongly each chosen emotion was felt, 0–100, by emotion key: only the ones the
    /// person rated (a chosen emotion stays unrated until rated; entries written before
    /// intensities existed, format version 1, have none).
    package var intensities: [String: Int]
    /// How strong each emotion is after the new perspective (the re-rating), by emotion key:
    /// only the ones the person re-rated.
    package var reratings: [String: Int]
    /// Thinking-trap keys from the trap catalog (e.g. `mind_reading`), in the order chosen;
    /// empty for entries written before traps existed (format versions 1 and 2).
    package var traps: [String]
    /// When the person means to do the next action (`ActionDue`: a day's start means the whole
    /// day); nil when no time is set. Cleared, like the outcome, when the action's text changes.
    package var actionDue: Date?
    /// How the next action went, once the person said so (`lemonlog actions done`); cleared
    /// when the action's text changes (a new promise).
    package var actionOutcome: ActionOutcome?
    /// Starred to bring to the next session (`lemonlog star`); false for entries written before stars existed.
    package var starred: Bool
    /// Why it is starred, in the person's words (`lemonlog star <id> --why TEXT`); nil when no
    /// reason was given, and cleared with the star.
    package var starReason: String?
    /// The IANA name of the time zone the entry was written in (`America/New_York`), when its
    /// source kept one (a Day One entry): its time is shown as it was there. Nil for most.
    package var timeZone: String?
    /// How much the hot thought and the balanced thought are believed, 0–100, by belief field
    /// (`FieldTable.beliefFields`): only the ones rated.
    var beliefs: [DiaryField: Int] = [:]

    /// A content with `texts` by field (only text fields are kept: `setText`).
    package init(
        emotions: [String] = [], texts: [DiaryField: String] = [:], date: Date = Date(), images: [ImageAttachment] = [],
        intensities: [String: Int] = [:], reratings: [String: Int] = [:], traps: [String] = [],
        actionOutcome: ActionOutcome? = nil, starred: Bool = false, actionDue: Date? = nil
    ) {
        self.actionDue = actionDue
        self.starred = starred
        self.traps = traps
        self.actionOutcome = actionOutcome
        self.emotions = emotions
        self.texts = [:]
        self.date = date
        self.images = images
        self.intensities = intensities
        self.reratings = reratings
        for (field, text) in texts { setText(text, of: field) }
    }

    package var situation: String {
        get { text(of: .situation) }
        set { setText(newValue, of: .situation) }
    }
    package var thought: String {
        get { text(of: .thought) }
        set { setText(newValue, of: .thought) }
    }
    package var reeval: String {
        get { text(of: .reeval) }
        set { setText(newValue, of: .reeval) }
    }
    package var action: String {
        get { text(of: .action) }
        set { setText(newValue, of: .action) }
    }

    /// The text of one of the text fields (empty for any other field, and for one not written).
    /// A marked line not marked is the marked field's only line, if it has one line (a thought of
    /// one line is the hot thought).
    package func text(of field: DiaryField) -> String {
        if let text = texts[field] { return text }
        if case .mark(let source, _) = FieldTable.kind(of: field) { return Self.onlyLine(of: text(of: source)) ?? "" }
        return ""
    }

    /// The lines of a text that hold more than white space, trimmed: what a mark chooses from.
    static func markableLines(of text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingScalars(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `markableLines(of:)`'s line when it gives exactly one: asked each time the hot thought is
    /// read, so only that line is trimmed, and the lines after a second are not looked at.
    ///
    /// Split on the scalars, not the characters (an index reads every entry's hot thought): a
    /// line break is always a character of its own (CR LF a pair of them, with nothing between),
    /// so the lines are the same.
    static func onlyLine(of text: String) -> String? {
        let scalars = text.unicodeScalars
        var found: Substring.UnicodeScalarView?
        var start = scalars.startIndex
        var index = start
        func take(_ line: Substring.UnicodeScalarView) -> Bool {
            guard line.contains(where: { !CharacterSet.whitespaces.contains($0) }) else { return true }
            guard found == nil else { return false }
            found = line
            return true
        }
        while index < scalars.endIndex {
            switch scalars[index].value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
                guard take(scalars[start..<index]) else { return nil }
                start = scalars.index(after: index)
            default: break
            }
            index = scalars.index(after: index)
        }
        guard take(scalars[start..<index]) else { return nil }
        return found.map { Substring($0).trimmingScalars(in: .whitespaces) }
    }

    /// Moves a belief rating by `delta`, within 0–100: the first press on an unrated one gives
    /// its start itself (50 for a first rating; an after-rating its rating before), so that 50
    /// takes one press, as the paper record's "0–100%" starts in the middle.
    mutating func adjustBelief(_ field: DiaryField, by delta: Int) {
        guard FieldTable.spec(of: field).isBelief else { return }
        if let rated = beliefs[field] {
            beliefs[field] = Intensity.clamp(rated + delta)
        } else {
            beliefs[field] = BeliefRatings.before(field).flatMap { beliefs[$0] } ?? Intensity.initial
        }
    }

    /// Replaces the text of one of the text fields (nothing happens for any other field).
    /// A mark that is what its field's only line gives anyway is kept as not marked, so that two
    /// contents with the same words stay equal whether the mark was written out or not.
    mutating func setText(_ text: String, of field: DiaryField) {
        guard FieldTable.spec(of: field).isText else { return }
        texts[field] = nil
        texts[field] = text.isEmpty || text == self.text(of: field) ? nil : text
    }

    // MARK: - Emotions and their intensity

    /// Chooses an emotion (at the end of the list), unrated: the rating is the person's to give.
    package mutating func choose(_ key: String) {
        guard !emotions.contains(key) else { return }
        emotions.append(key)
    }

    /// Sets the chosen emotions to `keys` (in that order): kept ones keep their ratings, new
    /// ones are unrated, dropped ones lose theirs.
    package mutating func setEmotions(_ keys: [String]) {
        for key in emotions where !keys.contains(key) { unchoose(key) }
        emotions = []
        for key in keys { choose(key) }
    }

    /// Un-chooses an emotion, with its intensity and re-rating.
    mutating func unchoose(_ key: String) {
        emotions.removeAll { $0 == key }
        intensities[key] = nil
        reratings[key] = nil
    }

    /// Moves the intensity of a chosen emotion by `delta`, within 0–100 (the first move of an
    /// unrated one starts from `Intensity.initial`). Nothing happens for an emotion that is not chosen.
    mutating func adjustIntensity(of key: String, by delta: Int) {
        guard emotions.contains(key) else { return }
        intensities[key] = Intensity.clamp((intensities[key] ?? Intensity.initial) + delta)
    }

    /// Moves the re-rating of a chosen emotion by `delta`; the first change starts from the
    /// emotion's intensity before (from `Intensity.initial` when it was left unrated).
    mutating func adjustRerating(of key: String, by delta: Int) {
        guard emotions.contains(key) else { return }
        let start = reratings[key] ?? intensities[key] ?? Intensity.initial
        reratings[key] = Intensity.clamp(start + delta)
    }

    // MARK: - The next action

    /// Whether the next action's words differ from `baseline`'s (white space at the ends aside):
    /// a new promise.
    func actionChanged(from baseline: DiaryContent) -> Bool {
        action.trimmingCharacters(in: .whitespacesAndNewlines) != baseline.action.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The content as it is saved over `baseline` (the entry before this edit, nil for a new
    /// one): changing the action makes it a new promise, so its outcome and its due time go;
    /// editing anything else keeps them.
    func savedOver(_ baseline: DiaryContent?) -> DiaryContent {
        guard let baseline, actionChanged(from: baseline) else { return self }
        var content = self
        content.actionOutcome = nil
        // A due time the person set in this very edit belongs to the new promise and stays.
        if content.actionDue == baseline.actionDue { content.actionDue = nil }
        return content
    }

    // MARK: - Thinking traps

    /// Chooses a trap (at the end of the list) or un-chooses it.
    mutating func toggleTrap(_ key: String) {
        if traps.contains(key) { traps.removeAll { $0 == key } } else { traps.append(key) }
    }

    /// Reads every row of the field table (`FieldTable.columns`), each with its default when
    /// missing (an empty text, no emotions, intensities or images; a missing date is 1970-01-01, so
    /// that the entry sorts last rather than being lost).
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ColumnKey.self)
        self.init(date: Date(timeIntervalSince1970: 0))
        for column in FieldTable.columns(in: .files) { try column.read(&self, c) }
    }

    /// Writes every row of the field table as its row says (every text, an empty one too; the
    /// outcome and the due time once there are, `starred` only when true).
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: ColumnKey.self)
        for column in FieldTable.columns(in: .files) { try column.write(self, &c) }
    }
}
