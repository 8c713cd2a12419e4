import Foundation

/// Dates in store files: ISO 8601 in UTC with up to nine fractional digits
/// (`2025-11-21T19:24:00.123456789Z`), precise enough that a `Date` decodes to exactly the
/// same value for any time more than ~100 days away from 2001-01-01 (and within 1 ns always).
enum StoreTimestamp {
    /// Seconds from 1970-01-01 to 2001-01-01 (Foundation's reference date).
    static let referenceOffset: Int64 = 978_307_200

    /// Formats a date; nil for non-finite or absurdly distant dates.
    static func format(_ date: Date) -> String? {
        let time = date.timeIntervalSinceReferenceDate
        guard time.isFinite, abs(time) < 1e13 else { return nil }
        var whole = time.rounded(.down)
        var nanos = Int64(((time - whole) * 1e9).rounded())
        if nanos >= 1_000_000_000 { nanos -= 1_000_000_000; whole += 1 }
        let unix = Int64(whole) + referenceOffset
        let days = floorDivide(unix, 86_400)
        let secondOfDay = unix - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        // Laid out in bytes: formatting is a large share of writing 100,000 imported entries.
        var bytes = [UInt8](repeating: 0, count: 30)
        var end = 0
        func put(_ value: Int64, _ width: Int) {
            var rest = value
            for place in stride(from: end + width - 1, through: end, by: -1) {
                bytes[place] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            }
            end += width
        }
        func put(_ byte: UInt8) {
            bytes[end] = byte
            end += 1
        }
        put(year, 4); put(UInt8(ascii: "-")); put(month, 2); put(UInt8(ascii: "-")); put(day, 2); put(UInt8(ascii: "T"))
        put(secondOfDay / 3600, 2); put(UInt8(ascii: ":")); put(secondOfDay / 60 % 60, 2); put(UInt8(ascii: ":"))
        put(secondOfDay % 60, 2); put(UInt8(ascii: "."))
        // Nine digits of the fraction, less trailing zeros, but never fewer than three.
        put(nanos, 9)
        while end > 23 && bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
        put(UInt8(ascii: "Z"))
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; nil if malformed.
    static func parse(_ text: String) -> Date? {
        let chars = Array(text.utf8)
        var index = 0
        func number(_ width: Int) -> Int64? {
            guard index + width <= chars.count else { return nil }
            var value: Int64 = 0
            for byte in chars[index..<index + width] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            index += width
            return value
        }
        func expect(_ char: UInt8) -> Bool {
            guard index < chars.count, chars[index] == char else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              expect(84) || expect(116), let hour = number(2), expect(58), let minute = number(2),
              expect(58), let second = number(2) else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
              second < 61 else { return nil }
        var nanos: Int64 = 0
        if expect(46) {
            var digits = 0
            while index < chars.count, chars[index] >= 48, chars[index] <= 57 {
                if digits < 9 { nanos = nanos * 10 + Int64(chars[index] - 48) }
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            for _ in min(digits, 9)..<9 { nanos *= 10 }
        }
        var offset: Int64 = 0
        if index < chars.count, chars[index] == 43 || chars[index] == 45 {
            let sign: Int64 = chars[index] == 45 ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(58)  // the colon in `+09:00` is optional
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else if !(expect(90) || expect(122)) {
            return nil
        }
        guard index == chars.count else { return nil }
        let unix = days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        // An offset may push the moment out of the years `format` writes (9999-12-31T23:00-05:00).
        guard unix >= firstWritable, unix < endOfWritable else { return nil }
        return date(seconds: unix - referenceOffset, nanos: nanos)
    }

    /// 0000-01-01T00:00:00Z and 10000-01-01T00:00:00Z in seconds since 1970: the years `format` writes.
    static let firstWritable = days(fromYear: 0, month: 1, day: 1) * 86_400
    static let endOfWritable = days(fromYear: 10_000, month: 1, day: 1) * 86_400

    /// How many days the month has in the proleptic Gregorian calendar (February 29 in a leap year).
    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Builds the date from whole seconds since 2001 plus nanoseconds, via a correctly
    /// rounded decimal parse so the nearest `Double` is found.
    static func date(seconds: Int64, nanos: Int64) -> Date? {
        // A whole second is a whole number of seconds, which a `Double` holds exactly.
        if nanos == 0 { return Date(timeIntervalSinceReferenceDate: Double(seconds)) }
        var magnitude = seconds
        var fraction = nanos
        var sign = ""
        if seconds < 0 {
            sign = "-"
            magnitude = -seconds
            if fraction > 0 { magnitude -= 1; fraction = 1_000_000_000 - fraction }
        }
        guard let time = Double(sign + String(magnitude) + "." + pad(fraction, 9)) else { return nil }
        return Date(timeIntervalSinceReferenceDate: time)
    }

    static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func days(fromYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civil(fromDays count: Int64) -> (Int64, Int64, Int64) {
        let z = count + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
