import Foundation

/// The feelings-wheel tree shipped in `Resources/emotions.json`: primary emotions, each with
/// its sub-emotions, flattened into the rows the emotion step shows.
public struct EmotionCatalog: Sendable, Equatable {
    /// One selectable row of the emotion list.
    public struct Row: Sendable, Equatable {
        public var emotion: Emotion
        /// 0 for a primary emotion, 1 for a sub-emotion.
        public var depth: Int
    }

    public let primaries: [Emotion]
    public let rows: [Row]
    private let byKey: [String: Emotion]

    public init(primaries: [Emotion]) {
        self.primaries = primaries
        var rows: [Row] = []
        var byKey: [String: Emotion] = [:]
        for primary in primaries {
            rows.append(Row(emotion: primary, depth: 0))
            byKey[primary.key] = primary
            for child in primary.children {
                rows.append(Row(emotion: child, depth: 1))
                byKey[child.key] = child
            }
        }
        self.rows = rows
        self.byKey = byKey
    }

    /// The emotion with a key, if the catalog has it.
    public func emotion(_ key: String) -> Emotion? { byKey[key] }

    /// The label of a key in a language; an unknown key (from a newer catalog) shows as itself.
    public func label(_ key: String, _ language: Language) -> String {
        byKey[key]?.label(language) ?? key
    }

    /// The catalog shipped with the program.
    public static let shipped: EmotionCatalog = {
        guard let url = ResourceFiles.url("emotions.json"),
              let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else {
            return EmotionCatalog(primaries: [])
        }
        return EmotionCatalog(primaries: file.emotions)
    }()

    private struct File: Decodable {
        var version: Int
        var emotions: [Emotion]
    }
}
