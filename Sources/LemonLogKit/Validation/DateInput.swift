import Foundation

/// Parses and formats the entry date as the person types and reads it.
public struct DateInput: Sendable {
    public let timeZone: TimeZone
    public let language: Language

    public init(language: Language, timeZone: TimeZone = .current) {
        self.language = language
        self.timeZone = timeZone
    }

    /// The editable form: `2026-11-21 14:30`.
    public func editable(_ date: Date) -> String {
        formatter("yyyy-MM-dd HH:mm").string(from: date)
    }

    /// The form shown on screen and in listings, in the user's language.
    public func display(_ date: Date) -> String {
        switch language {
        case .ko:
            let f = formatter("yyyy년 M월 d일 (E) HH:mm", locale: "ko_KR")
            return f.string(from: date)
        case .en:
            return formatter("EEE, MMM d, yyyy HH:mm", locale: "en_US").string(from: date)
        }
    }

    /// Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, `YYYY/MM/DD`, `YYYY.MM.DD` (with optional
    /// time), `now`/`지금`, `today`/`오늘`, `yesterday`/`어제`. Nil when it is none of them
    /// or names no real day (2026-02-30).
    public func parse(_ text: String, now: Date = Date()) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch trimmed.lowercased() {
        case "now", "지금": return now
        case "today", "오늘": return now
        case "yesterday", "어제": return calendar.date(byAdding: .day, value: -1, to: now)
        default: break
        }
        let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let day = parts[0].split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).map { Int($0) }
        guard day.count == 3, let year = day[0], let month = day[1], let dayOfMonth = day[2],
              (1000...9999).contains(year) else { return nil }
        var hour = 0, minute = 0
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").map { Int($0) }
            guard time.count == 2, let h = time[0], let m = time[1], (0...23).contains(h), (0...59).contains(m) else { return nil }
            hour = h
            minute = m
        }
        let components = DateComponents(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute)
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        guard back.year == year, back.month == month, back.day == dayOfMonth else { return nil }
        return date
    }

    private func formatter(_ pattern: String, locale: String = "en_US_POSIX") -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.timeZone = timeZone
        f.calendar = Calendar(identifier: .gregorian)
        f.dateFormat = pattern
        return f
    }
}
