import Foundation
@testable import LemonLogKit

/// Hand-built index summaries for the stats tests: a fixed `now` (Friday 2026-11-20, 12:00
/// in Seoul) and entries placed by days before it.
enum StatsFixtures {
    static let timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
    /// 2026-11-20 12:00 +09:00.
    static let now = Date(timeIntervalSince1970: 1_795_143_600)

    /// One rated emotion: its key, the rating before and the re-rating after (nil where none).
    typealias Rated = (key: String, before: Int?, after: Int?)

    static func summary(_ id: String, daysAgo: Int, hour: Int = 9, _ emotions: [Rated], traps: [String] = [],
                        action: String = "", done: Bool = false, beliefs: [DiaryField: Int] = [:]) -> EntrySummary {
        let date = now.addingTimeInterval(TimeInterval(-daysAgo * 86_400 + (hour - 12) * 3600))
        return EntrySummary(id: id, createdAt: date, updatedAt: date, date: date, emotions: emotions.map(\.key),
                            situationHead: "", imageCount: 0, intensities: emotions.map(\.before),
                            reratings: emotions.map(\.after), traps: traps, actionHead: action,
                            actionOutcome: done ? ActionOutcome(status: ActionStatus.allCases[daysAgo % 4], at: date.addingTimeInterval(86_400),
                                                                mastery: daysAgo % 3 == 0 ? nil : daysAgo % 11,
                                                                pleasure: daysAgo % 2 == 0 ? daysAgo % 7 : nil) : nil,
                            beliefs: beliefs, searchText: "", file: .unknown)
    }

    /// The thinking traps of the diary's entries, in turn (mind reading and labeling most often).
    static let trapPattern: [[String]] = [
        ["mind_reading", "labeling"], [], ["catastrophizing"], ["mind_reading"], ["self_blame", "labeling"],
        ["should_statements"], ["mind_reading", "overgeneralization"], [], ["fortune_telling"], ["all_or_nothing"],
        ["magnification"], ["emotional_reasoning"], ["minimization"], ["other_blame"], ["labeling"],
    ]

    /// The beliefs of the diary's entries, in turn: the hot thought believed before and after,
    /// before only (counted as unchanged), not at all; the balanced thought in some.
    static let beliefPattern: [[DiaryField: Int]] = [
        [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 40, .balancedBelief: 70],
        [.hotThoughtBelief: 70],
        [:],
        [.hotThoughtBelief: 80, .hotThoughtBeliefAfter: 60, .balancedBelief: 50],
        [.balancedBelief: 60],
    ]

    /// A small diary over about four months: sadness often (mostly through its sub-emotions),
    /// fear, joy, one unknown key of a newer catalog; some entries re-rated, some thoughts believed.
    static let diary: [EntrySummary] = {
        var entries: [EntrySummary] = []
        let pattern: [[Rated]] = [
            [("sadness.lonely", 80, 50), ("fear.anxious", 70, 40)],
            [("sadness", 60, nil)],
            [("sadness.hurt", 90, 60)],
            [("joy.grateful", 40, 60)],
            [("fear.anxious", 80, 30), ("sadness.lonely", 70, nil)],
            [("anger.frustrated", 60, 50)],
            [("sadness.empty", 50, 50), ("sadness.lonely", 60, 40)],
            [("fear.worried", 70, nil)],
            [("joy", 50, 70), ("joy.relieved", 60, 80)],
            [("sadness.disappointed", 70, 40)],
            [("sadness.grieving", 90, 80)],
            [("shame.guilty", 80, 50)],
            [("wonder.awe", 50, nil)],
        ]
        var day = 0
        for index in 0..<64 {
            // Busier lately: gaps grow with age.
            day += index < 20 ? (index % 3 == 0 ? 0 : 1) : index < 40 ? 2 : 3
            // Every entry but every seventh has a next action; every third of those is done.
            entries.append(summary(String(format: "e%011d", index), daysAgo: day, hour: 8 + index % 12,
                                   pattern[index % pattern.count], traps: trapPattern[index % trapPattern.count],
                                   action: index % 7 == 6 ? "" : "do \(index)", done: index % 3 == 0 && index % 7 != 6,
                                   beliefs: beliefPattern[index % beliefPattern.count]))
        }
        return entries
    }()
}
