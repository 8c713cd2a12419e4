import Foundation

/// One row of the review's list, from the index: the star, the local date, the emotions with
/// the strongest first and its rating (as `list` shows them), the situation's first line.
extension ReviewBrowser {
    /// The row's text (the star column is two wide whether starred or not); the screen cuts it
    /// to its width, the whole entry being shown beside.
    package static func rowText(_ summary: EntrySummary, formatter: DiaryFormatter, timeZone: TimeZone = .current) -> String {
        let day = Self.day(summary.date, timeZone: timeZone)
        let emotions = formatter.strongestFirst(summary)
        let head = TextSanitizer.singleLine(summary.situationHead)
        return (summary.starred ? formatter.star + " " : "  ") + day
            + (emotions.isEmpty ? "" : "  " + emotions) + (head.isEmpty ? "" : "  " + head)
    }

    /// The local day of a date, `2026-11-20`.
    package static func day(_ date: Date, timeZone: TimeZone = .current) -> String {
        StatsCalendar.iso(StatsCalendar.day(of: date, in: timeZone))
    }
}
