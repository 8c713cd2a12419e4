import Foundation

/// What `import` does with the safety plan of a LemonLog export (`safetyPlan`): written when
/// there is none here; when the plan here differs, it is kept, and the file's items it lacks
/// are added after its own (never replaced, never lost), and the person is told.
extension DiaryStore {
    /// What became of the file's plan.
    package enum PlanImport: Equatable, Sendable {
        /// The file has no plan (an older export, or a diary without one).
        case none
        /// There was no plan here: the file's is now the plan.
        case added
        /// The plan here already holds every item of the file's.
        case unchanged
        /// The plan here is kept, with this many items of the file's added after its own.
        case merged(added: Int)
    }

    /// Brings the file's plan in, under the plan's lock (see the type's comment).
    package func importSafetyPlan(_ plan: SafetyPlan?) throws -> PlanImport {
        guard let plan, !plan.isEmpty else { return .none }
        var outcome = PlanImport.none
        try updateSafetyPlan { current in
            guard let current else {
                outcome = .added
                return plan
            }
            let added = current.missingCount(from: plan)
            outcome = added == 0 ? .unchanged : .merged(added: added)
            return current.merged(with: plan)
        }
        return outcome
    }
}
