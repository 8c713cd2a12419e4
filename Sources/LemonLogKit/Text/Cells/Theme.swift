/// How frames and printed lines look on this terminal, for the wizard and `stats` alike:
/// whether they carry colors and styles (off under `--no-color`, `NO_COLOR` or `TERM=dumb`),
/// the one table from a `TextStyle` to a cell's look, and whether ambiguous-width glyphs are
/// drawn in their single-width form.
package struct Theme: Equatable, Sendable {
    package var color: Bool
    /// The terminal draws East Asian ambiguous-width characters two columns wide (common under
    /// Korean and Japanese locales): frames then use glyphs that are one column everywhere.
    /// The driver detects it and sets it.
    package var ambiguousIsWide: Bool

    package init(color: Bool, ambiguousIsWide: Bool = false) {
        self.color = color
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Text as this terminal can draw it in the layout's columns (the ambiguous-width glyphs
    /// of `SingleWidthGlyphs` in their single-width form when `ambiguousIsWide` is set).
    func glyphs(_ text: String) -> String {
        ambiguousIsWide ? SingleWidthGlyphs.apply(text) : text
    }

    /// Decides from the flag and the environment: `NO_COLOR` set to anything non-empty, or
    /// `TERM=dumb`, turns color off.
    package static func resolve(noColorFlag: Bool, environment: [String: String]) -> Theme {
        if noColorFlag { return Theme(color: false) }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return Theme(color: false) }
        if environment["TERM"] == "dumb" { return Theme(color: false) }
        return Theme(color: true)
    }

    /// What a style looks like in a cell: plain for every style without color.
    func cellStyle(_ style: TextStyle) -> CellStyle {
        guard color else { return .plain }
        switch style {
        case .plain: return .plain
        case .bold: return CellStyle(bold: true)
        case .dim: return CellStyle(dim: true)
        case .error, .grew: return CellStyle(foreground: .red)
        case .errorBold: return CellStyle(foreground: .red, bold: true)
        case .accent, .bar: return CellStyle(foreground: .yellow)
        case .selected: return CellStyle(reverse: true)
        case .success, .eased: return CellStyle(foreground: .green)
        case .subBar: return CellStyle(foreground: .palette(136))
        case .heat(let level): return CellStyle(foreground: .palette(Self.heatPalette[max(0, min(4, level))]))
        case .match: return CellStyle(bold: true, reverse: true)
        }
    }

    /// The 256-color palette of the heatmap's levels 0 (no entry) to 4 (the most).
    static let heatPalette: [UInt8] = [240, 100, 142, 184, 226]

    /// `text` in `style` appended to `row`: glyphs as this terminal draws them, cut at `limit`.
    package func put(_ text: String, _ style: TextStyle, into row: inout CellRow, limit: Int = .max) {
        row.put(text: glyphs(text), style: cellStyle(style), limit: limit)
    }
}

/// The styles the wizard and `stats` use. Each wizard style is also marked without color
/// (✗, ›, [x]); the theme decides what each looks like (`Theme.cellStyle`).
package enum TextStyle: Hashable, Sendable {
    case plain
    case bold
    case dim
    /// Red (SGR 31): validation errors.
    case error
    case errorBold
    case accent
    case selected
    case success
    /// A primary emotion's bar (yellow), a sub-emotion's (darker yellow).
    case bar, subBar
    /// What eased (green) and what grew (red) between the rating and the re-rating.
    case eased, grew
    /// A heatmap cell, level 0 (no entry) to 4 (the most).
    case heat(Int)
    /// Where `list --contains` matched (bold, reversed).
    case match
}
