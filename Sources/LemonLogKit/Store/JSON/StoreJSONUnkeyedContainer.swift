import Foundation

/// An unkeyed container of `StoreJSONEncoder`: appends to one `StoreJSONArray`.
struct StoreJSONUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StoreJSONEncoder
    let array: StoreJSONArray
    /// The keys from the encoder to this container (nested containers).
    var path: [any CodingKey] = []

    var codingPath: [any CodingKey] { encoder.codingPath + path }
    var count: Int { array.items.count }

    mutating func encodeNil() throws { array.items.append(.null) }
    mutating func encode(_ value: Bool) throws { array.items.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.items.append(try StoreJSONEncoder.number(value)) }
    mutating func encode(_ value: Float) throws { array.items.append(try StoreJSONEncoder.number(value)) }
    mutating func encode(_ value: Int) throws { array.items.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { array.items.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { array.items.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { array.items.append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { array.items.append(.integer(Int64(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { append(value) }
    mutating func encode(_ value: UInt) throws { append(value) }
    mutating func encode(_ value: UInt8) throws { append(value) }
    mutating func encode(_ value: UInt16) throws { append(value) }
    mutating func encode(_ value: UInt32) throws { append(value) }
    mutating func encode(_ value: UInt64) throws { append(value) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { append(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let node = try encoder.wrap(value, key: StoreJSONSuperPlace.IndexKey(array.items.count))
        array.items.append(node)
    }

    private func append<I: FixedWidthInteger & CustomStringConvertible>(_ value: I) {
        array.items.append(.number(value.description))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let index = array.items.count
        let nested = StoreJSONObject()
        array.items.append(.object(nested))
        return KeyedEncodingContainer(StoreJSONKeyedContainer<NestedKey>(encoder: encoder, object: nested,
                                                                         path: path + [StoreJSONSuperPlace.IndexKey(index)]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = array.items.count
        let nested = StoreJSONArray()
        array.items.append(.array(nested))
        return StoreJSONUnkeyedContainer(encoder: encoder, array: nested, path: path + [StoreJSONSuperPlace.IndexKey(index)])
    }

    mutating func superEncoder() -> any Encoder {
        let index = array.items.count
        let sub = StoreJSONEncoder(dateText: encoder.dateText, owner: encoder, key: StoreJSONSuperPlace.IndexKey(index))
        sub.superPlace = .index(array, index)
        return sub
    }
}
