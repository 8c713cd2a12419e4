import Foundation

/// What one decode over a `JSONValue` tree shares: the caller's `userInfo`, and whether anything
/// was met where Foundation's `JSONDecoder` might decode otherwise (`doubtful`): every error
/// this decoder throws sets it, caught or not, and so does a type it leaves to Foundation.
final class TreeDecodeState {
    let userInfo: [CodingUserInfoKey: Any]
    var doubtful = false

    init(userInfo: [CodingUserInfoKey: Any]) {
        self.userInfo = userInfo
    }

    /// Marks the decode doubtful and gives the error to throw.
    func fail(_ path: [CodingKey], _ reason: String) -> DecodingError {
        doubtful = true
        return DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: reason))
    }
}

/// A `Decoder` over a `JSONValue` tree that decodes as `StoreJSON.decoder()` does where it
/// decodes at all: dates as `StoreTimestamp` strings, integers only from plain integer numbers
/// that fit; floating-point numbers, `Data`, `URL` and `Decimal` are left to Foundation (an error
/// that makes the decode doubtful).
struct TreeDecoder: Decoder {
    let value: JSONValue
    /// The path of the container that holds the value, and the value's key in it (nil at the
    /// top): the full path is made only when asked for (an error, a container).
    let parentPath: [CodingKey]
    let key: CodingKey?
    let state: TreeDecodeState

    var codingPath: [CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    /// Decodes `type` from `document`; nil when the tree is not plain or the decode is doubtful.
    static func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, userInfo: [CodingUserInfoKey: Any]) -> T? {
        guard document.plain else { return nil }
        let state = TreeDecodeState(userInfo: userInfo)
        guard let decoded = try? TreeDecoder(value: document.value, parentPath: [], key: nil, state: state).unwrap(T.self),
              !state.doubtful else { return nil }
        return decoded
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw state.fail(codingPath, "not an object") }
        return KeyedDecodingContainer(TreeKeyedContainer<Key>(members: members, codingPath: codingPath, state: state))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw state.fail(codingPath, "not an array") }
        return TreeUnkeyedContainer(items: items, codingPath: codingPath, state: state)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { TreeSingleValueContainer(decoder: self) }

    /// This decoder's value as `T`: a string, a whole number, a bool or a date read here, any
    /// other type by its own `init(from:)`.
    func unwrap<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self { return try string() as! T }
        if T.self == Int.self { return try integer(Int.self) as! T }
        if T.self == Bool.self { return try bool() as! T }
        if T.self == Date.self { return try date() as! T }
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Double.self || T.self == Float.self {
            throw state.fail(codingPath, "left to Foundation")
        }
        return try T(from: self)
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw state.fail(codingPath, "not a string") }
        return text
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw state.fail(codingPath, "not a bool") }
        return flag
    }

    /// A plain integer (`JSONDocument.plain` has refused `-0`, fractions, exponents and long
    /// numbers) that fits `T`.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value, let number = T(text, radix: 10) else {
            throw state.fail(codingPath, "not an integer of \(T.self)")
        }
        return number
    }

    /// A date as `StoreJSON.decoder()` reads it: a string that `StoreTimestamp.parse` reads.
    func date() throws -> Date {
        guard let date = StoreTimestamp.parse(try string()) else { throw state.fail(codingPath, "bad date") }
        return date
    }

    func isNull() -> Bool {
        if case .null = value { return true }
        return false
    }
}

/// The place of an item in an array, as a coding key.
struct TreeIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
