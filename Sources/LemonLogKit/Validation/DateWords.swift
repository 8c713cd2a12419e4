/// The words the date field understands, in both languages, declared once: days counted back
/// from today, weekdays, the halves of the day, and the units of `2d`, `2일 전`, `3 weeks ago`.
enum DateWords {
    /// The present moment; no time may follow these.
    static let now: Set<String> = ["now", "지금"]
    /// Words that name a day by how many days back it is (ahead: negative).
    static let daysBack: [String: Int] = [
        "tomorrow": -1, "내일": -1, "모레": -2,
        "today": 0, "오늘": 0,
        "yesterday": 1, "어제": 1,
        "그저께": 2, "그제": 2,
    ]
    /// Weekday names by `Calendar` weekday number (1 is Sunday).
    static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "일요일": 1,
        "monday": 2, "mon": 2, "월요일": 2,
        "tuesday": 3, "tue": 3, "tues": 3, "화요일": 3,
        "wednesday": 4, "wed": 4, "수요일": 4,
        "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "목요일": 5,
        "friday": 6, "fri": 6, "금요일": 6,
        "saturday": 7, "sat": 7, "토요일": 7,
    ]
    /// Counted units, in days: `2d`, `2w`, `2일`, `2주` (before `전`), `2 days` (before `ago`).
    static let shortUnits: [String: Int] = ["d": 1, "w": 7]
    static let koreanUnits: [String: Int] = ["일": 1, "주": 7]
    static let englishUnits: [String: Int] = ["day": 1, "days": 1, "week": 7, "weeks": 7]
    /// `전` and `ago`: the word after a counted unit.
    static let koreanAgo = "전"
    static let englishAgo = "ago"
    /// The most days a count may go back (about 270 years).
    static let maxDaysBack = 100_000

    /// Which half of the day a time names.
    enum Half { case am, pm }
    /// Korean words before the hour (`오후 9시`, `밤 9시`), tried in this order.
    static let koreanHalves: [(String, Half)] = [("오전", .am), ("새벽", .am), ("아침", .am),
                                                 ("오후", .pm), ("저녁", .pm), ("밤", .pm)]
    /// English words after the hour (`9pm`, `9:30 p.m.`), tried in this order.
    static let englishHalves: [(String, Half)] = [("a.m.", .am), ("am", .am), ("p.m.", .pm), ("pm", .pm)]
    /// `at` in `yesterday at 9pm`.
    static let at = "at"
    /// The Korean hour and minute marks, and `반` (half past).
    static let hourMark: Character = "시"
    static let minuteMark: Character = "분"
    static let halfPast = "반"
}
