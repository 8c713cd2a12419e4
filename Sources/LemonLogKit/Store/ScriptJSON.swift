import Foundation

/// The JSON LemonLog prints for scripts (`export`, `list --json`): the store's configuration
/// (`StoreJSON`) with every date to the millisecond, `2026-11-20T09:30:00.218Z`, whatever
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

    /// The store's timestamp cut to three fractional digits (the millisecond it falls in); nil
    /// where the store writes none.
    static func timestamp(_ date: Date) -> String? {
        guard let full = StoreTimestamp.format(date), let dot = full.lastIndex(of: ".") else { return nil }
        return String(full[...dot]) + full[full.index(after: dot)...].prefix(3) + "Z"
    }
}
