/// One step of the format chain: turns a document of version `from` into version `from + 1`,
/// working on its decoded JSON object, in memory only (the file is rewritten when next saved).
public struct FormatMigration: Sendable {
    /// The version this step reads.
    public let from: Int
    /// Rewrites the JSON object in place.
    public let apply: @Sendable (inout [String: Any]) -> Void

    public init(from: Int, apply: @escaping @Sendable (inout [String: Any]) -> Void) {
        self.from = from
        self.apply = apply
    }
}
