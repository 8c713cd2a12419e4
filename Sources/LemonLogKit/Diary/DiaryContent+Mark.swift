/// The one rule of a marked line (the hot thought among the thought's lines), for both faces:
/// with one line, that line is the hot thought; with several and none marked, none is; passing
/// over the choice (plain mode's Enter, the full screen's `n`) leaves the mark as it is, never
/// a line the person did not choose.
extension DiaryContent {
    /// The lines the mark `field` chooses from (its source's lines that hold more than white space).
    func markableLines(for field: DiaryField) -> [String] {
        guard case .mark(let source, _) = FieldTable.kind(of: field) else { return [] }
        return Self.markableLines(of: text(of: source))
    }

    /// Whether the person has a line to choose: the source has two lines or more (one line is
    /// its own hot thought).
    package func hasLinesToMark(_ field: DiaryField) -> Bool {
        markableLines(for: field).count > 1
    }

    /// The number (0-based) of the line marked among `markableLines(for:)`: the only line's when
    /// there is one; nil when none is marked (or the marked words are no longer a line).
    package func markedLine(_ field: DiaryField) -> Int? {
        markableLines(for: field).firstIndex(of: text(of: field))
    }

    /// Marks line `number` (0-based) of `markableLines(for:)`, or none for nil (a number that is
    /// not a line marks none).
    mutating func mark(_ field: DiaryField, line number: Int?) {
        let lines = markableLines(for: field)
        setText(number.flatMap { lines.indices.contains($0) ? lines[$0] : nil } ?? "", of: field)
    }
}
