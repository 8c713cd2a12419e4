import Foundation

/// JSON made safe to print on a terminal without changing what it means: the characters a
/// JSON encoder leaves raw but a terminal acts on (DEL, the C1 controls, bidi marks, overrides and
/// isolates, line and paragraph separators) are written as `\uXXXX` escapes. They can only
/// occur inside strings, so the document decodes to exactly the same values.
enum TerminalSafeJSON {
    /// `json` with those characters escaped.
    package static func escape(_ json: Data) -> Data {
        let text = String(decoding: json, as: UTF8.self)
        guard text.unicodeScalars.contains(where: needsEscape) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return Data(String(out).utf8)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
