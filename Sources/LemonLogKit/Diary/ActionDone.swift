import Foundation

/// The mark `lemonlog actions done` puts on an entry whose next action was carried out: when,
/// and an optional note. The entry's texts are never changed by it.
public struct ActionDone: Codable, Sendable, Equatable {
    public var at: Date
    public var note: String?

    public init(at: Date, note: String? = nil) {
        self.at = at
        self.note = note
    }
}
