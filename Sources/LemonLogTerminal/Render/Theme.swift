import LemonLogKit

/// Whether frames carry colors and styles: off under `--no-color`, `NO_COLOR` or `TERM=dumb`.
public struct Theme: Equatable, Sendable {
    public var color: Bool
    /// The terminal draws East Asian ambiguous-width characters two columns wide (common under
    /// Korean and Japanese locales): frames then use glyphs that are one column everywhere.
    /// The driver detects it and sets it.
    public var ambiguousIsWide: Bool

    public init(color: Bool, ambiguousIsWide: Bool = false) {
        self.color = color
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// The frame's ambiguous-width glyphs and the single-width glyph each becomes when
    /// `ambiguousIsWide` is set (shared with `stats`: `SingleWidthGlyphs`).
    static var narrowGlyphs: [Character: Character] { SingleWidthGlyphs.table }

    /// Text as this terminal can draw it in the layout's columns.
    func glyphs(_ text: String) -> String {
        ambiguousIsWide ? SingleWidthGlyphs.apply(text) : text
    }

    /// Decides from the flag and the environment: `NO_COLOR` set to anything non-empty, or
    /// `TERM=dumb`, turns color off.
    public static func resolve(noColorFlag: Bool, environment: [String: String]) -> Theme {
        if noColorFlag { return Theme(color: false) }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return Theme(color: false) }
        if environment["TERM"] == "dumb" { return Theme(color: false) }
        return Theme(color: true)
    }

    /// The SGR sequence that turns a style on, or "" without color.
    func on(_ style: TextStyle) -> String {
        guard color, style != .plain else { return "" }
        switch style {
        case .plain: return ""
        case .bold: return "\u{1B}[1m"
        case .dim: return "\u{1B}[2m"
        case .error: return "\u{1B}[31m"
        case .errorBold: return "\u{1B}[1;31m"
        case .accent: return "\u{1B}[33m"
        case .selected: return "\u{1B}[7m"
        case .success: return "\u{1B}[32m"
        }
    }

    /// The SGR sequence that turns every style off again.
    func off(_ style: TextStyle) -> String {
        guard color, style != .plain else { return "" }
        return "\u{1B}[0m"
    }
}

/// The few styles a frame uses; each is also marked without color (✗, ›, [x]).
public enum TextStyle: Equatable, Sendable {
    case plain
    case bold
    case dim
    /// Red (SGR 31): validation errors.
    case error
    case errorBold
    case accent
    case selected
    case success
}
