import Foundation

/// What a review with a therapist asks first, over the entries of an export: the dates and how
/// many entries, the thinking traps that came most often with the emotions they came with, the
/// average mood before → after (a rating not re-rated counted as unchanged, and how many entries
/// were not re-rated), the next actions by status, and the starred entries. Pure: computed from
/// the entries given, the same way `DiaryStats` counts (it is built on it); laid out by
/// `MarkdownExport`.
struct ReviewSummary: Sendable, Equatable {
    /// One thinking trap, how many entries marked it, and the emotions chosen in those entries.
    struct Trap: Sendable, Equatable {
        package var key: String
        package var count: Int
        /// Emotion keys (as chosen) with how many of those entries chose them, most often first.
        package var emotions: [EmotionCount]

        init(key: String, count: Int, emotions: [EmotionCount]) {
            self.key = key
            self.count = count
            self.emotions = emotions
        }
    }

    /// An emotion key (as chosen) and a number of entries.
    struct EmotionCount: Sendable, Equatable {
        package var key: String
        package var count: Int

        init(key: String, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// A starred entry, by its date and the first line of its situation.
    package struct Starred: Sendable, Equatable {
        package var id: String
        package var date: Date
        package var firstLine: String

        package init(id: String, date: Date, firstLine: String) {
            self.id = id
            self.date = date
            self.firstLine = firstLine
        }
    }

    /// The average belief in the hot thought before and after the new perspective (0–100%).
    struct BeliefChange: Sendable, Equatable {
        package var entries: Int
        package var before: Double
        package var after: Double

        init(entries: Int, before: Double, after: Double) {
            self.entries = entries
            self.before = before
            self.after = after
        }
    }

    /// How many traps are listed, and how many emotions beside each.
    static let trapsShown = 5
    static let emotionsPerTrap = 3

    /// Entries taken, and the earliest and latest `date` among them.
    var entryCount: Int
    var firstDate: Date?
    var lastDate: Date?
    /// The traps marked most often (at most `trapsShown`), most often first, then in catalog order.
    package var traps: [Trap]
    /// Every emotion rated before, most often rated first (`DiaryStats.IntensityChange`: a rating
    /// not re-rated counts as unchanged, and `notRerated` says how many).
    var mood: [DiaryStats.IntensityChange]
    /// Entries with a rated emotion, and how many of them re-rated none.
    var entriesRated: Int
    var entriesNotRerated: Int
    /// Entries with a next action; the followed-up ones by status (every status, 0 where none);
    /// the rest are open.
    var actionsTotal: Int
    var actionsByStatus: [ActionStatus: Int]
    var actionsOpen: Int
    /// The starred entries, oldest first.
    package var starred: [Starred]
    /// The average belief in the hot thought before → after over the entries that rated it
    /// before (`DiaryStats.BeliefChange`); nil when none did.
    var beliefChange: BeliefChange?

    /// The summary of `entries` (all of them: the export chose them).
    init(entries: [DiaryEntry], catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped,
                timeZone: TimeZone = .current) {
        let summaries = entries.map { EntrySummary(entry: $0, file: .unknown) }
        let stats = DiaryStats(summaries: summaries, catalog: catalog, trapCatalog: trapCatalog, timeZone: timeZone)
        entryCount = stats.entryCount
        firstDate = stats.firstDate
        lastDate = stats.lastDate
        mood = stats.changes
        entriesRated = stats.entriesRated
        entriesNotRerated = stats.entriesNotRerated
        actionsTotal = stats.actionsTotal
        actionsByStatus = stats.actionsByStatus
        actionsOpen = stats.actionsTotal - stats.actionsFollowedUp

        let ranking = CountRanking(catalog.rows.map(\.emotion.key))
        traps = stats.traps.prefix(Self.trapsShown).map { trap in
            var counts: [String: Int] = [:]
            for summary in summaries where summary.traps.contains(trap.key) {
                for key in Set(summary.emotions) { counts[key, default: 0] += 1 }
            }
            let emotions = counts.sorted { ranking.precedes(($0.key, $0.value), ($1.key, $1.value)) }
            return Trap(key: trap.key, count: trap.count,
                        emotions: emotions.prefix(Self.emotionsPerTrap).map { EmotionCount(key: $0.key, count: $0.value) })
        }
        starred = entries.filter(\.content.starred).sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
            .map { Starred(id: $0.id, date: $0.content.date, firstLine: Self.firstLine($0.content.situation)) }
        // The hot thought's belief before → after, counted as `stats` counts it (one not rated
        // again after counts as unchanged): the first text rated before and after.
        beliefChange = stats.beliefs.first { $0.after != nil }.map {
            BeliefChange(entries: $0.entries, before: $0.before, after: $0.after ?? $0.before)
        }
    }

    /// The first line of a text that is not blank, whole (trimmed).
    static func firstLine(_ text: String) -> String {
        text.split(separator: "\n").lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? ""
    }
}
