/// Strips terminal escape sequences and control characters from typed, pasted or stored text.
///
/// What `sanitize` does, in one linear pass over the UTF-8 bytes:
/// - removes whole escape sequences: CSI (`ESC [` params… final byte), OSC (`ESC ]` … BEL or ST),
///   DCS / SOS / PM / APC (`ESC P`, `ESC X`, `ESC ^`, `ESC _` … ST or BEL), `ESC` + intermediates +
///   final (e.g. `ESC ( B`), SS2/SS3 with their one following character (`ESC O A`), and 2-byte `ESC x`;
///   a control string that is not ended on its own line (no BEL, ST or ESC before the next new line or
///   the end of the text) loses only its introducer: the person's text after it is kept;
///   a CSI broken by a byte that cannot belong to it ends there, and that byte is processed normally;
/// - removes C1 controls U+0080–U+009F, treating 8-bit CSI (U+009B), OSC (U+009D), DCS (U+0090),
///   SOS (U+0098), PM (U+009E) and APC (U+009F) like their 7-bit forms;
/// - removes other C0 controls and DEL, and the bidi embeddings/overrides/isolates
///   U+202A–U+202E and U+2066–U+2069;
/// - keeps "\n", turns "\r\n" and a lone "\r" into "\n", and turns each "\t" into exactly 4 spaces.
package enum TextSanitizer {
    /// For pasted/typed text going into a field (see the type's documentation).
    package static func sanitize(_ text: String) -> String {
        run(text, newline: [0x0A])
    }

    /// For showing any stored text on one screen line: like `sanitize`, but each new line becomes "⏎ ".
    package static func singleLine(_ text: String) -> String {
        run(text, newline: [0xE2, 0x8F, 0x8E, 0x20])
    }

    // MARK: - Implementation

    private static let esc: UInt8 = 0x1B

    private static func run(_ text: String, newline: [UInt8]) -> String {
        var source = text
        return source.withUTF8 { bytes -> String in
            // Fast path: nothing to do.
            if !needsWork(bytes) { return text }
            var out = [UInt8]()
            out.reserveCapacity(bytes.count)
            let n = bytes.count
            var i = 0
            while i < n {
                // A run of bytes the pass keeps as they are is copied whole (an import folds
                // every entry's words through here).
                var end = i
                while end < n, !mayNeedWork(bytes[end]) { end += 1 }
                if end > i {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                    i = end
                    continue
                }
                let b = bytes[i]
                if b < 0x80 {
                    switch b {
                    case 0x0A:
                        out.append(contentsOf: newline); i += 1
                    case 0x0D:
                        out.append(contentsOf: newline)
                        i += (i + 1 < n && bytes[i + 1] == 0x0A) ? 2 : 1
                    case 0x09:
                        out.append(contentsOf: [0x20, 0x20, 0x20, 0x20]); i += 1
                    case esc:
                        i = skipEscape(bytes, from: i)
                    default:
                        i += 1 // other C0 controls and DEL
                    }
                    continue
                }
                // Non-ASCII.
                if b == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F {
                    i = skipC1(bytes, control: bytes[i + 1], from: i + 2)
                    continue
                }
                if b == 0xE2, i + 2 < n {
                    let b1 = bytes[i + 1], b2 = bytes[i + 2]
                    if (b1 == 0x80 && b2 >= 0xAA && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9) {
                        i += 3
                        continue
                    }
                }
                out.append(b)
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// True when the text holds anything the pass would change.
    private static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains(where: mayNeedWork)
    }

    /// Whether the pass may change `b` (a control, DEL, or the lead byte of a C1 control or of
    /// an invisible format character); every other byte is kept as it is.
    @inline(__always)
    private static func mayNeedWork(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x7F || b == 0xC2 || b == 0xE2
    }

    /// `bytes[start]` is ESC; returns the index just after the whole sequence.
    private static func skipEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = bytes.count
        var i = start + 1
        guard i < n else { return i }
        let b = bytes[i]
        switch b {
        case 0x5B: // [
            return skipCSI(bytes, from: i + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ] P X ^ _
            return skipString(bytes, from: i + 1)
        case 0x4E, 0x4F: // SS2, SS3: one more printable ASCII character
            i += 1
            if i < n, bytes[i] >= 0x20, bytes[i] < 0x7F { i += 1 }
            return i
        case 0x20...0x2F: // intermediates, then a final byte
            while i < n, bytes[i] >= 0x20, bytes[i] <= 0x2F { i += 1 }
            if i < n, bytes[i] >= 0x30, bytes[i] <= 0x7E { i += 1 }
            return i
        case 0x30...0x7E:
            return i + 1
        default:
            // ESC followed by a control or non-ASCII: drop the ESC only.
            return i
        }
    }

    /// After "ESC [" or 8-bit CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
    private static func skipCSI(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = bytes.count
        var i = start
        while i < n {
            let b = bytes[i]
            if b >= 0x20 && b <= 0x3F { i += 1; continue }
            if b >= 0x40 && b <= 0x7E { return i + 1 }
            return i // broken sequence: reprocess this byte
        }
        return i
    }

    /// A control string (OSC, DCS, SOS, PM, APC) whose introducer ends just before `start`: up to
    /// BEL, ESC \ (or ESC anything), or 8-bit ST. Unterminated before the next new line or the end
    /// of the text, only the introducer goes: returns `start`, and what follows is text.
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = bytes.count
        var i = start
        while i < n {
            let b = bytes[i]
            if b == 0x07 { return i + 1 }
            if b == esc {
                if i + 1 < n, bytes[i + 1] == 0x5C { return i + 2 }
                return i // another sequence starts: it ends this string
            }
            if b == 0xC2, i + 1 < n, bytes[i + 1] == 0x9C { return i + 2 }
            if b == 0x0A || b == 0x0D { return start }
            i += 1
        }
        return start
    }

    /// A C1 control (second UTF-8 byte `control`) whose encoding ends just before `start`.
    private static func skipC1(_ bytes: UnsafeBufferPointer<UInt8>, control: UInt8, from start: Int) -> Int {
        switch control {
        case 0x9B: return skipCSI(bytes, from: start)
        case 0x9D, 0x90, 0x98, 0x9E, 0x9F: return skipString(bytes, from: start)
        default: return start
        }
    }
}
