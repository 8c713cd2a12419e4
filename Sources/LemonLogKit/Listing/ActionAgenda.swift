import Foundation

/// The order of `lemonlog actions`: open actions overdue first, then today's, then upcoming
/// ones, then those without a time; actions followed up (shown by `--all`) last. Decided here
/// once, for the list and the overview's counts.
package enum ActionAgenda {
    /// Where an action stands at a moment.
    enum Group: Int, Comparable, CaseIterable, Sendable {
        case overdue, today, upcoming, undated, followedUp

        /// The word shown before its time (`actions_group_<key>`).
        package var key: String {
            switch self {
            case .overdue: return "overdue"
            case .today: return "today"
            case .upcoming: return "upcoming"
            case .undated: return "undated"
            case .followedUp: return "followed_up"
            }
        }

        package static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Where `summary`'s action stands at `now` (days as `dates`' time zone counts them).
    static func group(_ summary: EntrySummary, dates: DateInput, now: Date) -> Group {
        if summary.actionOutcome != nil { return .followedUp }
        guard let due = summary.actionDue else { return .undated }
        if dates.isOverdue(due, now: now) { return .overdue }
        if dates.isToday(due, now: now) { return .today }
        return .upcoming
    }

    /// `summaries` in the agenda's order: by group; within one, the earliest time first (the
    /// undated and the followed-up ones as `list` orders them, newest entry first).
    package static func ordered(_ summaries: [EntrySummary], dates: DateInput, now: Date) -> [EntrySummary] {
        let listed = summaries.sorted(by: EntrySummary.isListedBefore)
        let groups = listed.map { group($0, dates: dates, now: now) }
        return zip(listed, groups).enumerated().sorted { a, b in
            let (x, gx) = a.element, (y, gy) = b.element
            if gx != gy { return gx < gy }
            if let dx = x.actionDue, let dy = y.actionDue, gx != .followedUp, dx != dy { return dx < dy }
            return a.offset < b.offset
        }.map(\.element.0)
    }

    /// How many open actions are due today and how many are overdue, at `now`.
    package static func counts(_ summaries: [EntrySummary], dates: DateInput, now: Date) -> (today: Int, overdue: Int) {
        var today = 0, overdue = 0
        for summary in summaries where summary.hasAction {
            switch group(summary, dates: dates, now: now) {
            case .today: today += 1
            case .overdue: overdue += 1
            case .upcoming, .undated, .followedUp: break
            }
        }
        return (today, overdue)
    }
}
