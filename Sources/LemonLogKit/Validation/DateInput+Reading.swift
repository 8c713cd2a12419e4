import Foundation

/// Reading a typed date: the one parser of the date field, `--since`/`--until` and imports.
///
/// A date is a day, a time of day, or a day then a time:
/// - days: `2026-11-21` (also `/` or `.` between, and `T` before a time), `today`/`오늘`,
///   `now`/`지금` (alone), `yesterday`/`어제`, `그저께`/`그제`, `2d`, `2w`, `2일 전`, `2주 전`,
///   `3 days ago`, `tomorrow`/`내일`, `모레`, and weekday names (`monday`, `mon`, `월요일`: the
///   most recent one, today included; read `ahead`, the next one, today included);
/// - times: `21:30`, `9pm`, `9:30pm`, `9 p.m.`, `21시`, `오후 9시`, `오후 9시 30분`, `밤 9시 반`,
///   optionally after `at`. `9시` alone (1 to 12 o'clock without 오전/오후) is ambiguous.
/// A day without a time is its start for a written day (`2026-11-21`), and the present time of
/// day for a counted one (`yesterday`, `2d`, `monday`); a time without a day is today, or read
/// `ahead` (a plan's due time) the next such time: `9:00` typed at 14:06 is tomorrow at 9, and
/// `9시` then means 21:00 today or 09:00 tomorrow.
extension DateInput {
    /// What `text` names at `now`, in the input's time zone (the forms above). `ahead` reads
    /// weekday names forward, as a plan does (`friday` is the coming one).
    package func read(_ text: String, now: Date = Date(), ahead: Bool = false) -> DateReading {
        let calendar = self.calendar
        var tokens = text.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !tokens.isEmpty else { return .invalid }
        if tokens.count == 1, DateWords.now.contains(tokens[0]) {
            return .date(now, wholeDay: calendar.startOfDay(for: now))
        }
        // `2026-11-20T23:59`: the day and the time, split at the `T`.
        if let t = tokens[0].firstIndex(of: "t"), Self.writtenDay(String(tokens[0][..<t])) != nil {
            let time = String(tokens[0][tokens[0].index(after: t)...])
            tokens.replaceSubrange(0...0, with: [String(tokens[0][..<t]), time])
        }
        let named = Self.day(tokens)
        var rest = tokens.dropFirst(named?.consumed ?? 0)
        if named != nil, rest.first == DateWords.at, rest.count > 1 { rest = rest.dropFirst() }
        let timeText = rest.joined()
        guard named != nil || !timeText.isEmpty else { return .invalid }
        let day = named?.day ?? .back(0)

        // The day: its start, and the moment it names without a time.
        let dayStart: Date, moment: Date
        switch day {
        case .written(let year, let month, let dayOfMonth):
            guard let start = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)),
                  calendar.dateComponents([.year, .month, .day], from: start) == DateComponents(year: year, month: month, day: dayOfMonth)
            else { return .invalid }
            dayStart = calendar.startOfDay(for: start)
            moment = dayStart
        case .back(let days):
            guard let shifted = calendar.date(byAdding: .day, value: -days, to: now) else { return .invalid }
            dayStart = calendar.startOfDay(for: shifted)
            moment = shifted
        case .weekday(let weekday):
            let today = calendar.component(.weekday, from: now)
            let days = ahead ? -((weekday - today + 7) % 7) : (today - weekday + 7) % 7
            guard let shifted = calendar.date(byAdding: .day, value: -days, to: now) else { return .invalid }
            dayStart = calendar.startOfDay(for: shifted)
            moment = shifted
        }
        guard !timeText.isEmpty else { return .date(moment, wholeDay: dayStart) }
        guard let times = Self.times(timeText) else { return .invalid }
        // Read ahead, a time without a day is the next one: `9:00` after 9 today is tomorrow's.
        let nextDayStart = calendar.date(byAdding: .day, value: 1, to: dayStart).map { calendar.startOfDay(for: $0) }
        let dates = times.compactMap { time -> Date? in
            guard let today = at(time.hour, time.minute, on: dayStart) else { return nil }
            guard ahead, named == nil, today < now, let nextDayStart else { return today }
            return at(time.hour, time.minute, on: nextDayStart)
        }
        if times.count > 1 { return dates.isEmpty ? .invalid : .ambiguous(dates.sorted()) }
        guard let date = dates.first else { return .invalid }
        return .date(date, wholeDay: nil)
    }

    /// A date that always works as an example: yesterday at 21:30, in the editable form.
    package func example(now: Date = Date()) -> String {
        let yesterday = calendar.date(byAdding: .day, value: -1, to: now) ?? now
        return editable(at(21, 30, on: calendar.startOfDay(for: yesterday)) ?? yesterday)
    }

    /// The Gregorian calendar in the input's time zone.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `hour:minute` on the day starting at `dayStart`; nil when that time does not exist there
    /// (skipped by a move to summer time).
    private func at(_ hour: Int, _ minute: Int, on dayStart: Date) -> Date? {
        var components = calendar.dateComponents([.year, .month, .day], from: dayStart)
        components.hour = hour
        components.minute = minute
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard back.day == components.day, back.hour == hour, back.minute == minute else { return nil }
        return date
    }

    /// A day as typed: written out, or counted back from today.
    enum Day: Equatable {
        case written(year: Int, month: Int, day: Int)
        case back(Int)
        /// The most recent day with this `Calendar` weekday number (1 is Sunday), today included.
        case weekday(Int)
    }

    /// The day the first tokens name, and how many tokens it takes.
    static func day(_ tokens: [String]) -> (day: Day, consumed: Int)? {
        if tokens.count >= 3, tokens[2] == DateWords.englishAgo, let unit = DateWords.englishUnits[tokens[1]],
           let days = count(tokens[0], unit) {
            return (.back(days), 3)
        }
        if tokens.count >= 2, tokens[1] == DateWords.koreanAgo, let days = counted(tokens[0], DateWords.koreanUnits) {
            return (.back(days), 2)
        }
        let first = tokens[0]
        if let written = writtenDay(first) { return (written, 1) }
        if let days = DateWords.daysBack[first] { return (.back(days), 1) }
        if let weekday = DateWords.weekdays[first] { return (.weekday(weekday), 1) }
        if let days = counted(first, DateWords.shortUnits) { return (.back(days), 1) }
        if first.hasSuffix(DateWords.koreanAgo), let days = counted(String(first.dropLast()), DateWords.koreanUnits) {
            return (.back(days), 1)
        }
        return nil
    }

    /// `2026-11-21`, `2026/1/2` or `2026.03.04` (years 1000–9999), not yet checked against the calendar.
    static func writtenDay(_ text: String) -> Day? {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
        guard parts.count == 3, parts.allSatisfy({ isNumber($0, digits: 1...4) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              parts[0].count == 4, (1000...9999).contains(year) else { return nil }
        return .written(year: year, month: month, day: day)
    }

    /// `2d`, `3w`, `2일`: a number followed by one of `units`, in days.
    private static func counted(_ text: String, _ units: [String: Int]) -> Int? {
        guard let unit = text.last, let size = units[String(unit)] else { return nil }
        return count(String(text.dropLast()), size)
    }

    /// `number` units of `size` days, if that is a count of days LemonLog goes back.
    private static func count(_ number: String, _ size: Int) -> Int? {
        guard isNumber(number[...], digits: 1...6), let value = Int(number), value * size <= DateWords.maxDaysBack else { return nil }
        return value * size
    }

    /// The times of day a time text (spaces removed) can mean: one, or two when 오전/오후 is
    /// missing before `1시` to `12시`; nil when it is not a time (`25:00`, `13pm`, `9`).
    static func times(_ text: String) -> [(hour: Int, minute: Int)]? {
        var rest = Substring(text)
        var half: DateWords.Half?
        if let (word, found) = DateWords.koreanHalves.first(where: { rest.hasPrefix($0.0) }) {
            rest = rest.dropFirst(word.count)
            half = found
        } else if let (word, found) = DateWords.englishHalves.first(where: { rest.hasSuffix($0.0) }) {
            rest = rest.dropLast(word.count)
            half = found
        }
        let hourText: Substring, minuteText: Substring?
        let korean = rest.contains(DateWords.hourMark)
        if korean {
            guard let mark = rest.firstIndex(of: DateWords.hourMark) else { return nil }
            hourText = rest[..<mark]
            let after = rest[rest.index(after: mark)...]
            if after.isEmpty {
                minuteText = nil
            } else if after == DateWords.halfPast {
                minuteText = "30"
            } else {
                guard after.last == DateWords.minuteMark else { return nil }
                minuteText = after.dropLast()
            }
        } else if let colon = rest.firstIndex(of: ":") {
            hourText = rest[..<colon]
            minuteText = rest[rest.index(after: colon)...]
        } else {
            // A bare number is an hour only with am/pm (`9pm`, `오후 9`).
            guard half != nil else { return nil }
            hourText = rest
            minuteText = nil
        }
        guard isNumber(hourText, digits: 1...2), let hour = Int(hourText) else { return nil }
        var minute = 0
        if let minuteText {
            guard isNumber(minuteText, digits: 1...2), let value = Int(minuteText), (0...59).contains(value) else { return nil }
            minute = value
        }
        switch half {
        case .am?:
            guard (1...12).contains(hour) else { return nil }
            return [(hour % 12, minute)]
        case .pm?:
            guard (1...12).contains(hour) else { return nil }
            return [(hour % 12 + 12, minute)]
        case nil:
            guard (0...23).contains(hour) else { return nil }
            if korean, (1...12).contains(hour) { return [(hour % 12, minute), (hour % 12 + 12, minute)] }
            return [(hour, minute)]
        }
    }

    /// Only ASCII digits, as many as `digits` allows.
    private static func isNumber(_ text: Substring, digits: ClosedRange<Int>) -> Bool {
        digits.contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
