/// The thought record's columns in the order `show` and the Markdown export lay an entry out:
/// Mind Over Mood's seven (the situation; the moods then; the thoughts with the hot one marked
/// and believed; the evidence for; the evidence against; the balanced thought and its belief;
/// the moods now), the thinking traps after the thoughts, and every other text where the field
/// table declares it. The texts come from the field table; only the places of the columns that
/// are not texts are declared here.
enum RecordColumn: Equatable, Sendable {
    /// A text of the field table.
    case text(DiaryField)
    /// The emotions chosen, each with its rating before (the mood column).
    case moodsBefore
    /// The thinking traps marked.
    case traps
    /// The emotions re-rated after the new perspective (the last column).
    case moodsAfter

    /// The columns that follow a text.
    private static func following(_ field: DiaryField) -> [RecordColumn] {
        switch field {
        case .situation: return [.moodsBefore]
        case .hotThought: return [.traps]
        case .reeval: return [.moodsAfter]
        default: return []
        }
    }

    /// Every column, in order.
    static let order: [RecordColumn] = FieldTable.textFields.flatMap { [.text($0)] + following($0) }
}
