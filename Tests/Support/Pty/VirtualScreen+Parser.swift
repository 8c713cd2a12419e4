import Foundation

/// Feeding bytes: UTF-8, control characters and the escape sequences the frame writer uses.
extension VirtualScreen {
    package mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    /// Feeds `bytes`, calling `shown` each time the screen is shown to the person: when a
    /// synchronized update ends, and at the end of the bytes if no update is open then.
    package mutating func feed(_ bytes: [UInt8], shown: (VirtualScreen) -> Void) {
        for byte in bytes {
            let wasSynchronizing = isSynchronizing
            feed(byte)
            if wasSynchronizing && !isSynchronizing { shown(self) }
        }
        if !isSynchronizing { shown(self) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground:
            ground(byte)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi("")
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string(sawEscape: false)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "#"):
                state = .skipOne
            default: state = .ground
            }
        case .csi(let parameters):
            if (0x40...0x7E).contains(byte) {
                state = .ground
                csi(parameters, final: byte)
            } else {
                state = .csi(parameters + String(UnicodeScalar(byte)))
            }
        case .string(let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                state = .ground
            } else {
                state = .string(sawEscape: byte == 0x1B)
            }
        case .skipOne:
            state = .ground
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if utf8Needed > 0 {
            utf8.append(byte)
            utf8Needed -= 1
            if utf8Needed == 0 {
                put(String(decoding: utf8, as: UTF8.self))
                utf8 = []
            }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D: column = 0
        case 0x0A: lineFeed()
        case 0x08: column = max(0, column - 1)
        case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
        case 0x00..<0x20, 0x7F: break
        case 0x80..<0xC0: put("\u{FFFD}")
        case 0xC0..<0xE0: utf8 = [byte]; utf8Needed = 1
        case 0xE0..<0xF0: utf8 = [byte]; utf8Needed = 2
        case 0xF0...0xFF: utf8 = [byte]; utf8Needed = 3
        default: put(String(UnicodeScalar(byte)))
        }
    }

    private mutating func csi(_ parameters: String, final: UInt8) {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = (isPrivate ? String(parameters.dropFirst()) : parameters)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, _ fallback: Int) -> Int {
            guard index < numbers.count, let value = numbers[index], value > 0 else { return fallback }
            return value
        }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(rows - 1, number(0, 1) - 1)
            column = min(columns - 1, number(1, 1) - 1)
        case UInt8(ascii: "A"): row = max(0, row - number(0, 1))
        case UInt8(ascii: "B"): row = min(rows - 1, row + number(0, 1))
        case UInt8(ascii: "C"): column = min(columns - 1, column + number(0, 1))
        case UInt8(ascii: "D"): column = max(0, column - number(0, 1))
        case UInt8(ascii: "G"): column = min(columns - 1, number(0, 1) - 1)
        case UInt8(ascii: "J"):
            let mode = numbers.first.flatMap { $0 } ?? 0
            if mode == 2 || mode == 3 {
                clearAll()
            } else if mode == 0 {
                for c in min(column, columns)..<columns { cells[row][c] = " " }
                for r in (row + 1)..<max(row + 1, rows) { cells[r] = Array(repeating: " ", count: columns) }
            }
        case UInt8(ascii: "K"):
            let mode = numbers.first.flatMap { $0 } ?? 0
            let range = mode == 0 ? min(column, columns)..<columns : mode == 1 ? 0..<min(column + 1, columns) : 0..<columns
            for c in range { cells[row][c] = " " }
        case UInt8(ascii: "n"):
            // A cursor-position query (DSR 6): the terminal answers with where the cursor is.
            if !isPrivate, numbers.first.flatMap({ $0 }) == 6 {
                replies.append(Array("\u{1B}[\(row + 1);\(column + 1)R".utf8))
            }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            guard isPrivate else { break }
            if numbers.contains(2026) { isSynchronizing = final == UInt8(ascii: "h") }
            if numbers.contains(1049), !alternateScreenIgnored {
                clearAll()
                row = 0
                column = 0
            }
        default:
            break
        }
    }
}
