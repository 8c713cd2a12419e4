import Foundation

/// "just now", "3 min ago", "2 h ago", "4 days ago", in the user's language.
enum RelativeTime {
    package static func format(_ date: Date, now: Date, localizer l: Localizer) -> String {
        let (key, n) = wording(date, now: now)
        return n.map { l(key, ["n": String($0)]) } ?? l(key)
    }

    /// The message key and its number (nil: none) that say how long ago `date` was.
    static func wording(_ date: Date, now: Date) -> (key: String, n: Int?) {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return ("ago_now", nil)
        case ..<3_600: return ("ago_minutes", seconds / 60)
        case ..<86_400: return ("ago_hours", seconds / 3_600)
        case ..<172_800: return ("ago_day_one", nil)
        default: return ("ago_days", seconds / 86_400)
        }
    }

    /// The wordings made so far, for a list that says many times how long ago (`drafts`).
    struct Memo {
        private var made: [String: [Int: String]] = [:]

        /// `RelativeTime.format`, each wording made once.
        mutating func format(_ date: Date, now: Date, localizer l: Localizer) -> String {
            let (key, n) = RelativeTime.wording(date, now: now)
            if let known = made[key]?[n ?? -1] { return known }
            let text = n.map { l(key, ["n": String($0)]) } ?? l(key)
            made[key, default: [:]][n ?? -1] = text
            return text
        }
    }
}
