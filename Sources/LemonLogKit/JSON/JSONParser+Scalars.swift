/// The strings and numbers of `JSONParser`.
extension JSONParser {
    /// A string from its opening quote: unescaped, its raw bytes checked as UTF-8.
    mutating func string() throws -> String {
        at += 1
        let start = at
        var bits: UInt8 = 0
        while at < bytes.count {
            let byte = bytes[at]
            bits |= byte
            if byte == UInt8(ascii: "\"") {
                // ASCII needs no check (the common case: keys, ids, dates).
                let text = bits < 0x80 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                    : try text(start..<at)
                at += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw failure("a control character in a string") }
            at += 1
        }
        throw failure("a string is not closed")
    }

    /// The bytes in `range` as text, nil-free: refused when they are not UTF-8.
    func text(_ range: Range<Int>) throws -> String {
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw Failure(offset: range.lowerBound, reason: "not UTF-8")
        }
        return text
    }

    /// The rest of a string that holds an escape, `start` being its first byte.
    private mutating func escapedString(from start: Int) throws -> String {
        var raw = Array(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        while at < bytes.count {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "\""):
                at += 1
                guard let text = String(validating: raw, as: UTF8.self) else { throw Failure(offset: start, reason: "not UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                at += 1
                try escape(into: &raw)
            case ..<0x20:
                throw failure("a control character in a string")
            default:
                raw.append(byte)
                at += 1
            }
        }
        throw failure("a string is not closed")
    }

    /// One escape after its backslash, its character appended as UTF-8.
    private mutating func escape(into raw: inout [UInt8]) throws {
        guard let byte = current else { throw failure("a string is not closed") }
        at += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): raw.append(byte)
        case UInt8(ascii: "b"): raw.append(0x08)
        case UInt8(ascii: "f"): raw.append(0x0C)
        case UInt8(ascii: "n"): raw.append(0x0A)
        case UInt8(ascii: "r"): raw.append(0x0D)
        case UInt8(ascii: "t"): raw.append(0x09)
        case UInt8(ascii: "u"):
            var unit = try hex4()
            if (0xDC00...0xDFFF).contains(unit) { throw failure("a lone low surrogate") }
            if (0xD800...0xDBFF).contains(unit) {
                guard bytes.count - at >= 2, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                    throw failure("a lone high surrogate")
                }
                at += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone high surrogate") }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("not a character") }
            raw.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw failure("a bad escape")
        }
    }

    /// Four hexadecimal digits.
    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - at >= 4 else { throw failure("a bad \\u escape") }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a bad \\u escape")
            }
            unit = unit << 4 | UInt32(digit)
            at += 1
        }
        return unit
    }

    /// A number's text: `-`, an integer part without leading zeros, then an optional fraction
    /// and exponent. Any but a plain integer of up to 18 digits other than `-0` makes the document not plain.
    mutating func number() throws -> String {
        let start = at
        if current == UInt8(ascii: "-") { at += 1 }
        let integerStart = at
        guard let first = current, isDigit(first) else { throw failure("a number without digits") }
        at += 1
        if first == UInt8(ascii: "0") {
            if let next = current, isDigit(next) { throw failure("a leading zero") }
        } else {
            while let next = current, isDigit(next) { at += 1 }
        }
        var integer = true
        if current == UInt8(ascii: ".") {
            at += 1
            try digits()
            integer = false
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            at += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { at += 1 }
            try digits()
            integer = false
        }
        let negativeZero = integerStart > start && first == UInt8(ascii: "0")
        if !integer || negativeZero || at - integerStart > 18 { plain = false }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
    }

    private mutating func digits() throws {
        guard let first = current, isDigit(first) else { throw failure("a number without digits") }
        while let next = current, isDigit(next) { at += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
