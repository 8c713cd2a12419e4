/// How one screen cell looks: a foreground color and the attributes the theme uses. Plain is
/// the terminal's default; `sgr` is the one place a style becomes escape-sequence parameters.
package struct CellStyle: Hashable, Sendable {
    package var foreground: CellColor?
    package var bold: Bool
    package var dim: Bool
    package var underline: Bool
    package var reverse: Bool

    package init(foreground: CellColor? = nil, bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    package static let plain = CellStyle()

    package var isPlain: Bool { self == .plain }

    /// The SGR parameters (`1;31`), nil for the plain style: bold, dim, underline, reverse,
    /// then the color.
    package var sgr: String? {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if let foreground { parameters.append(foreground.sgr) }
        return parameters.isEmpty ? nil : parameters.joined(separator: ";")
    }

    /// The escape sequence that turns this style on from the default (`ESC [ 1;31 m`), "" for plain.
    package var on: String { sgr.map { "\u{1B}[" + $0 + "m" } ?? "" }

    /// The escape sequence back to the default style.
    package static let reset = "\u{1B}[0m"
}

/// A cell's foreground: one of the basic colors or one of the 256-color palette.
package enum CellColor: Hashable, Sendable {
    case red, green, yellow
    case palette(UInt8)

    /// The SGR parameters of the color.
    var sgr: String {
        switch self {
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .palette(let index): "38;5;\(index)"
        }
    }
}
