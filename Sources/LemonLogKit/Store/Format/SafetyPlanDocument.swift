/// The safety plan's file, `safety-plan.json` at the top of the data folder: a version, its
/// fixed id, and the plan's seven lists beside them (`SafetyPlan`'s keys).
struct SafetyPlanDocument: StoreDocument, Equatable {
    /// The id of the one plan: names its lock (`locks/safety-plan.lock`). Not a hex entry id.
    static let planID = "safety-plan"
    /// The file's name at the top of the data folder.
    static let fileName = "safety-plan.json"
    static let currentVersion = 1
    static var migrations: [FormatMigration] { [] }

    var version = SafetyPlanDocument.currentVersion
    var id = SafetyPlanDocument.planID
    var plan: SafetyPlan

    init(plan: SafetyPlan) {
        self.plan = plan
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: SafetyPlan.Key.self)
        version = try container.decode(Int.self, forKey: SafetyPlan.Key("version"))
        id = try container.decode(String.self, forKey: SafetyPlan.Key("id"))
        plan = try SafetyPlan(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SafetyPlan.Key.self)
        try container.encode(version, forKey: SafetyPlan.Key("version"))
        try container.encode(id, forKey: SafetyPlan.Key("id"))
        try plan.encode(to: encoder)
    }
}
