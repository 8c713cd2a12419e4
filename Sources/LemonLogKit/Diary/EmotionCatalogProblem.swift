/// Why the emotion catalog file cannot be used.
package enum EmotionCatalogProblem: Error, Equatable, Sendable {
    /// There is no such file.
    case missing
    /// It cannot be read, is not JSON, or is not a catalog.
    case damaged
    /// It lists no emotion, so the first step could never be passed.
    case empty
}
