/// Predictions against outcomes in `stats`: over the actions followed up whose prediction was
/// rated before (when written) and after (`actions done`), how sure the person was on average,
/// before and after. The ratings are the field table's: the belief asked later and the one before it.
extension DiaryStats {
    /// How sure the person was of their predictions, on average, before and after the actions.
    package struct PredictionCheck: Sendable, Equatable {
        /// How many actions had both ratings.
        package var actions: Int
        package var before: Double
        package var after: Double

        package init(actions: Int, before: Double, after: Double) {
            self.actions = actions
            self.before = before
            self.after = after
        }
    }

    static func predictionCheck(_ summaries: [EntrySummary]) -> PredictionCheck? {
        guard let after = FieldTable.beliefFields.first(where: { $0.spec.isAskedLater }),
              let before = BeliefRatings.before(after) else { return nil }
        var (count, beforeSum, afterSum) = (0, 0, 0)
        for summary in summaries where summary.actionOutcome != nil {
            guard let rated = summary.beliefs[before], let again = summary.beliefs[after] else { continue }
            count += 1
            beforeSum += rated
            afterSum += again
        }
        guard count > 0 else { return nil }
        return PredictionCheck(actions: count, before: Double(beforeSum) / Double(count), after: Double(afterSum) / Double(count))
    }
}
