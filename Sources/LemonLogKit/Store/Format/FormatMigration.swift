/// One step of the format chain: turns a document of version `from` into version `from + 1`,
/// working on its decoded JSON object, in memory only (the file is rewritten when next saved).
struct FormatMigration: Sendable {
    /// The version this step reads.
    package let from: Int
    /// Rewrites the JSON object in place.
    package let apply: @Sendable (inout [String: Any]) -> Void
    /// Whether the step leaves the JSON as it is (the new version only added fields that
    /// decode to defaults when absent): a document it reads is then decoded directly, without
    /// the round trip through `JSONSerialization`.
    let keepsJSON: Bool

    init(from: Int, apply: @escaping @Sendable (inout [String: Any]) -> Void) {
        self.from = from
        self.apply = apply
        keepsJSON = false
    }

    private init(unchangedFrom from: Int) {
        self.from = from
        apply = { _ in }
        keepsJSON = true
    }

    /// A step that changes nothing in the JSON: version `from + 1` only added fields with
    /// defaults.
    static func fieldsAdded(from: Int) -> FormatMigration { FormatMigration(unchangedFrom: from) }
}
