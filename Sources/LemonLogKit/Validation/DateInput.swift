import Foundation

/// Parses and formats the entry date as the person types and reads it.
public struct DateInput: Sendable {
    public let timeZone: TimeZone
    public let language: Language
    /// The formatters made so far, kept for the next date (making one costs about a
    /// millisecond, which `list` paid per line before).
    private let formatters = FormatterCache()

    public init(language: Language, timeZone: TimeZone = .current) {
        self.language = language
        self.timeZone = timeZone
    }

    /// The editable form: `2026-11-21 14:30`. Written by hand from the zone's offset at that
    /// moment (as `StoreTimestamp` writes ISO dates) for years 1600–9999, where the proleptic
    /// Gregorian calendar is the formatter's; other dates go through the formatter.
    public func editable(_ date: Date) -> String {
        if let text = Self.editable(date, offset: timeZone.secondsFromGMT(for: date)) { return text }
        return formatter("yyyy-MM-dd HH:mm").string(from: date)
    }

    /// `yyyy-MM-dd HH:mm` of `date` moved by `offset` seconds; nil outside 1600–9999.
    static func editable(_ date: Date, offset: Int) -> String? {
        let time = date.timeIntervalSince1970
        guard time.isFinite, abs(time) < 1e12 else { return nil }
        let local = Int64(time.rounded(.down)) + Int64(offset)
        let days = StoreTimestamp.floorDivide(local, 86_400)
        let minuteOfDay = (local - days * 86_400) / 60
        let (year, month, day) = StoreTimestamp.civil(fromDays: days)
        guard (1600...9999).contains(year) else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        func put(_ value: Int64, _ at: Int, _ width: Int) {
            var value = value
            for position in stride(from: at + width - 1, through: at, by: -1) {
                bytes[position] = UInt8(48 + value % 10)
                value /= 10
            }
        }
        put(year, 0, 4)
        bytes[4] = 45
        put(month, 5, 2)
        bytes[7] = 45
        put(day, 8, 2)
        bytes[10] = 32
        put(minuteOfDay / 60, 11, 2)
        bytes[13] = 58
        put(minuteOfDay % 60, 14, 2)
        return String(decoding: bytes, as: UTF8.self)
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
        formatters.formatter(pattern: pattern, locale: locale) {
            let f = DateFormatter()
            f.locale = Locale(identifier: locale)
            f.timeZone = timeZone
            f.calendar = Calendar(identifier: .gregorian)
            f.dateFormat = pattern
            return f
        }
    }
}

/// The `DateFormatter`s one `DateInput` has made, by pattern and locale (its time zone never
/// changes). A class so that the struct stays a value; guarded by a lock, since the struct is
/// `Sendable`.
private final class FormatterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [String: DateFormatter] = [:]

    func formatter(pattern: String, locale: String, make: () -> DateFormatter) -> DateFormatter {
        lock.lock()
        defer { lock.unlock() }
        let key = locale + "\u{0}" + pattern
        if let known = made[key] { return known }
        let new = make()
        made[key] = new
        return new
    }
}
