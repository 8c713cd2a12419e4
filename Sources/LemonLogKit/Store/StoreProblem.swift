/// A file the store skipped, to be reported on stderr by name.
package struct StoreProblem: Equatable, Sendable {
    /// The full path of the skipped file (or folder).
    package var path: String
    /// Why it was skipped, in short English (e.g. `not valid JSON`, `unknown version 7`).
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
