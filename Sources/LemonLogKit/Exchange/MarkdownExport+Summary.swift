import Foundation

/// The summary that opens the Markdown export (`ReviewSummary`, computed in the core), laid out
/// as a section: the dates and the number of entries, the traps with their emotions, the mood
/// before → after with the count not re-rated and how it is counted, the next actions by status,
/// the starred entries. Every piece of text goes through `escaped`, as the entries do.
extension MarkdownExport {
    /// The summary's lines (a `##` section ending in a blank line); none without entries.
    func summarySection(_ summary: ReviewSummary) -> [String] {
        guard summary.entryCount > 0, let first = summary.firstDate, let last = summary.lastDate else { return [] }
        let l = localizer
        var lines = ["## " + escaped(l("markdown_summary_title")), ""]
        lines += [escaped(l("markdown_summary_dates", ["dates": dayRange(first, last), "count": String(summary.entryCount)])), ""]

        lines += ["### " + escaped(l("markdown_summary_traps_title")), ""]
        if summary.traps.isEmpty {
            lines += [escaped(l("markdown_summary_traps_none")), ""]
        } else {
            lines += summary.traps.map { trap in
                let name = TextSanitizer.singleLine(formatter.trapCatalog.label(trap.key, localizer.language))
                let emotions = trap.emotions.map { label($0.key) + " (\($0.count))" }.joined(separator: ", ")
                let key = emotions.isEmpty ? "markdown_summary_trap_alone" : "markdown_summary_trap"
                return item(l(key, ["trap": name, "count": String(trap.count), "emotions": emotions]))
            } + [""]
        }

        lines += ["### " + escaped(l("markdown_summary_mood_title")), ""]
        if summary.mood.isEmpty {
            lines += [escaped(l("markdown_summary_mood_none")), ""]
        } else {
            lines += summary.mood.map { change in
                var arguments = ["emotion": label(change.key), "before": String(change.shownBefore),
                                 "after": String(change.shownAfter), "count": String(change.entries)]
                arguments["kept"] = String(change.notRerated)
                return item(l(change.notRerated > 0 ? "markdown_summary_mood_kept" : "markdown_summary_mood", arguments))
            } + [""]
            lines += [escaped(l("markdown_summary_mood_rule", ["count": String(summary.entriesNotRerated),
                                                               "total": String(summary.entriesRated)])), ""]
        }
        if let belief = summary.beliefChange {
            lines += [escaped(l("markdown_summary_belief", ["before": String(Int(belief.before.rounded())),
                                                            "after": String(Int(belief.after.rounded())),
                                                            "count": String(belief.entries)])), ""]
        }

        lines += ["### " + escaped(l("markdown_summary_actions_title")), ""]
        if summary.actionsTotal == 0 {
            lines += [escaped(l("markdown_summary_actions_none")), ""]
        } else {
            lines += ActionStatus.allCases.map { item(formatter.statusWord($0) + " " + String(summary.actionsByStatus[$0] ?? 0)) }
            lines += [item(l("markdown_summary_actions_open") + " " + String(summary.actionsOpen)), ""]
        }

        lines += ["### " + escaped(l("markdown_summary_starred_title")), ""]
        if summary.starred.isEmpty {
            lines += [escaped(l("markdown_summary_starred_none")), ""]
        } else {
            lines += summary.starred.map { starred in
                let head = formatter.dateInput.editable(starred.date) + " · " + DiaryStore.shortID(starred.id)
                let line = TextSanitizer.singleLine(starred.firstLine)
                return item(line.isEmpty ? head : head + ": " + line)
            } + [""]
        }
        return lines
    }

    /// One list item: `- ` and the text escaped.
    private func item(_ text: String) -> String {
        "- " + escaped(text)
    }

    /// An emotion's label in the person's language, on one line.
    private func label(_ key: String) -> String {
        TextSanitizer.singleLine(formatter.catalog.label(key, localizer.language))
    }

    /// `2026-11-01 – 2026-11-20` (local days), or one day.
    private func dayRange(_ first: Date, _ last: Date) -> String {
        let zone = formatter.dateInput.timeZone
        let (a, b) = (StatsCalendar.day(of: first, in: zone), StatsCalendar.day(of: last, in: zone))
        return StatsCalendar.iso(a) + (a == b ? "" : " – " + StatsCalendar.iso(b))
    }
}
