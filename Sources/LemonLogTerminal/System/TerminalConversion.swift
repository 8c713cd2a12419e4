import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// Converts between UTF-8 (inside the program) and a terminal's character set with the C
/// library's iconv. Output: a character the set cannot show is drawn as `?` (as many as its
/// columns, so the layout holds); nothing stored changes. Input: bytes the set does not
/// define become U+FFFD. Used from one thread at a time.
package final class TerminalConversion: @unchecked Sendable {
    /// The character set's name, as given to iconv.
    package let codeset: String
    private let toTerminal: iconv_t

    /// Opens the conversion, or nil when iconv knows no such character set.
    init?(codeset: String) {
        guard let toTerminal = Self.open(to: codeset, from: "UTF-8"), let probe = Self.open(to: "UTF-8", from: codeset) else {
            return nil
        }
        iconv_close(probe)
        self.codeset = codeset
        self.toTerminal = toTerminal
    }

    deinit { iconv_close(toTerminal) }

    static func open(to: String, from: String) -> iconv_t? {
        let descriptor = iconv_open(to, from)
        return descriptor == iconv_t(bitPattern: -1) ? nil : descriptor
    }

    /// `text` in the terminal's character set.
    package func encode(_ text: String) -> [UInt8] {
        encode(Array(text.utf8))
    }

    /// UTF-8 `bytes` (a whole frame or line) in the terminal's character set; each scalar it
    /// cannot show (and each broken UTF-8 byte) becomes `?`, one per column it takes.
    package func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        _ = iconv(toTerminal, nil, nil, nil, nil)
        var offset = 0
        while offset < bytes.count {
            let (consumed, error) = Self.run(toTerminal, bytes, from: offset, into: &output)
            offset += consumed
            guard error != 0 else { continue }
            // The scalar at `offset` has no form in this set (or is not UTF-8): a stand-in.
            let length = Self.scalarLength(bytes, at: offset)
            let scalar = String(validating: bytes[offset..<offset + length], as: UTF8.self)?.unicodeScalars.first
            let columns = scalar.map { DisplayWidth.of($0) } ?? 1
            output += Array(repeating: UInt8(ascii: "?"), count: columns)
            offset += length
        }
        Self.finish(toTerminal, into: &output)
        return output
    }

    /// A decoder of the terminal's bytes into UTF-8, with its own state.
    func makeDecoder() -> TerminalInputDecoder? {
        Self.open(to: "UTF-8", from: codeset).map(TerminalInputDecoder.init)
    }

    /// One complete piece of input (a line) as text.
    func decodeLine(_ bytes: [UInt8]) -> String {
        guard let decoder = makeDecoder() else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: decoder.decode(bytes) + decoder.finish(), as: UTF8.self)
    }

    /// Converts `bytes[offset...]` until the end or a sequence that cannot be converted;
    /// returns how many bytes were consumed and 0, or the error that stopped it (EILSEQ: not
    /// convertible; EINVAL: an incomplete sequence at the end).
    static func run(_ descriptor: iconv_t, _ bytes: [UInt8], from offset: Int,
                    into output: inout [UInt8]) -> (consumed: Int, error: Int32) {
        var input = Array(bytes[offset...])
        let total = input.count
        var left = total
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var error: Int32 = 0
        input.withUnsafeMutableBytes { inRaw in
            var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
            while left > 0 {
                var code: Int32 = 0
                let produced: Int = buffer.withUnsafeMutableBytes { outRaw in
                    var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = outRaw.count
                    if iconv(descriptor, &inPointer, &left, &outPointer, &outLeft) == -1 { code = errno }
                    return outRaw.count - outLeft
                }
                output += buffer[..<produced]
                if code != 0 && code != E2BIG {
                    error = code
                    break
                }
            }
        }
        return (total - left, error)
    }

    /// Writes the bytes that return a stateful set to its initial shift state.
    static func finish(_ descriptor: iconv_t, into output: inout [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 64)
        let produced: Int = buffer.withUnsafeMutableBytes { outRaw in
            var outPointer: UnsafeMutablePointer<CChar>? = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
            var outLeft = outRaw.count
            _ = iconv(descriptor, nil, nil, &outPointer, &outLeft)
            return outRaw.count - outLeft
        }
        output += buffer[..<produced]
    }

    /// The length of the UTF-8 sequence at `offset` (1 for a byte that starts none).
    static func scalarLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return 1
        }
        guard offset + length <= bytes.count,
              String(validating: bytes[offset..<offset + length], as: UTF8.self) != nil else { return 1 }
        return length
    }
}

/// Decodes the terminal's bytes into UTF-8 as they arrive: a character cut between two reads
/// is kept until its end comes; a byte the set does not define becomes U+FFFD.
final class TerminalInputDecoder: @unchecked Sendable {
    private let descriptor: iconv_t
    /// The start of a character whose end has not arrived yet.
    private var pending: [UInt8] = []

    init(_ descriptor: iconv_t) {
        self.descriptor = descriptor
    }

    deinit { iconv_close(descriptor) }

    /// Whether the start of a character waits for its end.
    var hasPending: Bool { !pending.isEmpty }

    /// The UTF-8 of `bytes` (after what was pending); an incomplete character at the end waits.
    func decode(_ bytes: [UInt8]) -> [UInt8] {
        let input = pending + bytes
        pending = []
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 2)
        var offset = 0
        while offset < input.count {
            let (consumed, error) = TerminalConversion.run(descriptor, input, from: offset, into: &output)
            offset += consumed
            guard error != 0 else { continue }
            if error == EINVAL, input.count - offset < 8 {
                // The character goes on in the next read.
                pending = Array(input[offset...])
                break
            }
            output += Array("\u{FFFD}".utf8)
            offset += 1
            _ = iconv(descriptor, nil, nil, nil, nil)
        }
        return output
    }

    /// What is still pending, as U+FFFD (the input ended inside a character).
    package func finish() -> [UInt8] {
        defer { pending = [] }
        return pending.isEmpty ? [] : Array("\u{FFFD}".utf8)
    }
}
