/// How much the thoughts of the record were believed, over the entries `stats` takes: for each
/// text with belief ratings (`BeliefRatings.fields(of:)`, from the field table: the hot thought
/// before → after, the balanced thought once), the average of each rating. Counted as the moods
/// are: an after-rating not given counts as unchanged (its before), and `notRerated` says how
/// many entries did so.
extension DiaryStats {
    /// The average belief in one text's thought, over the entries that rated it first.
    package struct BeliefChange: Sendable, Equatable {
        /// The text believed (the hot thought, the balanced thought).
        package var field: DiaryField
        package var entries: Int
        /// The first rating's average, and the last one's when the text has a rating after (nil
        /// for a text rated once).
        package var before: Double
        package var after: Double?
        /// Of `entries`, how many were not rated again after (counted as unchanged).
        package var notRerated: Int

        package init(field: DiaryField, entries: Int, before: Double, after: Double?, notRerated: Int = 0) {
            self.field = field
            self.entries = entries
            self.before = before
            self.after = after
            self.notRerated = notRerated
        }

        /// The averages as shown (rounded), and their difference as shown.
        package var shownBefore: Int { Int(before.rounded()) }
        package var shownAfter: Int? { after.map { Int($0.rounded()) } }
        package var shownChange: Int? { shownAfter.map { $0 - shownBefore } }
    }

    /// The belief changes of `summaries`, one per text with beliefs that some entry rated, in
    /// the field table's order.
    static func beliefChanges(_ summaries: [EntrySummary]) -> [BeliefChange] {
        FieldTable.textFields.compactMap { field -> BeliefChange? in
            let ratings = BeliefRatings.fields(of: field)
            guard let first = ratings.first else { return nil }
            let last = ratings.count > 1 ? ratings.last : nil
            var (count, before, after, kept) = (0, 0, 0, 0)
            for summary in summaries {
                guard let rated = summary.beliefs[first] else { continue }
                count += 1
                before += rated
                if let last {
                    let again = summary.beliefs[last]
                    after += again ?? rated
                    if again == nil { kept += 1 }
                }
            }
            guard count > 0 else { return nil }
            return BeliefChange(field: field, entries: count, before: Double(before) / Double(count),
                                after: last.map { _ in Double(after) / Double(count) }, notRerated: kept)
        }
    }
}
