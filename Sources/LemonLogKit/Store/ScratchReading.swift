/// What the store found in a scratch file: text (read leniently), or a file too large to read.
package enum ScratchReading: Equatable, Sendable {
    /// The text without the one final new line editors add; `replaced` sequences of bytes that
    /// were not UTF-8 became U+FFFD (the file then still holds the original bytes).
    case text(String, replaced: Int)
    /// More than `ScratchFile.maxBytes`: not read; `size` in bytes.
    case tooLarge(size: Int64)
}

extension ScratchReading {
    /// A size in bytes as people read it: `812 KB`, `6.0 GB` (rounded down to one decimal).
    package static func describe(size: Int64) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard size >= 1024 else { return "\(size) B" }
        var value = Double(size) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded(.down))
        return unit == 0 ? "\(tenths / 10) KB" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
