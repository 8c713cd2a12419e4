/// One thing plain mode asks on a step, in turn: read from the step table (`WizardSteps.questions(of:)`).
package enum StepQuestion: Sendable, Equatable {
    /// The emotions, by number or name.
    case emotions
    /// How strong each chosen emotion was, one line of numbers.
    case ratings
    /// One text field, lines ended by a lone `.`.
    case text(DiaryField)
    /// A due-time line (`FieldKind.due`): Enter keeps it, `-` clears it.
    case due(DiaryField)
    /// Which line of a text is marked (the hot thought): a number, 0 for none, Enter to leave it.
    case mark(DiaryField)
    /// A belief, 0–100, Enter to leave it unrated.
    case belief(DiaryField)
    /// The thinking traps the thought fell into, one line of numbers or names.
    case traps
    /// How strong each emotion is now, one line of numbers.
    case reratings
    /// The date line.
    case date
    /// Image paths, one line each.
    case images

    /// The name a line typed for this question and not taken is kept under in a draft
    /// (`DraftPosition.typed`): its field's name, or its list's. The full screen's one-line fields
    /// (the due time, the date, the image path) share their names with plain mode's questions,
    /// so either face shows what the other kept.
    package var typedKey: String {
        switch self {
        case .emotions: return DiaryField.emotion.rawValue
        case .ratings: return "ratings"
        case .reratings: return "reratings"
        case .traps: return "traps"
        case .text(let field), .due(let field), .mark(let field), .belief(let field): return field.rawValue
        case .date: return DiaryField.date.rawValue
        case .images: return DiaryField.images.rawValue
        }
    }

    /// The field the answer fills, whose error the gate refuses on; nil for the ratings and the
    /// thinking traps, which never block.
    var field: DiaryField? {
        switch self {
        case .emotions: return .emotion
        case .text(let field), .due(let field), .mark(let field), .belief(let field): return field
        case .date: return .date
        case .images: return .images
        case .ratings, .reratings, .traps: return nil
        }
    }
}
