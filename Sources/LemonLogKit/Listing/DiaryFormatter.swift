import Foundation

/// Turns entries and drafts into the lines `list`, `drafts` and `show` print: pure, cut to
/// the terminal width by display width, control characters never passed through.
public struct DiaryFormatter: Sendable {
    public let localizer: Localizer
    public let catalog: EmotionCatalog
    public let trapCatalog: TrapCatalog
    public let dateInput: DateInput
    /// How many characters of each id to print (`DiaryStore.shortIDLength(for:)`): more than 8
    /// only where two ids share their first 8.
    public var shortIDLength = DiaryStore.shortIDMinimum

    public init(localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                timeZone: TimeZone = .current) {
        self.localizer = localizer
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.dateInput = DateInput(language: localizer.language, timeZone: timeZone)
    }

    /// The chosen emotions as labels in the user's language.
    /// A key the catalog does not know is shown as stored, sanitized to one line.
    public func emotions(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(catalog.label($0, localizer.language)) }.joined(separator: ", ")
    }

    /// The chosen emotions with their ratings: `Lonely 70 → 40, Happy 50`; an unrated one
    /// (written before ratings existed) is just its label.
    public func ratedEmotions(_ content: DiaryContent) -> String {
        content.emotions.map { key in
            var text = TextSanitizer.singleLine(catalog.label(key, localizer.language))
            if let before = content.intensities[key] {
                text += " \(before)"
                if let after = content.reratings[key] { text += " → \(after)" }
            }
            return text
        }.joined(separator: ", ")
    }

    /// The chosen thinking traps as labels in the user's language, in the order chosen (a key
    /// the catalog does not know is shown as stored, sanitized to one line).
    public func traps(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(trapCatalog.label($0, localizer.language)) }.joined(separator: ", ")
    }

    /// `Done 2026-11-22 10:00: the note` (one line), or nil while the action is not done.
    public func actionDoneLine(_ content: DiaryContent) -> String? {
        guard let done = content.actionDone else { return nil }
        let date = dateInput.editable(done.at)
        let note = done.note.map(TextSanitizer.singleLine)?.trimmingCharacters(in: .whitespaces) ?? ""
        return note.isEmpty ? localizer("action_done_line", ["date": date])
            : localizer("action_done_note_line", ["date": date, "note": note])
    }

    /// One `list` line: short id, date, emotions, the first line of the situation.
    public func listLine(_ entry: DiaryEntry, width: Int) -> String {
        let content = entry.content
        let head = "\(shortID(entry.id))  \(dateInput.editable(content.date))  \(emotions(content.emotions))"
        return fit(head, firstLine(content.situation), width: width)
    }

    /// The widest the emotion column of `list` grows before labels are cut.
    static let emotionColumnWidth = 28

    /// The `list` lines of several entries, in columns aligned by display width: short id, date,
    /// emotions, the first line of the situation. With a `width` (a terminal) each line is cut
    /// to it; without (a pipe) nothing is cut.
    public func listLines(_ summaries: [EntrySummary], width: Int?) -> [String] {
        zip(summaries, listHeads(summaries)).map { summary, head in
            let situation = firstLine(summary.situationHead)
            var line = situation.isEmpty ? head : head + "  " + situation
            while line.last == " " { line.removeLast() }
            guard let width else { return line }
            return DisplayWidth.truncate(line, toWidth: max(10, width))
        }
    }

    /// The columns of `list` before the situation: short id, date and the emotions, padded to
    /// one width (Korean labels included).
    func listHeads(_ summaries: [EntrySummary]) -> [String] {
        let labels = summaries.map { emotions($0.emotions) }
        let column = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, Self.emotionColumnWidth)
        return zip(summaries, labels).map { summary, label in
            var line = shortID(summary.id) + "  " + dateInput.editable(summary.date)
            if column > 0 { line += "  " + DisplayWidth.pad(label, toWidth: column) }
            return line
        }
    }

    /// How wide a `list --contains` snippet is when piped (no terminal width to fill).
    static let pipedSnippetWidth = 60

    /// The `list --contains` lines: the columns of `listLines`, then where the folded `needle`
    /// matched (`SearchSnippet`, the match in the `.match` tone) instead of the situation's
    /// first line, fitted to `width` (a terminal) or `pipedSnippetWidth` columns. An entry
    /// whose content is not given, or where no single field holds the match, shows the
    /// situation's first line as `list` does.
    public func matchLines(_ summaries: [EntrySummary], contents: [String: DiaryContent], needle: String,
                           width: Int?) -> [StyledLine] {
        zip(summaries, listHeads(summaries)).map { summary, head in
            var line = StyledLine(head)
            let room = width.map { $0 - DisplayWidth.of(head) - 2 } ?? Self.pipedSnippetWidth
            if let content = contents[summary.id], room >= 8,
               let snippet = SearchSnippet.find(needle, in: content, width: room) {
                line.add("  " + snippet.before)
                line.add(snippet.match, .match)
                line.add(snippet.after)
                return line
            }
            let situation = firstLine(summary.situationHead)
            if !situation.isEmpty { line.add("  " + situation) }
            guard let width else { return line }
            return line.truncated(toWidth: max(10, width))
        }
    }

    /// The `actions` lines: short id, date, and the first line of the next action, aligned by
    /// display width as `list` is. With `marks` (`--all`) a done action is marked `✓` (`+` with
    /// `singleWidth`, for a terminal drawing ambiguous glyphs two columns wide) and the others
    /// get the same room. With a `width` (a terminal) each line is cut to it; a pipe gets it whole.
    public func actionLines(_ summaries: [EntrySummary], marks: Bool, singleWidth: Bool = false, width: Int?) -> [String] {
        let check = singleWidth ? SingleWidthGlyphs.apply("✓") : "✓"
        return summaries.map { summary in
            var line = shortID(summary.id) + "  " + dateInput.editable(summary.date) + "  "
            if marks { line += summary.actionDone == nil ? "  " : check + " " }
            line += firstLine(summary.actionHead)
            guard let width else { return line }
            return DisplayWidth.truncate(line, toWidth: max(10, width))
        }
    }

    /// One `drafts` line: short id, last change (relative), step `N/total`, emotions, and the first
    /// line of the text field the draft was left on (the field last edited), else the situation.
    public func draftLine(_ draft: DiaryDraft, now: Date, width: Int) -> String {
        var head = "\(shortID(draft.id))  \(RelativeTime.format(draft.updatedAt, now: now, localizer: localizer))"
        head += "  " + StepTable.label(draft.position.step)
        if let entryID = draft.entryID {
            head += "  (" + localizer("draft_of_entry", ["id": shortID(entryID)]) + ")"
        }
        let chosen = emotions(draft.content.emotions)
        if !chosen.isEmpty { head += "  " + chosen }
        let lastEdited = (draft.position.field ?? draft.position.step.textField).map { draft.content.text(of: $0) }
        let candidates = [lastEdited ?? ""] + DiaryField.textFields.map { draft.content.text(of: $0) }
        let preview = candidates.first { !DiaryValidators.isBlank($0) } ?? ""
        return fit(head, firstLine(preview), width: width)
    }

    /// The whole entry, as `show` prints it piped (`EntryPage`, not wrapped, images by their
    /// stored path).
    public func show(_ entry: DiaryEntry) -> String {
        EntryPage(formatter: self).lines(entry, width: nil).map(\.plain).joined(separator: "\n")
    }

    /// How wide the first line in `about` may be.
    static let aboutLineWidth = 48

    /// What names a draft or an entry to a person, for `delete`'s question: its date and the
    /// first line of its first text that is not blank (cut to `aboutLineWidth` columns).
    public func about(_ item: StoreItem) -> String {
        let content: DiaryContent
        switch item {
        case .draft(let draft): content = draft.content
        case .entry(let entry): content = entry.content
        }
        let date = dateInput.editable(content.date)
        let text = DiaryField.textFields.map { content.text(of: $0) }.first { !DiaryValidators.isBlank($0) } ?? ""
        let line = firstLine(text)
        return line.isEmpty ? date : date + ", \"" + DisplayWidth.truncate(line, toWidth: Self.aboutLineWidth) + "\""
    }

    func shortID(_ id: String) -> String {
        DiaryStore.shortID(id, length: shortIDLength)
    }

    private func firstLine(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return TextSanitizer.singleLine(String(trimmed.split(separator: "\n", maxSplits: 1).first ?? ""))
    }

    private func fit(_ head: String, _ tail: String, width: Int) -> String {
        let line = tail.isEmpty ? TextSanitizer.singleLine(head) : TextSanitizer.singleLine(head) + "  — " + tail
        return DisplayWidth.truncate(line, toWidth: max(10, width))
    }
}
