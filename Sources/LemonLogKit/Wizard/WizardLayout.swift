/// Layout numbers the view-model and the renderer must agree on.
package enum WizardLayout {
    /// Columns of indentation before a field's text.
    package static let fieldIndent = 2

    /// The width text fields wrap at, for a terminal of `columns` columns.
    static func fieldWidth(columns: Int) -> Int {
        max(4, columns - fieldIndent - 1)
    }

    /// The smallest terminal the layout fits in; below it one line says so.
    package static let minimumColumns = 30, minimumRows = 10

    /// Rows the screen keeps around the key help: title, rule and step above, rule and footer below.
    static let helpChromeRows = 5

    /// The rows the key help's page gets on a terminal `rows` high.
    static func helpPageRows(rows: Int) -> Int {
        max(1, rows - helpChromeRows)
    }

    /// The first line shown when the key help (`lineCount` lines, its title included) is at its
    /// last page on a `columns` × `rows` terminal: 0 when it all fits. A page that does not hold
    /// everything keeps its last row for the "more" line.
    static func helpLastOffset(lineCount: Int, columns: Int, rows: Int) -> Int {
        guard rows >= minimumRows, columns >= minimumColumns else { return 0 }
        let page = helpPageRows(rows: rows)
        return lineCount > page ? lineCount - max(1, page - 1) : 0
    }

    /// Columns before a trap question's text on the new perspective (`? ` on its first line,
    /// two spaces on the next).
    package static let trapQuestionIndent = 2

    /// The most lines one trap question (its label, `: ` and the question, wrapped at the width
    /// left by `trapQuestionIndent`) may take at 80 columns, so that two fit in a third of an
    /// 80×24 screen whole: the catalog's wording is held to it (`TrapQuestionWidthTests`).
    package static let trapQuestionMaxLines = 2

    /// How many trap questions are shown whole, from the first in `heights` (the rows each takes,
    /// in the order shown), in `room` rows: all when they fit; else as many as fit above a last
    /// row naming how many more there are (PgDn brings the next); 0 when not even the first fits
    /// (it is then shown cut, with the key that brings the next).
    package static func trapQuestionsShown(_ heights: [Int], room: Int) -> Int {
        heights.reduce(0, +) <= room ? heights.count : prefixCount(heights, room: room - 1)
    }

    /// How many of `heights`, from the first, fit in `room` rows.
    private static func prefixCount(_ heights: [Int], room: Int) -> Int {
        var used = 0
        for (index, height) in heights.enumerated() {
            used += height
            if used > room { return index }
        }
        return heights.count
    }
}


/// How a step of several fields shares the rows left under the thought it answers, most needed
/// first: the focused field's label, a line of it and every error; then a line of each other
/// field, a second line of the focused one (`focusedMore`), then the others' labels, then the trap questions (up to what they want), then a second line
/// of each other field that has one. The counter goes beside the focused field's label when
/// there is no row for it under the field.
package struct FieldRows: Sendable, Equatable {
    /// Whether the `n/max` counter shares the focused field's label line.
    package var counterOnLabel = false
    /// Rows shown of each field not focused: 0, 1 or 2.
    package var otherRows = 0
    /// Whether the fields not focused show their labels.
    package var otherLabels = false
    /// Rows the trap questions get.
    package var trapRows = 0
    /// Rows left after all of the above (for the list and the focused field's further lines).
    package var left = 0

    /// The share of `room` rows for `others` fields not focused (`othersWithMore` of them hold
    /// more than a line), `errors` error rows, trap questions wanting `trapWanted` rows and the
    /// focused field wanting `focusedMore` rows more than its first (taken before the labels).
    package init(room: Int, others: Int, othersWithMore: Int, errors: Int, trapWanted: Int, focusedMore: Int = 0) {
        var left = room - errors - 2
        counterOnLabel = left < 1 + others
        if !counterOnLabel { left -= 1 }
        if left >= others {
            otherRows = 1
            left -= others
            // A second line of the field being written before the other fields' labels.
            if focusedMore > 0, left >= focusedMore { left -= focusedMore }
            if left >= others {
                otherLabels = true
                left -= others
            }
        }
        trapRows = max(0, min(trapWanted, left))
        left -= trapRows
        if otherRows == 1, othersWithMore > 0, left >= othersWithMore {
            otherRows = 2
            left -= othersWithMore
        }
        self.left = max(0, left)
    }
}
