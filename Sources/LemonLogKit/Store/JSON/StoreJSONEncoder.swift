import Foundation

/// The store's own `Encoder`: builds a `StoreJSONNode` tree the way `JSONEncoder` builds its
/// own (the same containers, the same special values: `Date` through `dateText`, `Data` as
/// Base64, `URL` as its absolute string, `Decimal` as a number), for `StoreJSONWriter` to write
/// the same bytes as `StoreJSON.encoder()`. Any error (a date out of range, a non-finite
/// number, a value that encodes nothing, nesting too deep) is left to `JSONEncoder`:
/// `StoreJSON.encode` then encodes the whole document with it, so that it throws as it did.
/// A misuse JSONEncoder stops on (`preconditionFailure`: two kinds of container at one place)
/// stops this encoder too. One difference is left: JSONEncoder takes a copy of a nested value
/// when its `encode(to:)` returns, so a container kept and written to after that adds nothing
/// there, and here it does (no `Encodable` does that; the store's types do not).
/// The storage is `@exclusivity(unchecked)`: one encoder serves one document on one thread.
final class StoreJSONEncoder: Encoder {
    /// Thrown where `JSONEncoder` would throw; `StoreJSON.encode` then asks `JSONEncoder`.
    struct Unsupported: Error {}

    /// A date's text (`StoreTimestamp.format` for the store); nil: the date cannot be written.
    typealias DateText = (Date) -> String?

    // The storage, as `JSONEncoder`'s: a value, or the array or object its containers fill in.
    @exclusivity(unchecked) var single: StoreJSONNode?
    @exclusivity(unchecked) var array: StoreJSONArray?
    @exclusivity(unchecked) var object: StoreJSONObject?

    let dateText: DateText
    /// The encoder this one encodes a value for, and the key of that value.
    var owner: StoreJSONEncoder?
    var key: (any CodingKey)?
    /// A spent sub-encoder kept for the next value (what `JSONEncoder` does too).
    @exclusivity(unchecked) private var spare: StoreJSONEncoder?
    /// Where a `superEncoder()`'s value goes when it is released.
    var superPlace: StoreJSONSuperPlace?

    init(dateText: @escaping DateText, owner: StoreJSONEncoder? = nil, key: (any CodingKey)? = nil) {
        self.dateText = dateText
        self.owner = owner
        self.key = key
    }

    deinit {
        superPlace?.put(takeValue() ?? .object(StoreJSONObject()))
    }

    /// Encodes a document as `StoreJSON.encoder()` would (without the final new line).
    /// `newLine` ends it with "\n", as the store's files are.
    static func encode<T: Encodable>(_ value: T, dateText: @escaping DateText, newLine: Bool = false) throws -> Data {
        let encoder = StoreJSONEncoder(dateText: dateText)
        guard let node = try encoder.wrapTopLevel(value) else { throw Unsupported() }
        var writer = StoreJSONWriter()
        do {
            try writer.write(node)
        } catch {
            writer.bytes.free()
            throw error
        }
        if newLine { writer.bytes.append(0x0A) }
        return writer.bytes.data()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        if let key { path.append(key) }
        var encoder = self
        while let owner = encoder.owner, let key = owner.key {
            path.append(key)
            encoder = owner
        }
        return path.reversed()
    }

    func takeValue() -> StoreJSONNode? {
        if let object {
            self.object = nil
            return .object(object)
        }
        if let array {
            self.array = nil
            return .array(array)
        }
        defer { single = nil }
        return single
    }

    func container<Key: CodingKey>(keyedBy: Key.Type) -> KeyedEncodingContainer<Key> {
        if let object { return KeyedEncodingContainer(StoreJSONKeyedContainer<Key>(encoder: self, object: object)) }
        if case .object(let value) = single {
            single = nil
            object = value
            return KeyedEncodingContainer(StoreJSONKeyedContainer<Key>(encoder: self, object: value))
        }
        precondition(single == nil && array == nil,
                     "Attempt to push new keyed encoding container when already previously encoded at this path.")
        let made = StoreJSONObject()
        object = made
        return KeyedEncodingContainer(StoreJSONKeyedContainer<Key>(encoder: self, object: made))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if let array { return StoreJSONUnkeyedContainer(encoder: self, array: array) }
        if case .array(let value) = single {
            single = nil
            array = value
            return StoreJSONUnkeyedContainer(encoder: self, array: value)
        }
        precondition(single == nil && object == nil,
                     "Attempt to push new unkeyed encoding container when already previously encoded at this path.")
        let made = StoreJSONArray()
        array = made
        return StoreJSONUnkeyedContainer(encoder: self, array: made)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: - Values

    /// A number's text as `JSONEncoder` writes it: its description without a final ".0";
    /// infinities and NaN are refused.
    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) throws -> StoreJSONNode {
        guard value.isFinite else { throw Unsupported() }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    /// The top-level value: nil if it encodes nothing.
    private func wrapTopLevel<T: Encodable>(_ value: T) throws -> StoreJSONNode? {
        if let special = try special(value) { return special }
        try value.encode(to: self)
        return takeValue()
    }

    /// A value under `key` of a container of this encoder (`{}` if it encodes nothing), encoded
    /// by a sub-encoder.
    func wrap<T: Encodable>(_ value: T, key: any CodingKey) throws -> StoreJSONNode {
        if T.self == String.self, let text = value as? String { return .string(text) }
        if T.self == Int.self, let number = value as? Int { return .integer(Int64(number)) }
        if T.self == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let direct = direct(value) { return direct }
        if let special = try special(value) { return special }
        var encoder: StoreJSONEncoder
        if let spare {
            self.spare = nil
            spare.owner = self
            spare.key = key
            encoder = spare
        } else {
            encoder = StoreJSONEncoder(dateText: dateText, owner: self, key: key)
        }
        try value.encode(to: encoder)
        let node = encoder.takeValue() ?? .object(StoreJSONObject())
        if spare == nil, isKnownUniquelyReferenced(&encoder) {
            encoder.owner = nil
            encoder.key = nil
            spare = encoder
        }
        return node
    }

    /// A value given to this encoder's own single-value container: encoded by this encoder.
    func wrapHere<T: Encodable>(_ value: T) throws -> StoreJSONNode {
        if let special = try special(value) { return special }
        try value.encode(to: self)
        return takeValue() ?? .object(StoreJSONObject())
    }

    /// The values `JSONEncoder` writes its own way (it tests `value as? Date`, and so on; only
    /// these very types pass: an optional one reaches here again through its `encode(to:)`,
    /// and `T` is never an existential). Metatype comparisons: much quicker than casts.
    private func special<T: Encodable>(_ value: T) throws -> StoreJSONNode? {
        if T.self == Date.self, let date = value as? Date {
            guard let text = dateText(date) else { throw Unsupported() }
            return .string(text)
        }
        if T.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
        if T.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if T.self == Decimal.self, let decimal = value as? Decimal { return .number(decimal.description) }
        return nil
    }
}
