import Foundation

/// What `lemonlog review --week` compares: this week and the last, each counted from the index
/// alone as `DiaryStats` counts (its moods before → after, beliefs, traps and actions by
/// outcome), with the actions that helped most and the starred entries. Weeks start on Monday
/// (ISO 8601), at local midnight. Pure: laid out by `WeekReviewRenderer`.
package struct WeekReview: Sendable, Equatable {
    /// A followed-up action with its ratings: `score` is mastery + pleasure (a rating not given
    /// counts as 0).
    package struct Helped: Sendable, Equatable {
        package var id: String
        package var date: Date
        package var action: String
        package var status: ActionStatus
        package var mastery: Int?
        package var pleasure: Int?
        package var score: Int { (mastery ?? 0) + (pleasure ?? 0) }
    }

    /// A starred entry: its date, the situation's first line and the star's reason.
    package struct Starred: Sendable, Equatable {
        package var id: String
        package var date: Date
        package var firstLine: String
        package var reason: String?
    }

    /// One week: its first local day (`StatsCalendar.day`), its bounds and what it held.
    package struct Week: Sendable, Equatable {
        package var firstDay: Int
        package var start: Date
        package var end: Date
        package var stats: DiaryStats
        /// The actions that helped most, highest score first (at most `helpedShown`).
        package var helped: [Helped]
        /// The starred entries, oldest first.
        package var starred: [Starred]
        /// How many check-ins the week held; nil while there is no check-in store (not shown).
        package var checkIns: Int?
    }

    /// How many actions "helped most" lists.
    package static let helpedShown = 3

    package var thisWeek: Week
    package var lastWeek: Week

    /// The two weeks around `now` of `summaries`; `checkIns` counts the check-ins between two
    /// dates (start inclusive, end exclusive) once a check-in store exists.
    package init(summaries: [EntrySummary], now: Date, timeZone: TimeZone = .current,
                 catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                 checkIns: ((Date, Date) -> Int)? = nil) {
        let (start, previous) = Self.weekStarts(now: now, timeZone: timeZone)
        func week(_ from: Date, _ to: Date) -> Week {
            let filter = EntryFilter(since: from, until: to)
            let taken = summaries.filter(filter.matches)
            let helped = taken.compactMap { summary -> Helped? in
                guard let outcome = summary.actionOutcome, outcome.mastery != nil || outcome.pleasure != nil else { return nil }
                return Helped(id: summary.id, date: summary.date, action: summary.actionHead, status: outcome.status,
                              mastery: outcome.mastery, pleasure: outcome.pleasure)
            }.sorted { ($0.score, $0.date, $1.id) > ($1.score, $1.date, $0.id) }
            let starred = taken.filter(\.starred).sorted { ($0.date, $0.id) < ($1.date, $1.id) }.map {
                Starred(id: $0.id, date: $0.date, firstLine: $0.situationHead, reason: $0.content.starReason)
            }
            return Week(firstDay: StatsCalendar.day(of: from, in: timeZone), start: from, end: to,
                        stats: DiaryStats(summaries: taken, catalog: catalog, trapCatalog: trapCatalog, timeZone: timeZone),
                        helped: Array(helped.prefix(Self.helpedShown)), starred: starred, checkIns: checkIns?(from, to))
        }
        thisWeek = week(start, Self.adding(days: 7, to: start, timeZone: timeZone))
        lastWeek = week(previous, start)
    }

    /// Local midnight of this week's Monday, and of the Monday before.
    static func weekStarts(now: Date, timeZone: TimeZone) -> (this: Date, last: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        let start = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? calendar.startOfDay(for: now)
        return (start, adding(days: -7, to: start, timeZone: timeZone))
    }

    private static func adding(days: Int, to date: Date, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * 86_400)
    }
}
