import Foundation

/// The JSON LemonLog prints for scripts (`export`, `list --json`): the store's configuration
/// (`StoreJSON`) with every date to the nearest millisecond, `2026-11-20T09:30:00.218Z`, whatever
/// precision the entry file keeps. Store files keep up to nine digits, so that a date reads
/// back exactly; what scripts read has one precision everywhere.
enum ScriptJSON {
    static func encoder() -> JSONEncoder {
        let encoder = StoreJSON.encoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard let text = timestamp(date) else {
                throw EncodingError.invalidValue(date, .init(codingPath: encoder.codingPath,
                                                             debugDescription: "date out of range"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
        return encoder
    }

    /// Encodes a document, ending it with a new line.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        var data = try encoder().encode(value)
        data.append(0x0A)
        return data
    }

    /// The date to the nearest millisecond; nil where the store writes none. Rounded, not cut:
    /// a time read back from `…41.218Z` is the `Double` nearest to it, which may lie just below
    /// (`…41.217999887`), and it must be written as `.218` again, so that an export imported
    /// and exported again gives the same bytes.
    static func timestamp(_ date: Date) -> String? {
        let time = date.timeIntervalSinceReferenceDate
        guard time.isFinite else { return nil }
        // The nearest whole millisecond first (a carry into the next second happens here), then
        // the store's nine digits of it, which lie within a few hundred nanoseconds of it.
        let rounded = Date(timeIntervalSinceReferenceDate: (time * 1000).rounded() / 1000)
        guard let full = StoreTimestamp.format(rounded), let dot = full.lastIndex(of: "."), full.hasSuffix("Z") else {
            return nil
        }
        let digits = full[full.index(after: dot)...].dropLast()
        guard let nanos = Int64(digits + String(repeating: "0", count: max(0, 9 - digits.count))) else { return nil }
        return String(full[...dot]) + StoreTimestamp.pad((nanos + 500_000) / 1_000_000, 3) + "Z"
    }
}
