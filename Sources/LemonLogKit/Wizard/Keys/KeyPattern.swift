/// The keys one binding answers: one key, one key with any modifiers, a step's digit, any
/// printable character typed, or a paste.
enum KeyPattern: Hashable, Sendable {
    /// Exactly this key with exactly these modifiers.
    case key(Key)
    /// This key with any modifiers (`+` comes shifted on most layouts).
    case anyModifiers(KeyCode)
    /// A digit that names a step (`1` … `6`).
    case stepDigit
    /// A printable character, alone or with Shift.
    case character
    /// A bracketed paste.
    case paste

    /// Whether `key` is one of these keys.
    func matches(_ key: Key) -> Bool {
        switch self {
        case .key(let wanted): return key == wanted
        case .anyModifiers(let code): return key.code == code
        case .stepDigit: return Self.stepNumber(of: key) != nil
        case .character:
            guard key.modifiers.isEmpty || key.modifiers == .shift, case .character(let c) = key.code else { return false }
            return WizardKeyMap.isPrintable(c)
        case .paste:
            if case .paste = key.code { return true }
            return false
        }
    }

    /// The number a digit key names a step by (1–9, ASCII digits only); which step it is, if any,
    /// is the table's to say (`WizardSteps.step(number:)`).
    static func stepNumber(of key: Key) -> Int? {
        guard key.modifiers.isEmpty, case .character(let c) = key.code, c.isASCII,
              let number = c.wholeNumberValue, number > 0 else { return nil }
        return number
    }

    /// How the key help writes these keys (`Ctrl-N`, `Shift-Tab`, `1 … 6`).
    func label(localizer l: Localizer) -> String {
        switch self {
        case .key(let key): return Self.name(of: key)
        case .anyModifiers(let code): return Self.name(of: Key(code))
        case .stepDigit: return "1 … \(WizardSteps.shipped.count)"
        case .character: return l("keys_label_character")
        case .paste: return l("keys_label_paste")
        }
    }

    /// The letter key this pattern is, if it is one plain letter (for the Korean keyboard line).
    var letter: Character? {
        guard case .key(let key) = self, key.modifiers.isEmpty, case .character(let c) = key.code else { return nil }
        return c
    }

    /// A key as people write it: `n`, `→`, `Ctrl-S`, `Alt-b`, `Shift-Tab`, `Space`.
    static func name(of key: Key) -> String {
        var prefix = ""
        if key.modifiers.contains(.control) { prefix += "Ctrl-" }
        if key.modifiers.contains(.alt) { prefix += "Alt-" }
        if key.modifiers.contains(.shift) { prefix += "Shift-" }
        let base: String
        switch key.code {
        case .character(" "): base = "Space"
        case .character(let c): base = key.modifiers.contains(.control) ? c.uppercased() : String(c)
        case .paste: base = "Paste"
        case .enter: base = "Enter"
        case .tab: base = "Tab"
        case .backspace: base = "Backspace"
        case .delete: base = "Delete"
        case .escape: base = "Esc"
        case .up: base = "↑"
        case .down: base = "↓"
        case .left: base = "←"
        case .right: base = "→"
        case .home: base = "Home"
        case .end: base = "End"
        case .pageUp: base = "PgUp"
        case .pageDown: base = "PgDn"
        case .insert: base = "Insert"
        case .function(let n): base = "F\(n)"
        case .unknown: base = "?"
        }
        return prefix + base
    }
}
