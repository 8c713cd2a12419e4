/// Decodes one UTF-8 sequence at a time from a byte buffer, strictly (no overlongs, no surrogates).
enum UTF8Scanner {
    /// The outcome of looking at the bytes from one index.
    enum Result: Equatable {
        /// A whole scalar and how many bytes it took.
        case scalar(Unicode.Scalar, length: Int)
        /// A valid start whose remaining bytes have not arrived yet.
        case incomplete
        /// The byte at the index cannot start a valid sequence; skip one byte.
        case invalid
    }

    static func scan(_ bytes: [UInt8], at index: Int) -> Result {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return .invalid
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            let (min, max): (UInt8, UInt8) = offset == 1 ? (low, high) : (0x80, 0xBF)
            guard byte >= min, byte <= max else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }
}
