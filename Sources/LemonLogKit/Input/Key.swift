/// One decoded key press (or one bracketed paste), independent of any terminal.
public struct Key: Hashable, Sendable {
    /// What was pressed.
    public var code: KeyCode
    /// Shift, Alt and Control held with it.
    public var modifiers: KeyModifiers

    public init(_ code: KeyCode, _ modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A plain character key (`Key.char("n")`).
    public static func char(_ character: Character) -> Key { Key(.character(character)) }
    /// A control-letter key (`Key.ctrl("s")` for Ctrl-S); the letter is lowercase.
    public static func ctrl(_ letter: Character) -> Key { Key(.character(letter), .control) }
    /// An Alt (Meta) key (`Key.alt("b")`).
    public static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }

    public static let enter = Key(.enter)
    public static let tab = Key(.tab)
    public static let backTab = Key(.tab, .shift)
    public static let backspace = Key(.backspace)
    public static let delete = Key(.delete)
    public static let escape = Key(.escape)
    public static let up = Key(.up)
    public static let down = Key(.down)
    public static let left = Key(.left)
    public static let right = Key(.right)
    public static let home = Key(.home)
    public static let end = Key(.end)
}

/// The key itself, without modifiers.
public enum KeyCode: Hashable, Sendable {
    /// A printable character: one whole UTF-8 sequence (e.g. `한`), or a letter with `.control`.
    case character(Character)
    /// Text that arrived inside a bracketed paste, unfiltered; the core sanitizes it.
    case paste(String)
    case enter
    case tab
    case backspace
    case delete
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    case insert
    /// F1 ... F12.
    case function(Int)
    /// A sequence the decoder recognised as one but does not know; it is dropped, never echoed.
    case unknown
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
}
