/// The two catalog files' JSON, read by `JSONParser` (strict RFC 8259) by every command at
/// start, not by `JSONDecoder`: `JSONDecoder` cost more than the rest of the start-up of `lemonlog write` put
/// together, most of it the runtime's first look at the `Codable` types. What it accepts and
/// refuses is what `JSONDecoder` did for these files: one value with white space around it,
/// strings in UTF-8 with every escape (surrogate pairs joined, a lone surrogate refused), no
/// comments, no trailing commas, no control characters inside strings, at most 512 levels.
enum CatalogJSON: Equatable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    /// The number as written (checked against the JSON grammar).
    case number(String)
    case bool(Bool)
    case null

    struct Invalid: Error, Equatable {}

    /// The value of a whole file; throws `Invalid` for anything that is not exactly one JSON value.
    static func parse(_ bytes: [UInt8]) throws -> CatalogJSON {
        guard let document = try? JSONParser.parse(bytes) else { throw Invalid() }
        return CatalogJSON(document.value)
    }

    /// A member of an object, nil when absent or when this is not an object.
    subscript(key: String) -> CatalogJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, or `Invalid` (as decoding a `String` from anything else fails).
    func string() throws -> String {
        guard case .string(let text) = self else { throw Invalid() }
        return text
    }

    /// The array, or `Invalid`.
    func array() throws -> [CatalogJSON] {
        guard case .array(let items) = self else { throw Invalid() }
        return items
    }

    /// The number as an `Int` when it is one exactly (`1`, `1.0`, `1e2`), or `Invalid`.
    func int() throws -> Int {
        guard case .number(let text) = self else { throw Invalid() }
        if let value = Int(text) { return value }
        guard let double = Double(text), let value = Int(exactly: double) else { throw Invalid() }
        return value
    }

    /// A required member: `Invalid` when missing (as `decode(_:forKey:)`).
    func member(_ key: String) throws -> CatalogJSON {
        guard let value = self[key] else { throw Invalid() }
        return value
    }

    /// The catalog's value of what `JSONParser` read: an object's members by key (a key given
    /// twice keeps its last value, as `JSONDecoder` does).
    private init(_ value: JSONValue) {
        switch value {
        case .object(let members):
            var object: [String: CatalogJSON] = [:]
            for member in members { object[member.key] = CatalogJSON(member.value) }
            self = .object(object)
        case .array(let items): self = .array(items.map(CatalogJSON.init))
        case .string(let text): self = .string(text)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }
}
