/// The person's safety plan (Stanley and Brown): seven parts, each a list of items in their own
/// words. Stored as a document of its own (`SafetyPlanDocument`), exported beside the entries
/// (`safetyPlan`), shown on the care screen. No item is ever cut: there is no length limit.
package struct SafetyPlan: Sendable, Equatable, Codable {
    /// The seven parts, in the order the plan is written and read.
    package enum Part: String, CaseIterable, Sendable, Codable {
        case warningSigns, copingAlone, distractions, helpers, professionals, safeEnvironment, reasonsForLiving

        /// The part's JSON key (in the plan's file and in the export).
        package var jsonKey: String { rawValue }
        /// The localization key of the part's title (`plan_part_<key>`); its hint is `…_hint`.
        package var titleKey: String { "plan_part_" + rawValue }
    }

    /// The items of each part, in the person's order (a part with none is absent or empty).
    package private(set) var items: [Part: [String]] = [:]

    package init(_ items: [Part: [String]] = [:]) {
        for (part, list) in items { self[part] = list }
    }

    /// A part's items (empty when there are none). Blank items are not kept: an empty line
    /// ends a part in plain mode, and separates nothing in the editor.
    package subscript(part: Part) -> [String] {
        get { items[part] ?? [] }
        set {
            let kept = newValue.filter { !$0.allSatisfy(\.isWhitespace) }
            items[part] = kept.isEmpty ? nil : kept
        }
    }

    /// Whether no part holds an item.
    package var isEmpty: Bool { items.isEmpty }

    /// A new plan: only the professionals part filled, with the support numbers (editable).
    package static func new(numbers: [String]) -> SafetyPlan {
        SafetyPlan([.professionals: numbers])
    }

    /// This plan with every item of `other` it lacks added after its own, part by part: what
    /// sync and import do when two versions differ, so that neither loses a word.
    package func merged(with other: SafetyPlan) -> SafetyPlan {
        var merged = self
        for part in Part.allCases {
            let mine = self[part]
            merged[part] = mine + other[part].filter { !mine.contains($0) }
        }
        return merged
    }

    /// How many items `other` has that this plan lacks (what a merge adds).
    package func missingCount(from other: SafetyPlan) -> Int {
        Part.allCases.reduce(0) { count, part in count + other[part].filter { !self[part].contains($0) }.count }
    }

    /// The JSON keys: one per part.
    package struct Key: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }
        package init(_ name: String) { stringValue = name }
        package init?(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }

    /// Every part is written, an empty one as `[]`; a part missing from a file reads as empty.
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for part in Part.allCases {
            self[part] = try container.decodeIfPresent([String].self, forKey: Key(part.jsonKey)) ?? []
        }
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for part in Part.allCases { try container.encode(self[part], forKey: Key(part.jsonKey)) }
    }
}
