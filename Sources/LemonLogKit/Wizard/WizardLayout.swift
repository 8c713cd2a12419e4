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
}
