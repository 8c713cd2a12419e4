import Foundation

/// What Day One keeps of its entries that LemonLog does not import, counted by kind for the
/// import's summary: each entry's location and weather, and its videos, audio recordings and
/// PDF attachments.
package struct DayOneNotImported: Sendable, Equatable {
    /// The kinds in the order the summary names them, each with its message key (`day_one_kind_*`).
    package static let kinds: [(field: String, key: String)] = [
        ("location", "day_one_kind_location"), ("weather", "day_one_kind_weather"), ("videos", "day_one_kind_video"),
        ("audios", "day_one_kind_audio"), ("pdfAttachments", "day_one_kind_pdf"),
    ]

    /// How many of each kind (by `kinds`' field), only those found.
    package var counts: [String: Int] = [:]

    package init() {}

    /// Counts what the entries of a Day One journal file hold (a file that is not one counts nothing).
    package init(journal data: Data) {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = document["entries"] as? [[String: Any]] else { return }
        for entry in entries {
            for (field, _) in Self.kinds {
                switch entry[field] {
                case let list as [Any]: if !list.isEmpty { counts[field, default: 0] += list.count }
                case nil, is NSNull: continue
                default: counts[field, default: 0] += 1
                }
            }
        }
    }

    /// Adds another journal's counts.
    package mutating func add(_ other: DayOneNotImported) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    /// The kinds found, in order, each with its count and message key.
    package var found: [(key: String, count: Int)] {
        Self.kinds.compactMap { kind in counts[kind.field].map { (kind.key, $0) } }
    }
}
