import Foundation

/// "just now", "3 min ago", "2 h ago", "4 days ago", in the user's language.
enum RelativeTime {
    package static func format(_ date: Date, now: Date, localizer l: Localizer) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return l("ago_now")
        case ..<3_600: return l("ago_minutes", ["n": String(seconds / 60)])
        case ..<86_400: return l("ago_hours", ["n": String(seconds / 3_600)])
        case ..<172_800: return l("ago_day_one")
        default: return l("ago_days", ["n": String(seconds / 86_400)])
        }
    }
}
