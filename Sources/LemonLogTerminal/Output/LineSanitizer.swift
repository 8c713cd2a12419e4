/// Keeps a frame line safe to print: SGR sequences (`ESC [ digits ; : m`) stay, every other
/// escape sequence and control character (C0, DEL, C1) is removed.
enum LineSanitizer {
    static func sanitize(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return line }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let end = sgrEnd(bytes, from: index)
                if let end { output.append(contentsOf: bytes[index..<end]) }
                index = end ?? index + 1
                continue
            }
            if byte < 0x20 || byte == 0x7F {
                index += 1
                continue
            }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                index += 2  // a C1 control encoded as UTF-8
                continue
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index just past an SGR sequence starting at `start`, or nil if it is not one.
    private static func sgrEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "m") { return index + 1 }
            guard (0x30...0x39).contains(byte) || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") else {
                return nil
            }
            index += 1
        }
        return nil
    }
}
