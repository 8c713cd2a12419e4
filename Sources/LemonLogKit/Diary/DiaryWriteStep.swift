/// The six steps of the thought record, in the order the wizard walks them.
package enum DiaryWriteStep: Int, CaseIterable, Codable, Sendable, Comparable {
    case emotion
    case situation
    case thought
    case reeval
    case action
    case dateAndImages

    /// The step's number as shown to the user, from 1.
    package var number: Int { rawValue + 1 }

    /// The step with the given user-facing number, if any.
    package init?(number: Int) {
        self.init(rawValue: number - 1)
    }

    /// The stable name used in files and localization keys.
    package var key: String {
        switch self {
        case .emotion: return "emotion"
        case .situation: return "situation"
        case .thought: return "thought"
        case .reeval: return "reeval"
        case .action: return "action"
        case .dateAndImages: return "dateAndImages"
        }
    }

    package static func < (lhs: DiaryWriteStep, rhs: DiaryWriteStep) -> Bool { lhs.rawValue < rhs.rawValue }

    package init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let step = DiaryWriteStep.allCases.first(where: { $0.key == name }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown step \(name)"))
        }
        self = step
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
