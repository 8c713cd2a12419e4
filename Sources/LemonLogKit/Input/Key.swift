/// One decoded key press (or one bracketed paste), independent of any terminal.
package struct Key: Hashable, Sendable {
    /// What was pressed.
    package var code: KeyCode
    /// Shift, Alt and Control held with it.
    package var modifiers: KeyModifiers

    package init(_ code: KeyCode, _ modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A plain character key (`Key.char("n")`).
    package static func char(_ character: Character) -> Key { Key(.character(character)) }
    /// A control-letter key (`Key.ctrl("s")` for Ctrl-S); the letter is lowercase.
    package static func ctrl(_ letter: Character) -> Key { Key(.character(letter), .control) }
    /// An Alt (Meta) key (`Key.alt("b")`).
    package static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }

    package static let enter = Key(.enter)
    package static let tab = Key(.tab)
    package static let backTab = Key(.tab, .shift)
    package static let backspace = Key(.backspace)
    package static let delete = Key(.delete)
    package static let escape = Key(.escape)
    package static let up = Key(.up)
    package static let down = Key(.down)
    package static let left = Key(.left)
    package static let right = Key(.right)
    package static let home = Key(.home)
    package static let end = Key(.end)
}

/// The key itself, without modifiers.
package enum KeyCode: Hashable, Sendable {
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
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1 << 0)
    package static let alt = KeyModifiers(rawValue: 1 << 1)
    package static let control = KeyModifiers(rawValue: 1 << 2)
}
