import Foundation

/// The safety plan in the store: one document, `safety-plan.json`, read in any known version,
/// written atomically under its lock (`locks/safety-plan.lock`), sealed when the diary is.
extension DiaryStore {
    /// The plan's file.
    var safetyPlanPath: String { directoryPath + "/" + SafetyPlanDocument.fileName }

    /// The person's plan, or nil when none was written yet; a file that cannot be read (or opened
    /// with this machine's key) throws, naming it, and is never rewritten.
    package func safetyPlan() throws -> SafetyPlan? {
        guard PosixFile.exists(safetyPlanPath) else { return nil }
        return try documents.read(SafetyPlanDocument.self, at: safetyPlanPath, id: SafetyPlanDocument.planID).plan
    }

    /// Changes the plan under its lock: `change` gets the plan as it is on disk now (nil: none)
    /// and returns the new one, which is written atomically (sealed if the diary is encrypted).
    /// Throws `locked` while another process writes it. Returns what was written.
    @discardableResult
    package func updateSafetyPlan(_ change: (SafetyPlan?) throws -> SafetyPlan) throws -> SafetyPlan {
        let lock = try documents.lock(id: SafetyPlanDocument.planID)
        defer { documents.release(lock) }
        let plan = try change(try safetyPlan())
        try documents.write(SafetyPlanDocument(plan: plan), id: SafetyPlanDocument.planID, to: safetyPlanPath)
        return plan
    }
}
