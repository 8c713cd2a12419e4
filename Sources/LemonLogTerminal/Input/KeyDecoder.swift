import LemonLogKit

/// Turns raw terminal input bytes into `Key` values; pure, incremental, no I/O.
///
/// Bytes may be split anywhere across `feed` calls. An incomplete sequence is kept until
/// more bytes arrive or the driver calls `flushPending()` after a short quiet time
/// (recommended: 30 ms). Bracketed pastes (`ESC[200~` ... `ESC[201~`) become one
/// `.paste` key; they never time out on their own (see `isInPaste` and `finishPaste()`).
package struct KeyDecoder: Sendable {
    /// Bytes of one incomplete key or escape sequence (or, inside a paste, of a possible
    /// start of the paste terminator).
    private var pending: [UInt8] = []
    /// Whether a bracketed paste is open.
    private var pasting = false
    /// The paste text gathered so far.
    private var pasteBytes: [UInt8] = []

    package init() {}

    /// True when an escape sequence waits for more input and `flushPending()` would decide
    /// it. False for a partial UTF-8 character (its remaining bytes are certain to come, and
    /// a timeout must never lose typed text, e.g. over a slow SSH link) and inside a
    /// bracketed paste (a paste does not end on a timeout).
    var hasPending: Bool { !pasting && pending.first == 0x1B }

    /// True while a bracketed paste is open (its end marker has not arrived yet).
    var isInPaste: Bool { pasting }

    /// Decodes as many keys as `bytes` (after what was pending) complete.
    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var buffer: [UInt8]
        if pending.isEmpty {
            buffer = bytes
        } else {
            buffer = pending
            buffer.append(contentsOf: bytes)
            pending = []
        }
        var keys: [Key] = []
        var index = 0
        while index < buffer.count {
            if pasting {
                index = consumePaste(buffer, from: index, into: &keys)
                continue
            }
            switch EscapeParser.parse(buffer, at: index) {
            case .incomplete:
                pending = Array(buffer[index...])
                return keys
            case .skip(let length):
                index += length
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .pasteStart(let length):
                pasting = true
                pasteBytes = []
                index += length
            }
        }
        return keys
    }

    /// Decides what is pending after a quiet time: a lone ESC becomes `Key.escape`, ESC plus
    /// one introducer byte (`[`, `O`, `]`, `P`...) becomes that Alt key, an unterminated
    /// control string (`ESC ]`, `ESC P`, ...) loses only its introducer and the text after it
    /// is decoded as keys, and any other incomplete escape sequence becomes `.unknown`.
    /// A partial UTF-8 character is kept for its remaining bytes. Does nothing inside a
    /// bracketed paste.
    mutating func flushPending() -> [Key] {
        guard hasPending else { return [] }
        let bytes = pending
        pending = []
        if bytes.count == 1 { return [.escape] }
        let second = bytes[1]
        if second >= 0x80 { return [.escape] }  // ESC + incomplete UTF-8
        if bytes.count == 2 { return [Key.alt(Character(Unicode.Scalar(second)))] }
        if EscapeParser.isStringIntroducer(second) {
            return feed(Array(bytes[2...])) + flushPending()
        }
        return [Key(.unknown)]
    }

    /// Ends an open bracketed paste whose end marker never came (e.g. after a long silence),
    /// delivering what arrived so far; returns nothing when no paste is open.
    mutating func finishPaste() -> [Key] {
        guard pasting else { return [] }
        pasteBytes.append(contentsOf: pending)
        pending = []
        pasting = false
        return takePaste()
    }

    /// The paste end marker `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Moves paste bytes from `buffer` into `pasteBytes` until the end marker; returns the
    /// next index. Keeps a possible partial end marker at the end of `buffer` pending.
    private mutating func consumePaste(_ buffer: [UInt8], from start: Int, into keys: inout [Key]) -> Int {
        let end = Self.pasteEnd
        var scan = start
        while scan < buffer.count {
            guard let escape = buffer[scan...].firstIndex(of: 0x1B) else { break }
            var matched = 1
            while matched < end.count, escape + matched < buffer.count, buffer[escape + matched] == end[matched] {
                matched += 1
            }
            if matched == end.count {
                pasteBytes.append(contentsOf: buffer[start..<escape])
                pasting = false
                if let key = takePasteIfAny() { keys.append(key) }
                return escape + end.count
            }
            if escape + matched == buffer.count {
                // A possible start of the end marker: wait for more bytes.
                pasteBytes.append(contentsOf: buffer[start..<escape])
                pending = Array(buffer[escape...])
                return buffer.count
            }
            scan = escape + 1
        }
        pasteBytes.append(contentsOf: buffer[start...])
        return buffer.count
    }

    private mutating func takePasteIfAny() -> Key? {
        if pasteBytes.isEmpty { return nil }
        return takePaste().first
    }

    private mutating func takePaste() -> [Key] {
        let text = String(decoding: pasteBytes, as: UTF8.self)
        pasteBytes = []
        return text.isEmpty ? [] : [Key(.paste(text))]
    }
}
