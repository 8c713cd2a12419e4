import Foundation

/// Draws `DiaryStats` as pictures: bars of how often each emotion came up, small bars of the
/// average intensity before and after the new perspective, and a calendar heatmap of entries
/// per day (rows are weekdays, columns weeks, the current week last). Every line fits `width`
/// columns by display width; a wider terminal gets longer bars and more weeks.
package struct StatsRenderer: Sendable {
    package var localizer: Localizer
    package var catalog: EmotionCatalog
    var trapCatalog: TrapCatalog
    /// Columns to fit (laid out for at least 40; lines wrap at a narrower width, never cut).
    package var width: Int
    /// The range asked for (as `EntryFilter` holds it), for the heatmap and the empty line.
    package var since: Date?
    package var until: Date?
    /// The look shared with the wizard: its glyphs here (ambiguous-width █ ░ · → … drawn in
    /// their single-width ASCII form on a terminal that draws them wide), its colors when the
    /// lines are encoded (`StyledLine.encoded(theme:)`).
    package var theme: Theme
    /// Ambiguous-width glyphs drawn in their single-width form (the theme's `ambiguousIsWide`).
    package var singleWidth: Bool {
        get { theme.ambiguousIsWide }
        set { theme.ambiguousIsWide = newValue }
    }
    package var now: Date
    package var timeZone: TimeZone

    /// Sub-emotions shown under each primary; the rest share one line.
    static let childrenShown = 3
    /// Emotions shown in the before → after section; the rest share one line.
    static let changesShown = 8
    /// The heatmap shows at most a year.
    static let maxWeeks = 53

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped, width: Int, since: Date? = nil, until: Date? = nil,
                singleWidth: Bool = false, now: Date = Date(), timeZone: TimeZone = .current) {
        self.init(localizer: localizer, catalog: catalog, trapCatalog: trapCatalog, width: width, since: since, until: until,
                  theme: Theme(color: false, ambiguousIsWide: singleWidth), now: now, timeZone: timeZone)
    }

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped, width: Int, since: Date? = nil, until: Date? = nil,
                theme: Theme, now: Date = Date(), timeZone: TimeZone = .current) {
        self.localizer = localizer
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.width = width
        self.since = since
        self.until = until
        self.theme = theme
        self.now = now
        self.timeZone = timeZone
    }

    var columns: Int { max(40, width) }
    var language: Language { localizer.language }

    /// The lines to print. With no entry taken: one friendly line.
    package func lines(_ stats: DiaryStats) -> [StyledLine] {
        var lines: [StyledLine]
        if stats.entryCount == 0 {
            lines = [StyledLine(emptyMessage())]
        } else {
            lines = [title(stats), StyledLine()] + emotionLines(stats) + [StyledLine()] + changeLines(stats)
                + [StyledLine()] + beliefLines(stats) + [StyledLine()] + trendLines(stats) + [StyledLine()] + trapLines(stats) + [StyledLine()] + actionLines(stats)
                + [StyledLine()] + heatmapLines(stats)
        }
        return lines.flatMap { line in
            // Laid out to fit at least 40 columns; a line that does not fit (a long title, a
            // narrower terminal) goes on at its next space, never cut inside a number or a date.
            line.glyphs(theme).wrapped(toWidth: width > 0 ? min(width, columns) : columns)
        }
    }

    // MARK: - Title and empty

    private func emptyMessage() -> String {
        let l = localizer
        let from = since.map { StatsCalendar.iso(StatsCalendar.day(of: $0, in: timeZone)) }
        let to = until.map { StatsCalendar.iso(StatsCalendar.day(of: $0.addingTimeInterval(-1), in: timeZone)) }
        switch (from, to) {
        case let (from?, to?): return l("stats_none_between", ["since": from, "until": to])
        case let (from?, nil): return l("stats_none_since", ["since": from])
        case let (nil, to?): return l("stats_none_until", ["until": to])
        case (nil, nil): return l("no_entries")
        }
    }

    private func title(_ stats: DiaryStats) -> StyledLine {
        let l = localizer
        var line = StyledLine("LemonLog", .bold)
        let count = stats.entryCount == 1 ? l("stats_entries_one") : l("stats_entries", ["count": "\(stats.entryCount)"])
        line.add(" · " + count)
        if let first = stats.firstDate, let last = stats.lastDate {
            let (a, b) = (StatsCalendar.day(of: first, in: timeZone), StatsCalendar.day(of: last, in: timeZone))
            line.add(" · " + StatsCalendar.iso(a) + (a == b ? "" : " – " + StatsCalendar.iso(b)), .dim)
        }
        return line
    }

    // MARK: - How often

    func label(_ key: String) -> String { catalog.label(key, language) }

    private func emotionLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        var rows: [(label: String, count: Int, child: Bool)] = []
        var rests: [Int: [DiaryStats.EmotionCount]] = [:]
        for primary in stats.emotions {
            rows.append((label(primary.key), primary.count, false))
            for child in primary.children.prefix(Self.childrenShown) { rows.append(("  " + label(child.key), child.count, true)) }
            if primary.children.count > Self.childrenShown { rests[rows.count - 1] = Array(primary.children.dropFirst(Self.childrenShown)) }
        }
        let labelWidth = min(rows.map { DisplayWidth.of($0.label) }.max() ?? 0, max(12, columns / 4))
        let maxCount = stats.emotions.map(\.count).max() ?? 1
        let digits = String(maxCount).count
        // label, space, bar, space, count, two spaces, "100%".
        let barWidth = max(4, columns - labelWidth - 1 - 1 - digits - 2 - 4)
        var lines = [StyledLine(l("stats_emotions_title"), .bold)]
        for (index, row) in rows.enumerated() {
            var line = StyledLine(DisplayWidth.pad(row.label, toWidth: labelWidth) + " ", row.child ? .plain : .bold)
            let cells = row.count == 0 ? 0 : max(1, Int((Double(row.count) * Double(barWidth) / Double(maxCount)).rounded()))
            line.add(String(repeating: "█", count: cells), row.child ? .subBar : .bar)
            line.add(String(repeating: " ", count: barWidth - cells + 1))
            let percent = Int((Double(row.count) * 100 / Double(stats.entryCount)).rounded())
            line.add(leftPad("\(row.count)", digits) + "  " + leftPad("\(percent)%", 4), row.child ? .dim : .plain)
            lines.append(line)
            if let rest = rests[index] {
                let names = rest.map { label($0.key) + " \($0.count)" }.joined(separator: ", ")
                lines.append(StyledLine("    + " + names, .dim))
            }
        }
        return lines
    }

    // MARK: - Before → after

    private func changeLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        var lines = [StyledLine(l("stats_change_title"), .bold)]
        guard stats.anyRerated else {
            return lines + [StyledLine(l("stats_change_none"), .dim)]
        }
        let shown = stats.changes.prefix(Self.changesShown)
        let labelWidth = min(shown.map { DisplayWidth.of(label($0.key)) }.max() ?? 0, max(12, columns / 4))
        let barWidth = min(40, max(10, columns / 4))
        // label, space, bar, two spaces, "100 → 100 ", "−100": the entries column only when it fits beside them.
        let entriesWidth = shown.map { DisplayWidth.of(entriesText($0.entries)) }.max() ?? 0
        let showsEntries = labelWidth + 1 + barWidth + 2 + 10 + 4 + 2 + entriesWidth <= columns
        for change in shown {
            let (before, after) = (change.shownBefore, change.shownAfter)
            var line = StyledLine(DisplayWidth.pad(label(change.key), toWidth: labelWidth) + " ")
            let afterCells = cells(after, of: barWidth)
            let beforeCells = cells(before, of: barWidth)
            line.add(String(repeating: "█", count: min(afterCells, beforeCells)), .bar)
            if beforeCells > afterCells { line.add(String(repeating: "░", count: beforeCells - afterCells), .eased) }
            if afterCells > beforeCells { line.add(String(repeating: "▓", count: afterCells - beforeCells), .grew) }
            line.add(String(repeating: " ", count: barWidth - max(afterCells, beforeCells) + 2))
            line.add(leftPad("\(before)", 3) + " → " + DisplayWidth.pad("\(after)", toWidth: 3) + " ")
            let delta = change.shownChange
            let sign = delta < 0 ? "−" : delta > 0 ? "+" : ""
            line.add(leftPad(sign + "\(abs(delta))", 4), delta < 0 ? .eased : delta > 0 ? .grew : .plain)
            if showsEntries { line.add("  " + entriesText(change.entries), .dim) }
            lines.append(line)
        }
        if stats.changes.count > Self.changesShown {
            let names = stats.changes.dropFirst(Self.changesShown).map { label($0.key) + " \($0.shownChange < 0 ? "−" : $0.shownChange > 0 ? "+" : "")\(abs($0.shownChange))" }
            lines.append(StyledLine("+ " + names.joined(separator: ", "), .dim))
        }
        var legend = StyledLine(String(repeating: " ", count: labelWidth + 1))
        legend.add("█", .bar)
        legend.add(" " + l("stats_change_legend_after") + "  ", .dim)
        legend.add("░", .eased)
        legend.add(" " + l("stats_change_legend_down") + "  ", .dim)
        legend.add("▓", .grew)
        legend.add(" " + l("stats_change_legend_up"), .dim)
        lines.append(legend)
        if let kept = notReratedLine(stats) { lines.append(StyledLine(kept, .dim)) }
        return lines
    }

    /// `1 entry`, `3 entries`: how many entries an emotion's change is from.
    private func entriesText(_ count: Int) -> String {
        count == 1 ? localizer("stats_change_entries_one") : localizer("stats_change_entries", ["count": "\(count)"])
    }

    /// `12 of 50 rated entries not re-rated: counted as unchanged`, or nil when every rated
    /// entry was re-rated (the rule is `DiaryStats.IntensityChange`'s).
    func notReratedLine(_ stats: DiaryStats) -> String? {
        guard stats.entriesNotRerated > 0 else { return nil }
        return localizer("stats_change_not_rerated", ["count": String(stats.entriesNotRerated), "total": String(stats.entriesRated)])
    }

    private func cells(_ value: Int, of barWidth: Int) -> Int {
        max(0, min(barWidth, Int((Double(value) * Double(barWidth) / 100).rounded())))
    }

    // MARK: - Thinking traps and next actions

    /// Traps shown; the rest share one line.
    static let trapsShown = 8

    private func trapLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        var lines = [StyledLine(l("stats_traps_title"), .bold)]
        guard !stats.traps.isEmpty else { return lines + [StyledLine(l("stats_traps_none"), .dim)] }
        let shown = stats.traps.prefix(Self.trapsShown)
        let labels = shown.map { TextSanitizer.singleLine(trapCatalog.plainLabel($0.key, language)) }
        let labelWidth = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, max(12, columns / 4))
        let maxCount = stats.traps.map(\.count).max() ?? 1
        let digits = String(maxCount).count
        let barWidth = max(4, columns - labelWidth - 1 - 1 - digits - 2 - 4)
        for (trap, label) in zip(shown, labels) {
            var line = StyledLine(DisplayWidth.pad(label, toWidth: labelWidth) + " ")
            let cells = max(1, Int((Double(trap.count) * Double(barWidth) / Double(maxCount)).rounded()))
            line.add(String(repeating: "█", count: cells), .bar)
            line.add(String(repeating: " ", count: barWidth - cells + 1))
            let percent = Int((Double(trap.count) * 100 / Double(stats.entryCount)).rounded())
            line.add(leftPad("\(trap.count)", digits) + "  " + leftPad("\(percent)%", 4))
            lines.append(line)
        }
        if stats.traps.count > Self.trapsShown {
            let names = stats.traps.dropFirst(Self.trapsShown)
                .map { TextSanitizer.singleLine(trapCatalog.plainLabel($0.key, language)) + " \($0.count)" }
            lines.append(StyledLine("+ " + names.joined(separator: ", "), .dim))
        }
        return lines
    }

    /// `Next actions  ██████░░░░  4 of 7 followed up`, then the outcomes by status (neutral
    /// words: a dropped action is information) and the average mastery and pleasure.
    private func actionLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        var line = StyledLine(l("stats_actions_title"), .bold)
        guard stats.actionsTotal > 0 else { return [line, StyledLine(l("stats_actions_none"), .dim)] }
        let followed = l("stats_actions", ["followed": "\(stats.actionsFollowedUp)", "total": "\(stats.actionsTotal)"])
        // The bar gives way first, so that the count stays on the line.
        let barWidth = min(40, max(4, min(columns / 4, columns - line.width - DisplayWidth.of(followed) - 4)))
        let done = Int((Double(stats.actionsFollowedUp) * Double(barWidth) / Double(stats.actionsTotal)).rounded())
        line.add("  ")
        line.add(String(repeating: "█", count: done), .bar)
        line.add(String(repeating: "░", count: barWidth - done), .dim)
        line.add("  " + followed)
        return [line] + Self.outcomeLines(stats, l)
    }

    /// The followed-up actions by status (`Done 4 · Partly done 5`) and the average mastery and
    /// pleasure, each line only when it has something: under `stats`' action bar and in the week.
    static func outcomeLines(_ stats: DiaryStats, _ l: Localizer) -> [StyledLine] {
        var lines: [StyledLine] = []
        let statuses = ActionStatus.allCases.compactMap { status -> String? in
            guard let count = stats.actionsByStatus[status], count > 0 else { return nil }
            return l("action_status_" + status.rawValue) + " " + String(count)
        }
        if !statuses.isEmpty { lines.append(StyledLine("  " + statuses.joined(separator: " · "))) }
        var ratings: [String] = []
        for (key, average) in [("stats_actions_mastery", stats.mastery), ("stats_actions_pleasure", stats.pleasure)] {
            guard let average else { continue }
            ratings.append(l(key, ["average": String(format: "%.1f", average.average), "count": String(average.count)]))
        }
        if !ratings.isEmpty { lines.append(StyledLine("  " + ratings.joined(separator: " · "), .dim)) }
        if let predictions = stats.predictions {
            lines.append(StyledLine("  " + l(predictions.actions == 1 ? "stats_actions_predictions_one" : "stats_actions_predictions", [
                "before": String(Int(predictions.before.rounded())), "after": String(Int(predictions.after.rounded())),
                "count": String(predictions.actions),
            ]), .dim))
        }
        return lines
    }

    func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) + text
    }
}
