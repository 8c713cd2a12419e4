import Foundation

/// A keyed container of `StoreJSONEncoder`: sets the keys of one `StoreJSONObject`
/// (a key set twice keeps its last value, as with `JSONEncoder`).
struct StoreJSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StoreJSONEncoder
    let object: StoreJSONObject
    /// The keys from the encoder to this container (nested containers).
    var path: [any CodingKey] = []

    var codingPath: [any CodingKey] { encoder.codingPath + path }

    mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.set(try StoreJSONEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { object.set(try StoreJSONEncoder.number(value), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(.integer(Int64(value)), for: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(.integer(Int64(value)), for: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(.integer(Int64(value)), for: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(.integer(Int64(value)), for: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(.integer(Int64(value)), for: key.stringValue) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { setInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { setInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { setInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { setInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { setInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { setInteger(value, key) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { setInteger(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let node = try encoder.wrap(value, key: key)
        object.set(node, for: key.stringValue)
    }

    private func setInteger<I: FixedWidthInteger & CustomStringConvertible>(_ value: I, _ key: Key) {
        object.set(.number(value.description), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                       forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let name = key.stringValue
        let nested: StoreJSONObject
        switch object[name] {
        case .object(let existing): nested = existing
        case nil:
            nested = StoreJSONObject()
            object.set(.object(nested), for: name)
        default:
            preconditionFailure("Attempt to re-encode into nested KeyedEncodingContainer<\(Key.self)> for key \"\(name)\" is invalid: non-keyed container already encoded for this key")
        }
        return KeyedEncodingContainer(StoreJSONKeyedContainer<NestedKey>(encoder: encoder, object: nested, path: path + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = key.stringValue
        let nested: StoreJSONArray
        switch object[name] {
        case .array(let existing): nested = existing
        case nil:
            nested = StoreJSONArray()
            object.set(.array(nested), for: name)
        default:
            preconditionFailure("Attempt to re-encode into nested UnkeyedEncodingContainer for key \"\(name)\" is invalid: keyed container/single value already encoded for this key")
        }
        return StoreJSONUnkeyedContainer(encoder: encoder, array: nested, path: path + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: StoreJSONSuperPlace.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let sub = StoreJSONEncoder(dateText: encoder.dateText, owner: encoder, key: key)
        sub.superPlace = .key(object, key.stringValue)
        return sub
    }
}
