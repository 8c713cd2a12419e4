import LemonLogKit

/// Decodes `ESC [ ...` control sequences: cursor and editing keys, F-keys, xterm
/// modifiers, Shift-Tab, the bracketed-paste start, and the Linux console's F1-F5.
enum CSIParser {
    /// Called with `bytes[index] == ESC` and `bytes[index + 1] == '['`.
    static func parse(_ bytes: [UInt8], at index: Int) -> EscapeParser.Result {
        var cursor = index + 2
        guard cursor < bytes.count else { return .incomplete }
        // Linux console: ESC [ [ A ... ESC [ [ E are F1-F5.
        if bytes[cursor] == UInt8(ascii: "[") {
            guard cursor + 1 < bytes.count else { return .incomplete }
            let final = bytes[cursor + 1]
            if final >= UInt8(ascii: "A"), final <= UInt8(ascii: "E") {
                return .key(Key(.function(Int(final - UInt8(ascii: "A")) + 1)), length: 4)
            }
            return .key(Key(.unknown), length: final >= 0x20 && final <= 0x7E ? 4 : 3)
        }
        let parameterStart = cursor
        while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x3F { cursor += 1 }
        let parameters = Array(bytes[parameterStart..<cursor])
        var hasIntermediates = false
        while cursor < bytes.count, bytes[cursor] >= 0x20, bytes[cursor] <= 0x2F {
            // rxvt: ESC [ 2 $ is Shift-Insert and so on ('$' ends the sequence there).
            if bytes[cursor] == UInt8(ascii: "$"), !hasIntermediates, isPlainNumber(parameters),
               cursor + 1 >= bytes.count || !(0x40...0x7E).contains(bytes[cursor + 1]) {
                return .key(rxvtKey(parameters, final: bytes[cursor]), length: cursor + 1 - index)
            }
            hasIntermediates = true
            cursor += 1
        }
        guard cursor < bytes.count else { return .incomplete }
        let final = bytes[cursor]
        guard final >= 0x40, final <= 0x7E else {
            // A control or non-ASCII byte cut the sequence: drop what came before it.
            return .key(Key(.unknown), length: cursor - index)
        }
        let length = cursor + 1 - index
        if hasIntermediates { return .key(Key(.unknown), length: length) }
        if parameters == Array("200".utf8), final == UInt8(ascii: "~") { return .pasteStart(length: length) }
        guard let numbers = numbers(parameters) else { return .key(Key(.unknown), length: length) }
        return .key(key(numbers: numbers, final: final), length: length)
    }

    /// The modifiers an xterm modifier parameter stands for (1 + shift 1, alt 2, ctrl 4, meta 8).
    static func modifiers(fromParameter parameter: Int) -> KeyModifiers {
        guard parameter >= 2, parameter <= 256 else { return [] }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The arrows, Home and End by their final byte, shared by CSI (`ESC [ A`) and SS3 (`ESC O A`).
    static func cursorKey(final: UInt8) -> KeyCode? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    private static func key(numbers: [Int], final: UInt8) -> Key {
        let modifiers = modifiers(fromParameter: numbers.count >= 2 ? numbers[1] : 0)
        let first = numbers.first ?? 0
        let code: KeyCode
        if let cursorKey = cursorKey(final: final) { return Key(cursorKey, modifiers) }
        switch final {
        case UInt8(ascii: "Z"): return Key(.tab, modifiers.union(.shift))
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            guard first <= 1 else { return Key(.unknown) }
            code = .function(Int(final) - 0x50 + 1)
        case UInt8(ascii: "~"):
            guard let tilde = tildeKey(first) else { return Key(.unknown) }
            code = tilde
        case UInt8(ascii: "^"), UInt8(ascii: "@"):
            return rxvtKey(numbers, final: final)
        default: return Key(.unknown)
        }
        if numbers.count > 2 { return Key(.unknown) }
        return Key(code, modifiers)
    }

    private static func tildeKey(_ number: Int) -> KeyCode? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23, 24: return .function(number - 12)
        default: return nil
        }
    }

    /// rxvt's modified editing keys: `~` plain, `$` shift, `^` control, `@` control+shift.
    private static func rxvtKey(_ parameters: [UInt8], final: UInt8) -> Key {
        rxvtKey(numbers(parameters) ?? [], final: final)
    }

    private static func rxvtKey(_ numbers: [Int], final: UInt8) -> Key {
        guard numbers.count == 1, let code = tildeKey(numbers[0]) else { return Key(.unknown) }
        switch final {
        case UInt8(ascii: "$"): return Key(code, .shift)
        case UInt8(ascii: "^"): return Key(code, .control)
        default: return Key(code, [.control, .shift])
        }
    }

    private static func isPlainNumber(_ parameters: [UInt8]) -> Bool {
        !parameters.isEmpty && parameters.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Semicolon-separated decimal numbers (empty means default); nil for private markers
    /// (`<`, `=`, `>`, `?`) or colon sub-parameters.
    private static func numbers(_ parameters: [UInt8]) -> [Int]? {
        var result: [Int] = []
        var current = 0
        var sawDigit = false
        for byte in parameters {
            switch byte {
            case 0x30...0x39:
                current = min(current * 10 + Int(byte - 0x30), 100_000)
                sawDigit = true
            case UInt8(ascii: ";"):
                result.append(sawDigit ? current : 0)
                current = 0
                sawDigit = false
            default:
                return nil
            }
        }
        if sawDigit || !result.isEmpty { result.append(sawDigit ? current : 0) }
        return result
    }
}
