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

    /// Each row's coder, in turn (what writes and full reads loop over).
    static let coders: [IndexCoder] = rows.map(\.coder)
    /// Each row's shape and what a filter reads of it, in turn: what stepping over a record
    /// loops over (no closure to retain for each row of each record).
    static let shapes: [(shape: IndexShape, hot: Hot?)] = rows.map { ($0.shape, $0.hot) }

    static let rows: [Row] = FieldTable.columns(in: .index).compactMap { column in
        guard let coder = IndexCoder.of(column.kind, column.path) else { return nil }
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
