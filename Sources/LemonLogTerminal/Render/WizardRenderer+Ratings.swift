import LemonLogKit

/// Intensity ratings as the wizard shows them: a bar of ten cells and the number, beside each
/// chosen emotion (emotion step) and in the re-rating list under the new perspective.
extension WizardRenderer {
    /// Cells in a rating bar: one per `Intensity.step`.
    static let ratingCells = (Intensity.range.upperBound - Intensity.range.lowerBound) / Intensity.step

    /// The columns of a re-rating row besides its label: `› `, two spaces, ` 90 → `, the bar and ` 70`.
    static let ratingRowRest = 2 + 2 + 6 + ratingCells + 4

    /// `███████░░░ 70` (the glyphs become single-width ones on a terminal that needs it).
    func ratingBar(_ value: Int?) -> StyledLine {
        guard let value else {
            return StyledLine(String(repeating: "░", count: Self.ratingCells), .dim).adding("   –", .dim)
        }
        let filled = min(Self.ratingCells, max(0, value / Intensity.step))
        let number = String(value)
        return StyledLine(String(repeating: "█", count: filled), .accent)
            .adding(String(repeating: "░", count: Self.ratingCells - filled), .dim)
            .adding(String(repeating: " ", count: 4 - number.count) + number)
    }

    /// The re-rating list under the new-perspective field, while navigating, in at most `room`
    /// lines: the beliefs under their question (how much each is believed now), then each chosen
    /// emotion under its own (how strong it is now), with its rating before and now; scrolled
    /// around the one picked.
    func reratingLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        let state = wizard.state
        let content = state.content
        guard case .navigating = state.mode, !content.emotions.isEmpty, room > 0 else { return [] }
        let items = wizard.reratingItems
        let beliefs = wizard.reratingBeliefCount
        // The labels take what the marker, the numbers and the bar leave (at least a third of a
        // narrow screen): 16 columns at 40, so that the beliefs' rows are read whole.
        let column = min(items.map { DisplayWidth.of($0.label) }.max() ?? 0, max(6, width / 3, width - Self.ratingRowRest))
        // Each group's question, wrapped (the feelings' says a rating that has not changed is fine: never cut).
        func title(_ key: String) -> [StyledLine] {
            wrapped(wizard.localizer(key), width: width).map { StyledLine($0, .bold) }
        }
        func row(_ item: ListItem) -> StyledLine {
            var line = StyledLine(item.selected ? "› " : "  ", .accent)
            line.add(DisplayWidth.pad(item.label, toWidth: column), item.selected ? .selected : .plain)
            let before = item.rating.map(String.init) ?? "–"
            line.add("  " + String(repeating: " ", count: max(0, 3 - before.count)) + before + " → ", .dim)
            line.pieces += ratingBar(item.rerating).pieces
            return line
        }
        let groups = [(key: "rerating_beliefs_question", items: Array(items.prefix(beliefs))),
                      (key: "rerating_feelings_question", items: Array(items.dropFirst(beliefs)))].filter { !$0.items.isEmpty }
        let all = groups.flatMap { title($0.key) + $0.items.map(row) }
        guard all.count > room else { return all }
        // Too little room for both: the group of the row picked under its question, when there is
        // room for it and two rows; else every row without the questions. Scrolled to the one picked.
        let group = groups.first { $0.items.contains(where: \.selected) } ?? groups[0]
        let heading = title(group.key)
        let titled = room >= heading.count + min(group.items.count, 2)
        let shown = titled ? group.items : items
        let rowRoom = max(1, room - (titled ? heading.count : 0))
        let picked = shown.firstIndex(where: \.selected) ?? 0
        let first = min(max(0, picked - rowRoom / 2), max(0, shown.count - rowRoom))
        return (titled ? heading : []) + shown[first..<min(shown.count, first + rowRoom)].map(row)
    }
}
