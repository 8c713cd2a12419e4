import Foundation

/// Whether the terminal draws East Asian ambiguous-width characters (─ │ ● · ✓ ✗) two
/// columns wide: from the setting `LEMONLOG_AMBIGUOUS_WIDTH=1|2`, else measured at start.
///
/// The measurement never blocks and never takes a typed key: `probeBytes` draws one
/// ambiguous character at the top left, asks for the cursor position (`ESC [ 6 n`) and
/// erases the line again, all before the first frame. The terminal's answer
/// (`ESC [ 1 ; 2 R` narrow, `ESC [ 1 ; 3 R` wide) is picked out of the input by
/// `TerminalEventSource` while it is expected (`probeWindow`); keys typed around it pass
/// through. The first frame waits for the answer at most `firstFrameWait`; a terminal that
/// does not answer keeps the single-column default.
package enum AmbiguousWidth {
    /// The environment variable of the setting.
    static let settingName = "LEMONLOG_AMBIGUOUS_WIDTH"

    /// How long after the probe an answer is still taken as one.
    package static let probeWindow: TimeInterval = 1

    /// How long the first frame waits for the answer (a terminal that never answers costs
    /// this once, at start).
    package static let firstFrameWait: TimeInterval = 0.15

    /// Home, one ambiguous-width character, the cursor position request, then the line erased.
    package static let probeBytes: [UInt8] = Array("\u{1B}[H\u{2500}\u{1B}[6n\r\u{1B}[2K".utf8)

    /// The kind of terminal a measured answer holds for: `TERM_PROGRAM` and `TERM`.
    package static func terminalKind(_ environment: [String: String]) -> String {
        (environment["TERM_PROGRAM"] ?? "") + "/" + (environment["TERM"] ?? "")
    }

    /// The setting: `2` wide, `1` narrow; nil when unset or anything else (then measure).
    package static func setting(_ environment: [String: String]) -> Bool? {
        switch environment[settingName]?.trimmingCharacters(in: .whitespaces) {
        case "2": return true
        case "1": return false
        default: return nil
        }
    }

    /// What a cursor report after the probe means: column 3 wide, column 2 narrow, anything
    /// else (another report, a key that looks like one) nothing.
    package static func isWide(reportRow row: Int, column: Int) -> Bool? {
        guard row == 1 else { return nil }
        switch column {
        case 3: return true
        case 2: return false
        default: return nil
        }
    }

    /// Finds the first cursor position report `ESC [ row ; column R` in `bytes`; returns it
    /// and the bytes without it (nil and the bytes unchanged when there is none).
    static func takeCursorReport(from bytes: [UInt8]) -> (report: (row: Int, column: Int)?, rest: [UInt8]) {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            if let (row, column, end) = parseReport(bytes, at: escape) {
                return ((row, column), Array(bytes[..<escape]) + Array(bytes[end...]))
            }
            start = escape + 1
        }
        return (nil, bytes)
    }

    /// `ESC [ digits ; digits R` at `index`: the numbers and the index after `R`.
    private static func parseReport(_ bytes: [UInt8], at index: Int) -> (Int, Int, Int)? {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var numbers = [0]
        var digits = 0
        var cursor = index + 2
        while cursor < bytes.count, numbers.count <= 2 {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 5 else { return nil }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
                digits += 1
            case UInt8(ascii: ";"):
                guard digits > 0 else { return nil }
                numbers.append(0)
                digits = 0
            case UInt8(ascii: "R"):
                guard numbers.count == 2, digits > 0 else { return nil }
                return (numbers[0], numbers[1], cursor + 1)
            default:
                return nil
            }
            cursor += 1
        }
        return nil
    }
}
