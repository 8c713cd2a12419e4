import LemonLogKit

/// A command line that cannot be run (exit 2): a message key with its values, and the
/// command whose usage line to print, if known. Localized when printed.
struct UsageError: Error, Equatable, Sendable {
    let key: String
    let arguments: [String: String]
    let command: String?
    /// The nearest known word, for "Did you mean …?".
    let suggestion: String?

    init(_ key: String, _ arguments: [String: String] = [:], command: String? = nil, suggestion: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.command = command
        self.suggestion = suggestion
    }

    /// The one line saying what was wrong, in the person's language.
    func message(_ l: Localizer) -> String {
        var text = l(key, arguments)
        if let suggestion { text += " " + l("cli_did_you_mean", ["suggestion": suggestion]) }
        return text
    }
}
