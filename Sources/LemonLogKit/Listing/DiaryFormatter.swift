import Foundation

/// Turns entries and drafts into the lines `list`, `drafts` and `show` print: pure, cut to
/// the terminal width by display width, control characters never passed through.
package struct DiaryFormatter: Sendable {
    package let localizer: Localizer
    package let catalog: EmotionCatalog
    let trapCatalog: TrapCatalog
    package let dateInput: DateInput
    /// How many characters of each id to print (`DiaryStore.shortIDLength(for:)`): more than 8
    /// only where two ids share their first 8.
    package var shortIDLength = DiaryStore.shortIDMinimum
    /// The diary each conflict copy an import made came from, by the copy's id (`DiaryEntry.importedFrom`):
    /// its line says "from jrnl". The index does not keep it; `drafts` reads it from the copies.
    package var copySources: [String: String] = [:]
    /// Whether the terminal draws East Asian ambiguous glyphs two columns wide: the star is
    /// then its single-width stand-in (`SingleWidthGlyphs`).
    package var singleWidth = false

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                timeZone: TimeZone = .current) {
        self.localizer = localizer
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.dateInput = DateInput(language: localizer.language, timeZone: timeZone)
    }

    /// The chosen emotions as labels in the user's language.
    /// A key the catalog does not know is shown as stored, sanitized to one line.
    package func emotions(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(catalog.label($0, localizer.language)) }.joined(separator: ", ")
    }

    /// The mood column: each chosen emotion with its rating before, `Lonely 70, Happy 50, Calm`
    /// (an unrated one is its label alone).
    func moodsBefore(_ content: DiaryContent) -> String {
        content.emotions.map { key in
            TextSanitizer.singleLine(catalog.label(key, localizer.language)) + (content.intensities[key].map { " \($0)" } ?? "")
        }.joined(separator: ", ")
    }

    /// The re-rated moods, the record's last column: each chosen emotion with how strong it is
    /// now, `Lonely 40, Happy –` (`–` for one not re-rated); nil when none was re-rated.
    func moodsAfter(_ content: DiaryContent) -> String? {
        guard content.emotions.contains(where: { content.reratings[$0] != nil }) else { return nil }
        return content.emotions.map { key in
            TextSanitizer.singleLine(catalog.label(key, localizer.language)) + " " + (content.reratings[key].map(String.init) ?? "–")
        }.joined(separator: ", ")
    }

    /// The chosen thinking traps as labels in the user's language, in the order chosen (a key
    /// the catalog does not know is shown as stored, sanitized to one line).
    package func traps(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(trapCatalog.label($0, localizer.language)) }.joined(separator: ", ")
    }

    /// `When: 2026-11-27 18:00` (a whole day without a time), or nil when no time is set.
    func actionDueLine(_ content: DiaryContent) -> String? {
        content.actionDue.map { localizer("field_actionDue") + ": " + dateInput.dueEditable($0) }
    }

    /// `Partly done 2026-11-22 10:00 · mastery 6/10 · pleasure 4/10: the note` (one line), or
    /// nil until the person said how the action went.
    func actionOutcomeLine(_ content: DiaryContent) -> String? {
        content.actionOutcome.map { outcomeLine($0, note: $0.note.map(TextSanitizer.singleLine)) }
    }

    /// An outcome as words: its status and when, the ratings given, then `: note` when there is
    /// one (the caller decides how the note is cleaned: one line here, whole in Markdown).
    package func outcomeLine(_ outcome: ActionOutcome, note: String?) -> String {
        var line = localizer("action_outcome_line", ["status": statusWord(outcome.status), "date": dateInput.editable(outcome.at)])
        if let mastery = outcome.mastery { line += " · " + localizer("action_outcome_mastery", ["value": String(mastery)]) }
        if let pleasure = outcome.pleasure { line += " · " + localizer("action_outcome_pleasure", ["value": String(pleasure)]) }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return note.isEmpty ? line : line + ": " + note
    }

    /// The lines under an outcome: `Learned: …` (`learned` cleaned by the caller, as the note is)
    /// and `Mood after: Calm 60`; empty when neither was told.
    package func outcomeDetailLines(_ outcome: ActionOutcome, learned: String?) -> [String] {
        var lines: [String] = []
        if let learned, !learned.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            lines.append(localizer("action_outcome_learned", ["learned": learned]))
        }
        if let mood = outcome.moodAfter {
            let name = catalog.label(mood.emotion, localizer.language)
            lines.append(localizer("action_outcome_mood", ["mood": "\(name) \(mood.intensity)"]))
        }
        return lines
    }

    /// The status in the person's language: Done, Partly done, Not done, Dropped.
    package func statusWord(_ status: ActionStatus) -> String {
        localizer("action_status_" + status.rawValue)
    }

    /// The mark of a starred entry: `★`, or `*` with `singleWidth`.
    package var star: String { singleWidth ? SingleWidthGlyphs.apply("★") : "★" }

    /// The `list` lines of several entries, in columns aligned by display width: short id, date,
    /// emotions, the first line of the situation. With a `width` (a terminal) the columns fit it
    /// whole or are left out (`ListColumns`: the text under its entry on a narrow terminal) and
    /// only the text is cut, with `…`; without (a pipe) nothing is cut or left out. With
    /// `reasons` (`list --starred`), a starred entry's reason follows its text.
    package func listLines(_ summaries: [EntrySummary], width: Int?, reasons: Bool = false) -> [String] {
        let (heads, columns) = listHeads(summaries, width: width)
        return zip(summaries, heads).flatMap { summary, head -> [String] in
            var text = firstLine(summary.situationHead)
            if reasons, summary.starred, let reason = summary.content.starReason {
                text += (text.isEmpty ? "" : "  · ") + localizer("label_star_reason", ["reason": firstLine(reason)])
            }
            if let original = summary.conflictOf {
                let id = shortID(original)
                let copy = copySources[summary.id].map { localizer("conflict_copy_of_from", ["id": id, "source": $0]) }
                    ?? localizer("conflict_copy_of", ["id": id])
                text = "(" + copy + ")" + (text.isEmpty ? "" : "  " + text)
            }
            var line = head
            while line.last == " " { line.removeLast() }
            guard let width else { return [text.isEmpty ? line : head + "  " + text] }
            if columns.twoLines {
                return text.isEmpty ? [line] : [line, DisplayWidth.truncate(ListColumns.textIndent + text, toWidth: max(10, width))]
            }
            return [DisplayWidth.truncate(text.isEmpty ? line : head + "  " + text, toWidth: max(10, width))]
        }
    }

    /// The emotions of a `list` line, from the index: the strongest (the highest rating before
    /// the new perspective, the first chosen of equals) first with its rating, `Lonely 70`, then
    /// the others by label in the order chosen. With none rated, the labels in the order chosen.
    func strongestFirst(_ summary: EntrySummary) -> String {
        emotionItems(summary).joined(separator: ", ")
    }

    /// `strongestFirst`'s items, one an emotion, for `ListColumns` to keep whole.
    func emotionItems(_ summary: EntrySummary) -> [String] {
        let ratings = summary.content.intensities
        let labels = summary.emotions.map { TextSanitizer.singleLine(catalog.label($0, localizer.language)) }
        let rated = summary.emotions.indices.compactMap { index -> (index: Int, rating: Int)? in
            guard let rating = ratings[summary.emotions[index]] else { return nil }
            return (index, rating)
        }
        guard let strongest = rated.max(by: { ($0.rating, $1.index) < ($1.rating, $0.index) }) else { return labels }
        var others = labels
        others.remove(at: strongest.index)
        return [labels[strongest.index] + " \(strongest.rating)"] + others
    }

    /// The columns of `list` before the text: short id, the star (a column only when one of the
    /// entries is starred), date and the emotions (`strongestFirst`, whole items fitted by
    /// `ListColumns` on a terminal), padded to one width (Korean labels included).
    func listHeads(_ summaries: [EntrySummary], width: Int?) -> ([String], ListColumns) {
        let stars = summaries.contains(where: \.starred)
        // An entry written in another zone shows its time there, and the place (`02:30 (New York)`).
        let dates = summaries.map { dateInput.editable($0.date, writtenIn: $0.content.timeZone) }
        let dateWidth = dates.map { DisplayWidth.of($0) }.max() ?? 0
        func fronts(withTime: Bool) -> [String] {
            zip(summaries, dates).map { summary, date in
                shortID(summary.id) + "  " + (stars ? (summary.starred ? star + " " : "  ") : "")
                    + (withTime ? DisplayWidth.pad(date, toWidth: dateWidth) : String(date.prefix(10)))
            }
        }
        let items = summaries.map(emotionItems)
        let widest = items.map { DisplayWidth.of($0.joined(separator: ", ")) }.max() ?? 0
        func layout(_ fronts: [String]) -> (ListColumns, [String]) {
            let columns = ListColumns.fitting(headWidth: fronts.map { DisplayWidth.of($0) }.max() ?? 0, widestEmotions: widest,
                                              width: width)
            return (columns, items.map { ListColumns.emotions($0, room: columns.emotionRoom) })
        }
        var front = fronts(withTime: true)
        var (columns, labels) = layout(front)
        if zip(items, labels).contains(where: { !$0.isEmpty && $1.isEmpty }) {
            // No room for an emotion beside the time: the time is the column left out.
            front = fronts(withTime: false)
            (columns, labels) = layout(front)
        }
        let fronts = front
        let column = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let heads = zip(fronts, labels).map { front, label in
            column > 0 ? front + "  " + label + String(repeating: " ", count: column - DisplayWidth.of(label)) : front
        }
        return (heads, columns)
    }

    /// How wide a `list --contains` snippet is when piped (no terminal width to fill).
    static let pipedSnippetWidth = 60

    /// The `list --contains` lines: the columns of `listLines`, then where the folded `needle`
    /// matched (`SearchSnippet`, the match in the `.match` tone) instead of the situation's
    /// first line, fitted to `width` (a terminal) or `pipedSnippetWidth` columns. An entry
    /// whose content is not given, or where no single field holds the match, shows the
    /// situation's first line as `list` does.
    package func matchLines(_ summaries: [EntrySummary], contents: [String: DiaryContent], needle: String,
                           width: Int?) -> [StyledLine] {
        zip(summaries, listHeads(summaries, width: width).0).map { summary, head in
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

    /// The `actions` lines, in the agenda's order (`ActionAgenda`): short id, where the action
    /// stands at `now` (overdue, today, upcoming, no time; a word, never color alone) and its due
    /// time (the entry's date instead when no action shown has a time), then the first line of
    /// the next action, aligned by display width as `list` is.
    /// With `marks` (`--all`) an action with an outcome is marked `✓` (`+` with `singleWidth`,
    /// for a terminal drawing ambiguous glyphs two columns wide) and the others get the same
    /// room, and its outcome follows (status, when, ratings, the note's first line). With a
    /// `width` (a terminal) each line is cut to it; a pipe gets it whole.
    package func actionLines(_ summaries: [EntrySummary], marks: Bool, singleWidth: Bool = false, width: Int?,
                            now: Date = Date()) -> [String] {
        let check = singleWidth ? SingleWidthGlyphs.apply("✓") : "✓"
        let ordered = ActionAgenda.ordered(summaries, dates: dateInput, now: now)
        let words = ordered.map { localizer("actions_group_" + ActionAgenda.group($0, dates: dateInput, now: now).key) }
        let times = ordered.map { $0.actionDue.map(dateInput.dueEditable) ?? "" }
        let wordWidth = words.map { DisplayWidth.of($0) }.max() ?? 0
        let timeWidth = times.map { DisplayWidth.of($0) }.max() ?? 0
        func pad(_ text: String, _ width: Int) -> String { DisplayWidth.pad(text, toWidth: width) }
        return ordered.indices.map { index in
            let summary = ordered[index]
            // Where no action has a time, the entry's date stands in and no word is needed.
            var line = shortID(summary.id) + "  "
            line += timeWidth > 0 ? pad(words[index], wordWidth) + "  " + pad(times[index], timeWidth) + "  "
                : dateInput.editable(summary.date) + "  "
            if marks { line += summary.actionOutcome == nil ? "  " : check + " " }
            line += firstLine(summary.actionHead)
            if marks, let outcome = summary.actionOutcome {
                line += "  — " + outcomeLine(outcome, note: outcome.note.map(TextSanitizer.singleLine))
            }
            guard let width else { return line }
            return DisplayWidth.truncate(line, toWidth: max(10, width))
        }
    }

    /// The whole entry, as `show` prints it piped (`EntryPage`, not wrapped, images by their
    /// stored path).
    package func show(_ entry: DiaryEntry) -> String {
        EntryPage(formatter: self).lines(entry, width: nil).map(\.plain).joined(separator: "\n")
    }

    /// How wide the first line in `about` may be.
    static let aboutLineWidth = 48

    /// What names a draft or an entry to a person, for `delete`'s question: its date and the
    /// first line of its first text that is not blank (cut to `aboutLineWidth` columns).
    package func about(_ item: StoreItem) -> String {
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
        TextSanitizer.singleLine(EntrySummary.head(text))
    }
}
