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
    /// lines: the question (when there is room), then each chosen emotion with its rating before
    /// and how strong it is now, scrolled around the one picked.
    func reratingLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        let state = wizard.state
        let content = state.content
        guard case .navigating = state.mode, !content.emotions.isEmpty, room > 0 else { return [] }
        let items = wizard.reratingItems
        // The labels take what the marker, the numbers and the bar leave (at least a third of a
        // narrow screen): 16 columns at 40, so that the beliefs' rows are read whole.
        let column = min(items.map { DisplayWidth.of($0.label) }.max() ?? 0, max(6, width / 3, width - Self.ratingRowRest))
        let count = items.count
        // The question, wrapped (it says a rating that has not changed is fine: never cut).
        let title = wrapped(wizard.localizer("rerating_question"), width: width).map { StyledLine($0, .bold) }
        let titled = room >= min(count + title.count, 2 + title.count)
        let rowRoom = max(1, room - (titled ? title.count : 0))
        let first = min(max(0, state.ratingCursor - rowRoom / 2), max(0, count - rowRoom))
        var lines = titled ? title : []
        for item in items[min(first, count)..<min(count, first + rowRoom)] {
            var line = StyledLine(item.selected ? "› " : "  ", .accent)
            line.add(DisplayWidth.pad(item.label, toWidth: column), item.selected ? .selected : .plain)
            let before = item.rating.map(String.init) ?? "–"
            line.add("  " + String(repeating: " ", count: max(0, 3 - before.count)) + before + " → ", .dim)
            line.pieces += ratingBar(item.rerating).pieces
            lines.append(line)
        }
        return lines
    }
}
