import Foundation

/// The next action's due time as typed and shown: read ahead (`tomorrow`, `friday 18:00`), a
/// day without a time is the whole day, kept as that day's start (shown without a time).
extension DateInput {
    /// What a typed due line names: a moment, or a whole day as its start; weekday names are
    /// the next one (today included).
    func readDue(_ text: String, now: Date = Date()) -> DateReading {
        switch read(text, now: now, ahead: true) {
        case .date(_, let wholeDay?): return .date(wholeDay, wholeDay: wholeDay)
        case let reading: return reading
        }
    }

    /// Whether a due time is a whole day (the start of a day in this time zone).
    func isWholeDay(_ due: Date) -> Bool { calendar.startOfDay(for: due) == due }

    /// The editable form of a due time: `2026-11-27` for a whole day, else `2026-11-27 18:00`.
    func dueEditable(_ due: Date) -> String {
        let text = editable(due)
        return isWholeDay(due) ? String(text.prefix(10)) : text
    }

    /// Whether a due time has passed at `now`: a whole day once it has ended.
    func isOverdue(_ due: Date, now: Date) -> Bool {
        guard isWholeDay(due) else { return due < now }
        return (calendar.date(byAdding: .day, value: 1, to: due) ?? due) <= now
    }

    /// Whether a due time falls on the day of `now`.
    func isToday(_ due: Date, now: Date) -> Bool { calendar.isDate(due, inSameDayAs: now) }
}
