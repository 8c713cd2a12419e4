import Foundation

/// Lays out a `WeekReview`: last week and this week side by side (last week on the left, in
/// the order they came), each section's rows level with the other week's, in two columns by
/// display width; stacked (last week above) when `width` is under `sideBySideWidth`. Every
/// line fits `width` (a longer one goes on at its next space, never cut).
package struct WeekReviewRenderer: Sendable {
    package var localizer: Localizer
    package var catalog: EmotionCatalog
    var trapCatalog: TrapCatalog
    package var width: Int
    package var theme: Theme
    package var timeZone: TimeZone

    /// The narrowest width that shows the weeks side by side.
    package static let sideBySideWidth = 70
    /// Emotions and traps listed per week.
    static let moodsShown = 5
    static let trapsShown = 3
    /// Between the two columns.
    static let gutter = " | "

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                 width: Int, theme: Theme = Theme(color: false), timeZone: TimeZone = .current) {
        self.localizer = localizer
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.width = width
        self.theme = theme
        self.timeZone = timeZone
    }

    var language: Language { localizer.language }
    var columns: Int { max(20, width) }

    /// The lines to print.
    package func lines(_ review: WeekReview) -> [StyledLine] {
        let weeks = [(review.lastWeek, "review_week_last"), (review.thisWeek, "review_week_this")]
        let sections = weeks.map { weekSections($0.0, titleKey: $0.1) }
        // A section neither week has anything for is left out.
        let kept = sections[0].indices.filter { index in index == 0 || sections.contains { !$0[index].isEmpty } }
        let title = StyledLine("LemonLog", .bold).adding(" · " + localizer("review_week_title"), .dim)
        var lines = wrap(title, columns) + [StyledLine()]
        if columns >= Self.sideBySideWidth {
            let half = (columns - Self.gutter.count) / 2
            for (place, index) in kept.enumerated() {
                let (left, right) = (filled(sections[0][index]).flatMap { wrap($0, half) },
                                     filled(sections[1][index]).flatMap { wrap($0, half) })
                for row in 0..<max(left.count, right.count) {
                    var line = row < left.count ? left[row] : StyledLine()
                    let right = row < right.count ? right[row] : StyledLine()
                    if right.width > 0 {
                        line.add(String(repeating: " ", count: max(0, half - line.width)) + Self.gutter)
                        line.pieces += right.pieces
                    }
                    lines.append(line)
                }
                if place < kept.count - 1 { lines.append(StyledLine()) }
            }
        } else {
            for (number, week) in sections.enumerated() {
                let shown = kept.map { filled(week[$0]) }
                for (place, section) in shown.enumerated() {
                    lines += section.flatMap { wrap($0, columns) }
                    if place < shown.count - 1 { lines.append(StyledLine()) }
                }
                if number == 0 { lines += [StyledLine(), StyledLine()] }
            }
        }
        return lines
    }

    private func wrap(_ line: StyledLine, _ width: Int) -> [StyledLine] {
        line.glyphs(theme).wrapped(toWidth: width)
    }

    /// A section as shown: its lines, or a dash when the week has nothing for it.
    private func filled(_ section: [StyledLine]) -> [StyledLine] {
        section.isEmpty ? [StyledLine("–", .dim)] : section
    }

    /// The week's sections in order (header, moods, belief, traps, actions, helped, starred);
    /// an empty one when the week has nothing for it.
    private func weekSections(_ week: WeekReview.Week, titleKey: String) -> [[StyledLine]] {
        let l = localizer
        let stats = week.stats
        var header = [StyledLine(l(titleKey), .bold).adding(" · " + StatsCalendar.iso(week.firstDay) + " – "
            + StatsCalendar.iso(week.firstDay + 6).dropFirst(5), .dim)]
        var counts = stats.entryCount == 0 ? l("review_week_none")
            : stats.entryCount == 1 ? l("stats_entries_one") : l("stats_entries", ["count": "\(stats.entryCount)"])
        if let checkIns = week.checkIns { counts += " · " + l("review_week_checkins", ["count": "\(checkIns)"]) }
        header.append(StyledLine(counts))
        return [header, moodLines(stats), beliefLines(stats), trapLines(stats), actionLines(stats),
                helpedLines(week.helped), starredLines(week.starred)]
    }

    private func label(_ key: String) -> String { TextSanitizer.singleLine(catalog.label(key, language)) }

    private func moodLines(_ stats: DiaryStats) -> [StyledLine] {
        guard !stats.changes.isEmpty else { return [] }
        let shown = stats.changes.prefix(Self.moodsShown)
        let labelWidth = min(shown.map { DisplayWidth.of(label($0.key)) }.max() ?? 0, 14)
        var lines = [StyledLine(localizer("review_week_mood"), .bold)]
        for change in shown {
            let delta = change.shownChange
            var line = StyledLine("  " + DisplayWidth.pad(label(change.key), toWidth: labelWidth) + " ")
            line.add(pad("\(change.shownBefore)", 3) + " → " + pad("\(change.shownAfter)", 3))
            line.add(" " + signed(delta), delta < 0 ? .eased : delta > 0 ? .grew : .dim)
            lines.append(line)
        }
        if stats.changes.count > shown.count {
            lines.append(StyledLine("  + " + stats.changes.dropFirst(shown.count).map { label($0.key) }.joined(separator: ", "), .dim))
        }
        return lines
    }

    private func beliefLines(_ stats: DiaryStats) -> [StyledLine] {
        guard let belief = stats.beliefs.first(where: { $0.after != nil }), let after = belief.shownAfter,
              let delta = belief.shownChange else { return [] }
        var line = StyledLine("  \(belief.shownBefore)% → \(after)%")
        line.add(" " + signed(delta), delta < 0 ? .eased : delta > 0 ? .grew : .dim)
        line.add(" · " + (belief.entries == 1 ? localizer("stats_change_entries_one")
            : localizer("stats_change_entries", ["count": "\(belief.entries)"])), .dim)
        return [StyledLine(localizer("review_week_belief"), .bold), line]
    }

    private func trapLines(_ stats: DiaryStats) -> [StyledLine] {
        guard !stats.traps.isEmpty else { return [] }
        return [StyledLine(localizer("review_week_traps"), .bold)] + stats.traps.prefix(Self.trapsShown).map {
            StyledLine("  " + TextSanitizer.singleLine(trapCatalog.plainLabel($0.key, language))).adding(" \($0.count)", .dim)
        }
    }

    private func actionLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        guard stats.actionsTotal > 0 else { return [] }
        return [StyledLine(l("review_week_actions"), .bold),
                StyledLine("  " + l("stats_actions", ["followed": "\(stats.actionsFollowedUp)", "total": "\(stats.actionsTotal)"]))]
            + StatsRenderer.outcomeLines(stats, l)
    }

    private func helpedLines(_ helped: [WeekReview.Helped]) -> [StyledLine] {
        guard !helped.isEmpty else { return [] }
        var lines = [StyledLine(localizer("review_week_helped"), .bold)]
        for action in helped {
            lines.append(StyledLine("  " + TextSanitizer.singleLine(action.action)))
            lines.append(StyledLine("    " + localizer("review_week_helped_ratings", [
                "mastery": action.mastery.map(String.init) ?? "–", "pleasure": action.pleasure.map(String.init) ?? "–",
            ]), .dim))
        }
        return lines
    }

    private func starredLines(_ starred: [WeekReview.Starred]) -> [StyledLine] {
        guard !starred.isEmpty else { return [] }
        var lines = [StyledLine(localizer("review_week_starred"), .bold)]
        for entry in starred {
            let day = StatsCalendar.iso(StatsCalendar.day(of: entry.date, in: timeZone)).dropFirst(5)
            lines.append(StyledLine("  ★ ", .accent).adding(day + " ", .dim).adding(TextSanitizer.singleLine(entry.firstLine)))
            if let reason = entry.reason {
                lines.append(StyledLine("    " + localizer("label_star_reason", ["reason": TextSanitizer.singleLine(reason)]), .dim))
            }
        }
        return lines
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) + text
    }

    private func signed(_ delta: Int) -> String {
        (delta < 0 ? "−" : delta > 0 ? "+" : "±") + "\(abs(delta))"
    }
}
