/// The variable that names the data directory holds bytes that are not UTF-8: a path string
/// cannot carry them, so LemonLog refuses it rather than open a folder with another name.
package struct DataDirectoryNotUTF8: Error, Equatable, Sendable {
    /// `LEMONLOG_HOME`, `XDG_DATA_HOME` or `HOME`.
    package let variable: String
    /// Its value as read from the environment.
    package let bytes: [UInt8]

    package init(variable: String, bytes: [UInt8]) {
        self.variable = variable
        self.bytes = bytes
    }

    /// The value with its valid UTF-8 as text and every other byte written `\xFF`.
    package var shown: String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let length = Self.sequenceLength(bytes[index])
            if length > 0, index + length <= bytes.count,
               let character = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text += character
                index += length
            } else {
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return text
    }

    /// The length of the UTF-8 sequence a lead byte starts (0 for a byte that starts none).
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0x00..<0x80: return 1
        case 0xC2..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF5: return 4
        default: return 0
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension DataDirectory {
    /// Throws `DataDirectoryNotUTF8` when the variable that `resolve` would take the data
    /// directory from is one of `undecodable` (the variables whose value was not valid UTF-8,
    /// with their bytes): `resolve` would get that value with U+FFFD in place of those bytes,
    /// the name of another folder.
    package static func checkEncoding(environment: [String: String], undecodable: [String: [UInt8]]) throws {
        guard !undecodable.isEmpty else { return }
        let deciding: String?
        if let home = environment["LEMONLOG_HOME"], !home.isEmpty {
            deciding = "LEMONLOG_HOME"
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            deciding = "XDG_DATA_HOME"
        } else if let home = environment["HOME"], !home.isEmpty {
            deciding = "HOME"
        } else {
            deciding = nil
        }
        if let deciding, let bytes = undecodable[deciding] {
            throw DataDirectoryNotUTF8(variable: deciding, bytes: bytes)
        }
    }
}
