/// How `list` fits its columns to a terminal: every column (short id, star, date, emotions) is
/// printed whole or left out, never cut inside a number or a date. The emotions column takes
/// whole items (`Lonely 70, Anxious`) and says how many more there are (`+2`); where one line
/// would leave the first line of the text too little room, the text goes on a line of its own
/// under its entry (`twoLines`). Piped (no width), nothing is left out.
struct ListColumns: Equatable {
    /// The room the emotions column may take (nil: every emotion, however wide).
    var emotionRoom: Int?
    /// Whether the text goes under the columns, indented, instead of after them.
    var twoLines: Bool

    /// The widest the emotions column grows on a terminal (its items whole, then `+N`).
    static let emotionColumnWidth = 28
    /// The least room for the text on one line before it moves to a line of its own.
    static let textRoom = 16
    /// The indent of the text on its own line.
    static let textIndent = "  "

    /// The layout for heads `headWidth` columns wide (id, star and date, with their spaces) on a
    /// terminal `width` wide (nil: piped).
    static func fitting(headWidth: Int, widestEmotions: Int, width: Int?) -> ListColumns {
        guard let width else { return ListColumns(emotionRoom: nil, twoLines: false) }
        let room = min(emotionColumnWidth, widestEmotions)
        if headWidth + 2 + room + 2 + textRoom <= width { return ListColumns(emotionRoom: room, twoLines: false) }
        return ListColumns(emotionRoom: max(0, min(room, width - headWidth - 2)), twoLines: true)
    }

    /// As many whole `items` as fit `room` (all of them when nil), joined by `, `, with ` +N`
    /// for those left out; empty when not even the first fits beside its `+N`.
    static func emotions(_ items: [String], room: Int?) -> String {
        guard let room else { return items.joined(separator: ", ") }
        for count in stride(from: items.count, through: 1, by: -1) {
            let left = items.count - count
            let text = items.prefix(count).joined(separator: ", ") + (left > 0 ? " +\(left)" : "")
            if DisplayWidth.of(text) <= room { return text }
        }
        return ""
    }
}
