/// The rows of the field table the index keeps (`ColumnPlaces.index`), in the table's order:
/// a record holds each one's bytes (`IndexCoder`) in turn. A filter reads four of them on the
/// record's bytes (`SummaryRecord`), found by their JSON key.
enum IndexRows {
    /// A row a filter looks at before any string is made.
    enum Hot: Sendable {
        case date, emotions, traps, starred
    }

    /// One row: its coder, and what a filter reads of it.
    struct Row: Sendable {
        let coder: IndexCoder
        let shape: IndexShape
        let hot: Hot?
    }

    static let rows: [Row] = FieldTable.columns(in: .index).compactMap { column in
        guard let coder = column.index else { return nil }
        let hot: Hot? = switch column.jsonKey {
        case "date": .date
        case "emotions": .emotions
        case "traps": .traps
        case "starred": .starred
        default: nil
        }
        return Row(coder: coder, shape: coder.shape, hot: hot)
    }
}
