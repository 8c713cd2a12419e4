/// Something the store did (or refused) on its own while opening or tidying the data
/// directory, for the command to print as one localized line on stderr.
package struct StoreNotice: Hashable, Sendable {
    /// The localization key of the line (e.g. `notice_scratch_recovered`).
    package var key: String
    /// The values for its placeholders; they may come from file names, so print them sanitized.
    package var arguments: [String: String]

    package init(key: String, arguments: [String: String] = [:]) {
        self.key = key
        self.arguments = arguments
    }
}
