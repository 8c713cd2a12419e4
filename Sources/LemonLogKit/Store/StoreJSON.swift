import Foundation

/// The one JSON configuration of the store: sorted keys, pretty printed, UTF-8 text kept as is,
/// dates as `StoreTimestamp` strings.
enum StoreJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard let text = StoreTimestamp.format(date) else {
                throw EncodingError.invalidValue(date, .init(codingPath: encoder.codingPath,
                                                             debugDescription: "date out of range"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = StoreTimestamp.parse(text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)",
                                                        underlyingError: BadDate(text: text)))
            }
            return date
        }
        return decoder
    }

    /// Encodes a document, ending the file with a new line: the bytes `encoder()` gives, made by
    /// `StoreJSONEncoder` (several times faster). A document it cannot write as `JSONEncoder`
    /// would (one that throws: a date out of range, a non-finite number, nesting too deep, a
    /// top-level value that encodes nothing) is encoded by `encoder()` instead, which throws.
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        do {
            return try StoreJSONEncoder.encode(value, dateText: StoreTimestamp.format, newLine: true)
        } catch {
            var data = try encoder().encode(value)
            data.append(0x0A)
            return data
        }
    }
}

/// A date in a file that is not one the store reads (malformed, 2024-02-30, out of range):
/// carried under the decoding error so that an import can name it in the person's language.
struct BadDate: Error {
    let text: String
}
