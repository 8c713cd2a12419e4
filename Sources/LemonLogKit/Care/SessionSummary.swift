import Foundation

/// `export --format markdown --summary`: a short document to prepare a session with the
/// therapist. A table, one row per entry oldest first (the date, the situation, the hot thought
/// with its belief before → after, the strongest mood before → after, the traps, how the action
/// went), then the starred entries with their reasons, then the entries to look at with care
/// (crisis words, or a risk emotion rated at the care threshold or more: `CareCheck`'s rules,
/// computed here and stored nowhere). Never loses a word: each cell and item holds its whole
/// text on one line, a typed new line shown as `⏎ ` (`TextSanitizer.singleLine`), and every
/// piece goes through `MarkdownEscape` (a cell's `|` escaped too), so that any CommonMark
/// renderer shows it as written, a table in GitHub's Markdown and plain lines elsewhere.
package struct SessionSummary: Sendable {
    /// Labels, dates, ratings and escaping as the full export writes them.
    let export: MarkdownExport
    /// Whose rules flag an entry.
    let care: CareCheck

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, timeZone: TimeZone = .current) {
        export = MarkdownExport(localizer: localizer, catalog: catalog, timeZone: timeZone)
        care = CareCheck()
    }

    private var formatter: DiaryFormatter { export.formatter }

    /// The whole document for `entries` (sorted here, oldest first).
    package func document(_ entries: [DiaryEntry]) -> String {
        let l = export.localizer
        let ordered = entries.sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
        var lines = ["# " + export.escaped(l("markdown_session_title", ["count": String(ordered.count)])), ""]
        lines += [export.escaped(l("markdown_session_whole_text"), emphasis: "*"), ""]
        lines += ["## " + export.escaped(l("markdown_session_entries_title")), ""]
        if ordered.isEmpty {
            lines += [export.escaped(l("markdown_session_entries_none")), ""]
        } else {
            let heads = ["markdown_session_column_date", "markdown_session_column_situation", "markdown_session_column_thought",
                         "markdown_session_column_mood", "markdown_session_column_traps", "markdown_session_column_action"]
            lines.append(Self.row(heads.map { l($0) }))
            lines.append("|" + String(repeating: " --- |", count: heads.count))
            lines += ordered.map { Self.row(cells($0)) }
            lines.append("")
        }

        lines += ["## " + export.escaped(l("markdown_summary_starred_title")), ""]
        let starred = ordered.filter(\.content.starred)
        if starred.isEmpty {
            lines += [export.escaped(l("markdown_summary_starred_none")), ""]
        } else {
            lines += starred.map { entry in
                var text = head(entry)
                let situation = entry.content.situation
                if !situation.isEmpty { text += ": " + situation }
                if let reason = entry.content.starReason { text += " — " + l("label_star_reason", ["reason": reason]) }
                return item(text)
            } + [""]
        }

        lines += ["## " + export.escaped(l("markdown_session_flags_title")), ""]
        lines += [export.escaped(l("markdown_session_flags_rule", ["threshold": String(care.phrases.threshold)])), ""]
        let flagged = ordered.compactMap { entry in flags(entry.content).map { (entry, $0) } }
        if flagged.isEmpty {
            lines += [export.escaped(l("markdown_session_flags_none")), ""]
        } else {
            lines += flagged.map { entry, reasons in item(head(entry) + ": " + reasons.joined(separator: "; ")) } + [""]
        }
        return lines.joined(separator: "\n")
    }

    /// Why an entry is flagged, in words (crisis words first, then each risk emotion rated
    /// at the threshold or more), or nil when it is not.
    func flags(_ content: DiaryContent) -> [String]? {
        let l = export.localizer
        var reasons: [String] = []
        if care.holdsCrisisWords(content) { reasons.append(l("markdown_session_flag_words")) }
        for (key, rating) in care.strongRatings(content) {
            reasons.append(l("markdown_session_flag_rating", ["emotion": label(key), "rating": String(rating)]))
        }
        return reasons.isEmpty ? nil : reasons
    }

    /// One entry's cells, as text (each made one line and escaped by `row`).
    func cells(_ entry: DiaryEntry) -> [String] {
        let content = entry.content
        // The hot thought, or the thought when no line of it is marked: the words to talk about.
        let hot = content.text(of: .hotThought)
        var thought = hot.isEmpty ? content.thought : hot
        if let belief = BeliefRatings.text(of: .hotThought, in: content) { thought += thought.isEmpty ? belief : " (" + belief + ")" }
        return [formatter.dateInput.editable(content.date, writtenIn: content.timeZone), content.situation, thought,
                strongestMood(content), formatter.traps(content.traps), formatter.actionOutcomeLine(content) ?? ""]
    }

    /// The emotion rated strongest before (the first chosen among equals): `Anxious 80 → 40`,
    /// `→ –` when not re-rated; empty when none was rated.
    func strongestMood(_ content: DiaryContent) -> String {
        let rated = content.emotions.enumerated().compactMap { index, key in content.intensities[key].map { (index, key, $0) } }
        guard let (_, key, rating) = rated.max(by: { ($0.2, $1.0) < ($1.2, $0.0) }) else { return "" }
        return label(key) + " \(rating) → " + (content.reratings[key].map(String.init) ?? "–")
    }

    /// `2026-11-01 10:00 · 3f2a`: an entry as the lists name it.
    private func head(_ entry: DiaryEntry) -> String {
        formatter.dateInput.editable(entry.content.date, writtenIn: entry.content.timeZone) + " · " + DiaryStore.shortID(entry.id)
    }

    /// One list item, on one line, escaped.
    private func item(_ text: String) -> String {
        "- " + Self.cell(text)
    }

    /// An emotion's label in the person's language, on one line.
    private func label(_ key: String) -> String {
        TextSanitizer.singleLine(formatter.catalog.label(key, export.localizer.language))
    }

    /// A table row: `| a | b |`, each cell escaped.
    static func row(_ cells: [String]) -> String {
        "|" + cells.map { " " + cell($0).replacingOccurrences(of: "|", with: "\\|") + " |" }.joined()
    }

    /// Any text as one line of Markdown that renders as the text: its new lines shown as `⏎ `,
    /// nothing left out.
    static func cell(_ text: String) -> String {
        MarkdownEscape.text(TextSanitizer.singleLine(text))
    }
}
