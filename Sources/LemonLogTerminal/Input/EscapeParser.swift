import LemonLogKit

/// Decodes the single key (or escape sequence) that starts at one index of a byte buffer.
enum EscapeParser {
    /// What the bytes at an index are.
    enum Result: Equatable {
        case key(Key, length: Int)
        /// Bytes that produce nothing (invalid UTF-8, a C1 control).
        case skip(length: Int)
        /// `ESC[200~`: a bracketed paste starts after these bytes.
        case pasteStart(length: Int)
        /// The bytes so far are a valid prefix; wait for more.
        case incomplete
    }

    static let escape: UInt8 = 0x1B

    static func parse(_ bytes: [UInt8], at index: Int) -> Result {
        let byte = bytes[index]
        if byte == escape { return parseEscape(bytes, at: index) }
        if byte < 0x80 {
            return .key(controlOrASCII(byte), length: 1)
        }
        switch UTF8Scanner.scan(bytes, at: index) {
        case .incomplete: return .incomplete
        case .invalid: return .skip(length: 1)
        case .scalar(let scalar, let length):
            if isC1(scalar) { return .skip(length: length) }
            return .key(Key(.character(Character(scalar))), length: length)
        }
    }

    /// A byte below 0x80 other than ESC.
    static func controlOrASCII(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x00: return Key(.character(" "), .control)
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C...0x1F: return Key(.character(Character(Unicode.Scalar(byte + 0x40))), .control)
        default: return .char(Character(Unicode.Scalar(byte)))
        }
    }

    static func isC1(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.value <= 0x9F
    }

    private static func parseEscape(_ bytes: [UInt8], at index: Int) -> Result {
        guard index + 1 < bytes.count else { return .incomplete }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return CSIParser.parse(bytes, at: index)
        case UInt8(ascii: "O"):
            return parseSS3(bytes, at: index)
        case _ where isStringIntroducer(next):
            return parseString(bytes, at: index)
        case escape:
            // ESC ESC: the first is a plain Escape; the second starts anew.
            return .key(.escape, length: 1)
        case 0x7F, 0x08:
            return .key(Key(.backspace, .alt), length: 2)
        case 0x00..<0x80:
            var key = controlOrASCII(next)
            key.modifiers.insert(.alt)
            return .key(key, length: 2)
        default:
            switch UTF8Scanner.scan(bytes, at: index + 1) {
            case .incomplete: return .incomplete
            case .invalid: return .key(.escape, length: 1)
            case .scalar(let scalar, let length):
                if isC1(scalar) { return .key(.escape, length: 1) }
                return .key(Key.alt(Character(scalar)), length: 1 + length)
            }
        }
    }

    /// `ESC O <modifier digits> <final>`: application-mode cursor keys, F1-F4, keypad.
    private static func parseSS3(_ bytes: [UInt8], at index: Int) -> Result {
        var cursor = index + 2
        var modifierParam = 0
        while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
            modifierParam = min(modifierParam * 10 + Int(bytes[cursor] - 0x30), 1000)
            cursor += 1
        }
        guard cursor < bytes.count else { return .incomplete }
        let final = bytes[cursor]
        guard final >= 0x40, final <= 0x7E else {
            if cursor == index + 2 {
                // ESC O followed by something that is no SS3 final: Alt-O, then go on.
                return .key(Key.alt("O"), length: 2)
            }
            return .key(Key(.unknown), length: cursor - index)
        }
        let length = cursor + 1 - index
        let modifiers = CSIParser.modifiers(fromParameter: modifierParam)
        let code: KeyCode
        if let cursorKey = CSIParser.cursorKey(final: final) { return .key(Key(cursorKey, modifiers), length: length) }
        switch final {
        case UInt8(ascii: "M"): code = .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): code = .function(Int(final) - 0x50 + 1)
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // Keypad in application mode: * + , - . / 0-9
            code = .character(Character(Unicode.Scalar(final - 0x40)))
        case UInt8(ascii: "X"): code = .character("=")
        default: return .key(Key(.unknown), length: length)
        }
        return .key(Key(code, modifiers), length: length)
    }

    /// The longest control string taken as one; a longer one is treated as unterminated.
    static let maxStringLength = 4_096

    /// Whether `byte` after ESC opens a control string (OSC, DCS, SOS, PM, APC).
    static func isStringIntroducer(_ byte: UInt8) -> Bool {
        [UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_")].contains(byte)
    }

    /// OSC, DCS, SOS, PM, APC: consumed up to BEL or ST (`ESC \`) and reported as unknown.
    /// One that a new line, another escape sequence (or more than `maxStringLength` bytes) reaches before its end is
    /// unterminated: only its two-byte introducer is dropped, and what follows is decoded
    /// as keys, so that a stray `ESC ]` never takes the person's text with it.
    private static func parseString(_ bytes: [UInt8], at index: Int) -> Result {
        var cursor = index + 2
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == 0x07 { return .key(Key(.unknown), length: cursor + 1 - index) }
            if byte == 0x0D || byte == 0x0A || cursor - index > maxStringLength { return .skip(length: 2) }
            if byte == escape {
                guard cursor + 1 < bytes.count else { return .incomplete }
                if bytes[cursor + 1] == UInt8(ascii: "\\") {
                    return .key(Key(.unknown), length: cursor + 2 - index)
                }
                // Another escape sequence starts: the string was never ended.
                return .skip(length: 2)
            }
            cursor += 1
        }
        return .incomplete
    }
}
