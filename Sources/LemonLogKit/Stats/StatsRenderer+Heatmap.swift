import Foundation

/// The calendar heatmap of `stats`: entries per day, weekdays by weeks, with month names and a
/// legend; colors on a color terminal, characters of rising density without.
extension StatsRenderer {
    static let heatGlyphs = ["·", "░", "▒", "▓", "█"]

    func heatmapLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        let weekdays = l("stats_weekdays").split(separator: " ").map(String.init)
        let months = l("stats_months").split(separator: " ").map(String.init)
        let labelWidth = weekdays.map { DisplayWidth.of($0) }.max() ?? 3
        let (firstDay, weeks, shown) = weekWindow(firstEntry: stats.firstDate)
        var most = 0
        for (day, count) in stats.entriesPerDay where day >= firstDay && shown(day) { most = max(most, count) }
        func level(_ count: Int) -> Int {
            guard count > 0 else { return 0 }
            return most <= 4 ? count : min(4, Int((Double(count) * 4 / Double(most)).rounded(.up)))
        }

        let title = weeks == 1 ? l("stats_heat_title_one") : l("stats_heat_title", ["weeks": "\(weeks)"])
        var lines = [StyledLine(title, .bold)]
        // Month names above the week where a month begins (the first week names its month
        // when the next name leaves room).
        var marks: [(week: Int, month: Int)] = []
        for week in 0..<weeks {
            let start = firstDay + week * 7
            if let first = (start...start + 6).first(where: { StatsCalendar.date($0).day == 1 }) {
                marks.append((week, StatsCalendar.date(first).month))
            } else if week == 0 {
                marks.append((week, StatsCalendar.date(start + 6).month))
            }
        }
        var header = Array(repeating: " ", count: labelWidth + weeks * 2)
        var free = 0
        for (index, mark) in marks.enumerated() where mark.month - 1 < months.count {
            let name = months[mark.month - 1]
            let column = labelWidth + 1 + mark.week * 2
            let end = column + DisplayWidth.of(name)
            let nextColumn = index + 1 < marks.count ? labelWidth + 1 + marks[index + 1].week * 2 : header.count + 1
            guard column >= free, end <= header.count, index > 0 || end < nextColumn else { continue }
            header[column] = name
            for blank in column + 1 ..< end { header[blank] = "" }
            free = end + 1
        }
        lines.append(StyledLine(header.joined(), .dim))
        for weekday in 0..<7 {
            var line = StyledLine(DisplayWidth.pad(weekday < weekdays.count ? weekdays[weekday] : "", toWidth: labelWidth) + " ", .dim)
            for week in 0..<weeks {
                let day = firstDay + week * 7 + weekday
                let gap = week > 0 ? " " : ""
                guard shown(day) else { line.add(gap + " "); continue }
                // The gap takes the cell's tone, so that a run of one level is one colored piece.
                let level = level(stats.entriesPerDay[day] ?? 0)
                line.add(gap + Self.heatGlyphs[level], .heat(level))
            }
            lines.append(line)
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        var legend = StyledLine(indent + l("stats_heat_legend"), .dim)
        let fit = width > 0 ? min(width, columns) : columns
        for (level, range) in levelRanges(most: most).enumerated() {
            // Each glyph stays beside its count: one that would not fit starts the next line.
            if legend.width + 1 + 1 + 1 + DisplayWidth.of(range) > fit {
                lines.append(legend.trimmingTrailingSpaces())
                legend = StyledLine(indent)
            }
            legend.add(" ")
            legend.add(Self.heatGlyphs[level], .heat(level))
            legend.add(" " + range + (level < 4 ? " " : ""), .dim)
        }
        lines.append(legend)
        return lines
    }

    /// The weeks the heatmap and the trend show: the first day (a Sunday), how many weeks fit
    /// beside the weekday names (at most a year, no earlier than `since`, nor than the week of the
    /// first entry: two days of diary are not drawn as months of empty weeks), and which days
    /// of them are in the range.
    func weekWindow(firstEntry: Date?) -> (firstDay: Int, weeks: Int, shown: (Int) -> Bool) {
        let weekdays = localizer("stats_weekdays").split(separator: " ").map(String.init)
        let labelWidth = weekdays.map { DisplayWidth.of($0) }.max() ?? 3
        let today = StatsCalendar.day(of: now, in: timeZone)
        let sinceDay = since.map { StatsCalendar.day(of: $0, in: timeZone) }
        var endDay = today
        if let until {
            let last = StatsCalendar.day(of: until.addingTimeInterval(-1), in: timeZone)
            endDay = last < today || (sinceDay ?? last) > today ? last : today
        }
        let endWeek = endDay - StatsCalendar.weekday(endDay)
        var weeks = min(Self.maxWeeks, (columns - labelWidth) / 2)
        if let sinceDay, sinceDay <= endDay {
            weeks = min(weeks, (endWeek - (sinceDay - StatsCalendar.weekday(sinceDay))) / 7 + 1)
        }
        if let firstEntry {
            let first = StatsCalendar.day(of: firstEntry, in: timeZone)
            if first <= endDay { weeks = min(weeks, (endWeek - (first - StatsCalendar.weekday(first))) / 7 + 1) }
        }
        weeks = max(1, weeks)
        let shown = { (day: Int) in day <= endDay && day >= (sinceDay ?? Int.min) }
        return (endWeek - (weeks - 1) * 7, weeks, shown)
    }

    /// The entries a day each level stands for: `0`, `1`, … or `1–2`, `3–5`, … `7+`.
    func levelRanges(most: Int) -> [String] {
        guard most > 4 else { return ["0", "1", "2", "3", "4"] }
        var ranges = ["0"]
        for level in 1...4 {
            let low = (level - 1) * most / 4 + 1
            let high = level * most / 4
            ranges.append(low >= high ? "\(high)" : "\(low)–\(high)")
        }
        return ranges
    }
}
