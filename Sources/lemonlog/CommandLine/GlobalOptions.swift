/// Options accepted before or after any command.
struct GlobalOptions: Equatable, Sendable {
    /// `--lang en|ko`.
    var language: String?
    /// `--no-color`.
    var noColor = false
}
