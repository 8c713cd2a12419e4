import Foundation

/// Days as plain numbers, for the heatmap: day 0 is 1970-01-01 in local time. Weekdays and
/// calendar dates come from arithmetic on the number, so that drawing a year of days asks
/// `Calendar` nothing.
enum StatsCalendar {
    /// The local day of a date.
    package static func day(of date: Date, in timeZone: TimeZone) -> Int {
        day(seconds: date.timeIntervalSince1970, offset: timeZone.secondsFromGMT(for: date))
    }

    static func day(seconds: TimeInterval, offset: Int) -> Int {
        Int(((seconds + Double(offset)) / 86_400).rounded(.down))
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    static func weekday(_ day: Int) -> Int {
        ((day + 4) % 7 + 7) % 7
    }

    /// The proleptic Gregorian date of a day (H. Hinnant's `civil_from_days`).
    package static func date(_ day: Int) -> (year: Int, month: Int, day: Int) {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// `2026-02-20`.
    package static func iso(_ day: Int) -> String {
        let (y, m, d) = date(day)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// Local days of many dates: the time zone is asked once per quarter hour of UTC time
    /// that holds a date (offsets change on a quarter hour, never inside one).
    struct OffsetCache {
        let timeZone: TimeZone
        private var offsets: [Int: Int] = [:]

        init(timeZone: TimeZone) { self.timeZone = timeZone }

        mutating func day(of date: Date) -> Int {
            let seconds = date.timeIntervalSince1970
            let quarter = Int((seconds / 900).rounded(.down))
            let offset: Int
            if let known = offsets[quarter] {
                offset = known
            } else {
                offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(quarter) * 900))
                offsets[quarter] = offset
            }
            return StatsCalendar.day(seconds: seconds, offset: offset)
        }
    }
}
