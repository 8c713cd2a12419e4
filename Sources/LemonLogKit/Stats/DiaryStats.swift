import Foundation

/// What `lemonlog stats` shows, computed from the index alone (`EntrySummary`), never from
/// entry files: how often each emotion came up, the average intensity before and after the
/// new perspective, how much the thoughts were believed, the thinking traps marked most often,
/// how many next actions were done, and the entries of each day.
package struct DiaryStats: Sendable, Equatable {
    /// How many entries chose an emotion. A primary emotion counts every entry choosing it or
    /// any of its sub-emotions (once per entry); `children` are its sub-emotions that came up.
    package struct EmotionCount: Sendable, Equatable {
        package var key: String
        package var count: Int
        /// Entries that chose the primary emotion itself (0 for a sub-emotion).
        package var direct: Int
        /// Sub-emotions with a count above zero, most frequent first.
        package var children: [EmotionCount]

        package init(key: String, count: Int, direct: Int = 0, children: [EmotionCount] = []) {
            self.key = key
            self.count = count
            self.direct = direct
            self.children = children
        }
    }

    /// The average intensity of one emotion (as chosen) before and after the new perspective,
    /// over the entries that rated it before. A rating that was not re-rated counts as unchanged
    /// (its after is its before): people skip re-rating when nothing changed, and leaving those
    /// entries out would make every average fall. `notRerated` says how many of `entries` did.
    package struct IntensityChange: Sendable, Equatable {
        package var key: String
        package var entries: Int
        package var before: Double
        package var after: Double
        /// Of `entries`, how many were not re-rated (counted as unchanged).
        package var notRerated: Int

        package init(key: String, entries: Int, before: Double, after: Double, notRerated: Int = 0) {
            self.key = key
            self.entries = entries
            self.before = before
            self.after = after
            self.notRerated = notRerated
        }

        /// The averages as shown (rounded), and their difference as shown.
        package var shownBefore: Int { Int(before.rounded()) }
        package var shownAfter: Int { Int(after.rounded()) }
        package var shownChange: Int { shownAfter - shownBefore }
    }

    /// How many entries marked a thinking trap.
    package struct TrapCount: Sendable, Equatable {
        package var key: String
        package var count: Int

        package init(key: String, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// The ratings (before the new perspective) of one emotion on one day: their sum and count.
    package struct RatingSum: Sendable, Equatable {
        package var total: Int
        package var count: Int

        package init(total: Int = 0, count: Int = 0) {
            self.total = total
            self.count = count
        }
    }

    /// Entries taken (within the range).
    package var entryCount: Int
    /// The earliest and latest `date` among them.
    package var firstDate: Date?
    package var lastDate: Date?
    /// Primary emotions (and unknown keys of a newer catalog), most frequent first.
    package var emotions: [EmotionCount]
    /// Emotions rated before at least once, most often rated first (`IntensityChange`: a rating
    /// not re-rated counts as unchanged).
    package var changes: [IntensityChange]
    /// Entries with at least one emotion rated, and how many of those re-rated none of them
    /// after the new perspective (each of their ratings counted as unchanged in `changes`).
    package var entriesRated: Int = 0
    package var entriesNotRerated: Int = 0
    /// Whether any emotion in range was re-rated at all.
    package var anyRerated: Bool { entriesRated > entriesNotRerated }
    /// Entries per local day (`StatsCalendar.day`).
    package var entriesPerDay: [Int: Int]
    /// Thinking traps marked at least once, most often first (then in catalog order).
    package var traps: [TrapCount]
    /// Entries with a next action, and how many of those have an outcome (were followed up).
    package var actionsTotal: Int
    package var actionsFollowedUp: Int
    /// The followed-up actions by status (every status present, 0 where none).
    package var actionsByStatus: [ActionStatus: Int]
    /// The average mastery and pleasure over the outcomes that rated them, with how many did.
    package var mastery: RatingAverage?
    package var pleasure: RatingAverage?

    /// An average of 0–10 ratings, and how many there were.
    package struct RatingAverage: Sendable, Equatable {
        package var average: Double
        package var count: Int

        init?(_ values: [Int]) {
            guard !values.isEmpty else { return nil }
            average = Double(values.reduce(0, +)) / Double(values.count)
            count = values.count
        }
    }
    /// One emotion (as chosen) with its ratings per local day.
    package struct RatedEmotion: Sendable, Equatable {
        package var key: String
        package var days: [Int: RatingSum]

        package init(key: String, days: [Int: RatingSum]) {
            self.key = key
            self.days = days
        }
    }
    /// The emotions rated most often (at most `trendEmotions`), most often first: what the
    /// trend draws, a week to a cell.
    package var ratings: [RatedEmotion] = []
    /// How many emotions the trend keeps.
    package static let trendEmotions = 4
    /// How much the thoughts were believed (`BeliefChange`), in the field table's order: the
    /// hot thought before → after, the balanced thought.
    package var beliefs: [BeliefChange] = []
    /// The predictions of the actions followed up, against how sure the person was after; nil when none was rated both times.
    package var predictions: PredictionCheck?

    /// The stats of the summaries that `filter` takes (its date range; other conditions too).
    package init(summaries: [EntrySummary], filter: EntryFilter = EntryFilter(),
                catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped, timeZone: TimeZone = .current) {
        var order: [String: Int] = [:]
        var parent: [String: String] = [:]
        for (index, row) in catalog.rows.enumerated() { order[row.emotion.key] = index }
        for primary in catalog.primaries { for child in primary.children { parent[child.key] = primary.key } }
        func primaryOf(_ key: String) -> String {
            if let known = parent[key] { return known }
            if order[key] != nil { return key }
            // A key of a newer catalog: under its primary when the prefix is one.
            if let dot = key.firstIndex(of: "."), order[String(key[..<dot])] != nil { return String(key[..<dot]) }
            return key
        }

        var count = 0
        var first: Date?
        var last: Date?
        var primaryCounts: [String: Int] = [:]
        var directCounts: [String: Int] = [:]
        var childCounts: [String: Int] = [:]
        var sums: [String: (entries: Int, before: Int, after: Int, kept: Int)] = [:]
        var rating = (entries: 0, notRerated: 0)
        var perDay: [Int: Int] = [:]
        var trapCounts: [String: Int] = [:]
        var rated: [String: (count: Int, days: [Int: RatingSum])] = [:]
        var actions = (total: 0, followedUp: 0)
        var byStatus = Dictionary(uniqueKeysWithValues: ActionStatus.allCases.map { ($0, 0) })
        var masteries: [Int] = []
        var pleasures: [Int] = []
        var offsets = StatsCalendar.OffsetCache(timeZone: timeZone)
        var taken: [EntrySummary] = []
        for summary in summaries where filter.matches(summary) {
            taken.append(summary)
            count += 1
            if first.map({ summary.date < $0 }) ?? true { first = summary.date }
            if last.map({ summary.date > $0 }) ?? true { last = summary.date }
            let day = offsets.day(of: summary.date)
            perDay[day, default: 0] += 1
            for key in Set(summary.traps) { trapCounts[key, default: 0] += 1 }
            if summary.hasAction {
                actions.total += 1
                if let outcome = summary.actionOutcome {
                    actions.followedUp += 1
                    byStatus[outcome.status, default: 0] += 1
                    if let mastery = outcome.mastery { masteries.append(mastery) }
                    if let pleasure = outcome.pleasure { pleasures.append(pleasure) }
                }
            }
            var seenPrimaries: Set<String> = []
            var seenKeys: Set<String> = []
            var (ratedHere, reratedHere) = (false, false)
            let (intensities, reratings) = (summary.content.intensities, summary.content.reratings)
            for key in summary.emotions where seenKeys.insert(key).inserted {
                let primary = primaryOf(key)
                if seenPrimaries.insert(primary).inserted { primaryCounts[primary, default: 0] += 1 }
                if primary == key { directCounts[key, default: 0] += 1 } else { childCounts[key, default: 0] += 1 }
                if let before = intensities[key] {
                    var entry = rated[key] ?? (0, [:])
                    entry.count += 1
                    entry.days[day, default: RatingSum()].total += before
                    entry.days[day, default: RatingSum()].count += 1
                    rated[key] = entry
                }
                if let before = intensities[key] {
                    // Not re-rated: counted as unchanged.
                    let after = reratings[key]
                    let sum = sums[key] ?? (0, 0, 0, 0)
                    sums[key] = (sum.entries + 1, sum.before + before, sum.after + (after ?? before), sum.kept + (after == nil ? 1 : 0))
                    ratedHere = true
                    if after != nil { reratedHere = true }
                }
            }
            if ratedHere {
                rating.entries += 1
                if !reratedHere { rating.notRerated += 1 }
            }
        }

        let ranking = CountRanking(catalog.rows.map(\.emotion.key))
        let ordered = ranking.precedes
        var childrenOf: [String: [EmotionCount]] = [:]
        for (key, n) in childCounts.map({ ($0.key, $0.value) }).sorted(by: { ordered(($0.0, $0.1), ($1.0, $1.1)) }) {
            childrenOf[primaryOf(key), default: []].append(EmotionCount(key: key, count: n))
        }
        entryCount = count
        firstDate = first
        lastDate = last
        emotions = primaryCounts.map { ($0.key, $0.value) }.sorted { ordered(($0.0, $0.1), ($1.0, $1.1)) }.map {
            EmotionCount(key: $0.0, count: $0.1, direct: directCounts[$0.0] ?? 0, children: childrenOf[$0.0] ?? [])
        }
        changes = sums.map { key, sum in
            IntensityChange(key: key, entries: sum.entries, before: Double(sum.before) / Double(sum.entries),
                            after: Double(sum.after) / Double(sum.entries), notRerated: sum.kept)
        }.sorted { ordered(($0.key, $0.entries), ($1.key, $1.entries)) }
        entriesRated = rating.entries
        entriesNotRerated = rating.notRerated
        entriesPerDay = perDay
        let trapRanking = CountRanking(trapCatalog.traps.map(\.key))
        traps = trapCounts.map { TrapCount(key: $0.key, count: $0.value) }.sorted { trapRanking.precedes(($0.key, $0.count), ($1.key, $1.count)) }
        actionsTotal = actions.total
        actionsFollowedUp = actions.followedUp
        actionsByStatus = byStatus
        mastery = RatingAverage(masteries)
        pleasure = RatingAverage(pleasures)
        ratings = rated.map { ($0.key, $0.value.count) }.sorted { ordered(($0.0, $0.1), ($1.0, $1.1)) }
            .prefix(Self.trendEmotions).map { RatedEmotion(key: $0.0, days: rated[$0.0]?.days ?? [:]) }
        beliefs = Self.beliefChanges(taken)
        predictions = Self.predictionCheck(taken)
    }
}
