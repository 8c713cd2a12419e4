/// Options accepted before or after any command.
public struct GlobalOptions: Equatable, Sendable {
    /// `--lang en|ko`.
    public var language: String?
    /// `--no-color`.
    public var noColor: Bool

    public init(language: String? = nil, noColor: Bool = false) {
        self.language = language
        self.noColor = noColor
    }
}
