import LemonLogKit

/// The emotion step: what is chosen, then the catalog as a scrolling list.
extension WizardRenderer {
    func emotionBody(_ wizard: DiaryWizard, height: Int, width: Int) -> Body {
        let state = wizard.state
        let l = wizard.localizer
        let language = l.language
        var body = Body()
        let chosen = state.content.emotions.map { wizard.catalog.label($0, language) }
        let count = wizard.countLabel(.emotion)
        if chosen.isEmpty {
            body.lines.append(StyledLine(l("emotions_none", ["count": count]), .dim))
        } else {
            body.lines.append(StyledLine(l("emotions_chosen", ["count": count]) + " ", .bold)
                .adding(chosen.joined(separator: ", ")))
            // What the numbers mean, once there is something to rate.
            body.lines += wrapped(l("rating_anchors"), width: width).map { StyledLine($0, .dim) }
        }
        if let sought = state.emotionFind {
            // Type-to-find: what is sought, with the cursor after it.
            let prompt = "/ " + TextSanitizer.singleLine(sought)
            body.cursor = (body.lines.count, min(DisplayWidth.of(prompt), width - 1))
            var line = StyledLine(prompt, .bold)
            if state.emotionFindMissed { line.add("  " + l("find_no_match"), .dim) }
            body.lines.append(line)
        }
        let errors = errorLines(wizard, .emotion, width: width)
        let rows = wizard.emotionItems
        let room = max(1, height - body.lines.count - errors.count)
        let first = min(max(0, state.emotionCursor - room / 2), max(0, rows.count - room))
        // Chosen rows show their intensity in a column after the longest label, when it fits.
        let labelColumn = rows.map { 2 * $0.depth + DisplayWidth.of($0.label) }.max() ?? 0
        let showsRatings = 6 + labelColumn + 2 + Self.ratingCells + 4 <= width
        for row in rows[min(first, rows.count)..<min(rows.count, first + room)] {
            var line = StyledLine(row.selected ? "› " : "  ", .accent)
            line.add(String(repeating: "  ", count: row.depth))
            line.add(row.marked ? "[x] " : "[ ] ", row.marked ? .success : .plain)
            line.add(row.label, row.selected ? .selected : (row.depth == 0 ? .bold : .plain))
            if row.marked {
                if showsRatings {
                    let used = 2 * row.depth + DisplayWidth.of(row.label)
                    line.add(String(repeating: " ", count: labelColumn - used + 2))
                    line.pieces += ratingBar(row.rating).pieces
                } else {
                    line.add(" " + (row.rating.map(String.init) ?? "–"), .dim)
                }
            }
            body.lines.append(line)
        }
        body.lines += errors
        return body
    }
}
