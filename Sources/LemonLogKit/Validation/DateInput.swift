import Foundation

/// Parses and formats the entry date as the person types and reads it.
package struct DateInput: Sendable {
    /// The zone dates are read and shown in: the one given, else the system's.
    package var timeZone: TimeZone { zone ?? .current }
    /// The zone given; nil for the system's, looked up at the first date read or shown (finding
    /// it costs a tenth of `write`'s way to its first frame, which shows no date).
    private let zone: TimeZone?
    package let language: Language
    /// The formatters made so far, kept for the next date (making one costs about a
    /// millisecond, which `list` paid per line before).
    private let formatters = FormatterCache()

    /// Dates in `timeZone`.
    package init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.zone = timeZone
    }

    /// Dates in the system's time zone, looked up when first needed.
    package init(language: Language) {
        self.language = language
        self.zone = nil
    }

    /// The editable form: `2026-11-21 14:30`. Written by hand from the zone's offset at that
    /// moment (as `StoreTimestamp` writes ISO dates) for years 1600–9999, where the proleptic
    /// Gregorian calendar is the formatter's; other dates go through the formatter.
    package func editable(_ date: Date) -> String {
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

    /// `editable` as it was where the entry was written: in `zone` (an IANA name) followed by its
    /// place, `2026-03-05 02:30 (New York)`, when that zone's offset then is not `timeZone`'s;
    /// else (no zone, an unknown one, the same offset) as `editable`.
    package func editable(_ date: Date, writtenIn zone: String?) -> String {
        guard let there = Self.zone(zone, differingFrom: timeZone, at: date) else { return editable(date) }
        return DateInput(language: language, timeZone: there).editable(date) + " (" + Self.place(of: there) + ")"
    }

    /// `display` as it was where the entry was written (see `editable(_:writtenIn:)`).
    package func display(_ date: Date, writtenIn zone: String?) -> String {
        guard let there = Self.zone(zone, differingFrom: timeZone, at: date) else { return display(date) }
        return DateInput(language: language, timeZone: there).display(date) + " (" + Self.place(of: there) + ")"
    }

    /// The zone `name` names, when its offset at `date` differs from `here`'s.
    static func zone(_ name: String?, differingFrom here: TimeZone, at date: Date) -> TimeZone? {
        guard let name, let zone = TimeZone(identifier: name),
              zone.secondsFromGMT(for: date) != here.secondsFromGMT(for: date) else { return nil }
        return zone
    }

    /// The place a zone is named after: `America/New_York` is `New York`.
    static func place(of zone: TimeZone) -> String {
        TextSanitizer.singleLine(String(zone.identifier.split(separator: "/").last ?? "").replacingOccurrences(of: "_", with: " "))
    }

    /// The form shown on screen and in listings, in the user's language.
    package func display(_ date: Date) -> String {
        switch language {
        case .ko:
            let f = formatter("yyyy년 M월 d일 (E) HH:mm", locale: "ko_KR")
            return f.string(from: date)
        case .en:
            return formatter("EEE, MMM d, yyyy HH:mm", locale: "en_US").string(from: date)
        }
    }

    /// The moment `text` names (see `read`), or nil when it names none or more than one.
    package func parse(_ text: String, now: Date = Date()) -> Date? {
        guard case .date(let date, _) = read(text, now: now) else { return nil }
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
