import Foundation

/// What the person writes: the chosen emotions, the four texts, the date and the images.
public struct DiaryContent: Codable, Sendable, Equatable {
    /// Chosen emotion keys from the catalog (e.g. `sadness.lonely`), in the order chosen.
    public var emotions: [String]
    public var situation: String
    public var thought: String
    public var reeval: String
    public var action: String
    /// When the described moment happened; defaults to the time the entry was started.
    public var date: Date
    public var images: [ImageAttachment]

    public init(
        emotions: [String] = [], situation: String = "", thought: String = "",
        reeval: String = "", action: String = "", date: Date = Date(), images: [ImageAttachment] = []
    ) {
        self.emotions = emotions
        self.situation = situation
        self.thought = thought
        self.reeval = reeval
        self.action = action
        self.date = date
        self.images = images
    }

    /// The text of one of the four text fields (empty for any other field).
    public func text(of field: DiaryField) -> String {
        switch field {
        case .situation: return situation
        case .thought: return thought
        case .reeval: return reeval
        case .action: return action
        case .emotion, .date, .images: return ""
        }
    }

    /// Replaces the text of one of the four text fields.
    public mutating func setText(_ text: String, of field: DiaryField) {
        switch field {
        case .situation: situation = text
        case .thought: thought = text
        case .reeval: reeval = text
        case .action: action = text
        case .emotion, .date, .images: break
        }
    }

    /// Decodes with defaults for missing fields (an empty text, no emotions or images; a
    /// missing date is 1970-01-01, so that the entry sorts last rather than being lost).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        emotions = try c.decodeIfPresent([String].self, forKey: .emotions) ?? []
        situation = try c.decodeIfPresent(String.self, forKey: .situation) ?? ""
        thought = try c.decodeIfPresent(String.self, forKey: .thought) ?? ""
        reeval = try c.decodeIfPresent(String.self, forKey: .reeval) ?? ""
        action = try c.decodeIfPresent(String.self, forKey: .action) ?? ""
        date = try c.decodeIfPresent(Date.self, forKey: .date) ?? Date(timeIntervalSince1970: 0)
        images = try c.decodeIfPresent([ImageAttachment].self, forKey: .images) ?? []
    }
}
