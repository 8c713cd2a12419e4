/// An object of a `TreeDecoder`'s tree, read by key (a key's first member: a tree whose keys
/// repeat is not plain, and never decoded).
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONMember]
    let codingPath: [CodingKey]
    let state: TreeDecodeState

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    private func member(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        for member in members where member.key == name { return member.value }
        return nil
    }

    /// The decoder of `key`'s value; a missing key is an error.
    private func decoder(_ key: Key) throws -> TreeDecoder {
        guard let value = member(key) else { throw state.fail(codingPath + [key], "no value for \(key.stringValue)") }
        return TreeDecoder(value: value, parentPath: codingPath, key: key, state: state)
    }

    /// The decoder of `key`'s value, nil when it is missing or null.
    private func present(_ key: Key) -> TreeDecoder? {
        guard let value = member(key) else { return nil }
        if case .null = value { return nil }
        return TreeDecoder(value: value, parentPath: codingPath, key: key, state: state)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).isNull() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).unwrap(T.self) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).string() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).bool() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).integer(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).integer(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).integer(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).integer(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).integer(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).integer(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).integer(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).integer(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).integer(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).integer(UInt64.self) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw state.fail(codingPath + [key], "left to Foundation") }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw state.fail(codingPath + [key], "left to Foundation") }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(key)?.unwrap(T.self) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key)?.string() }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key)?.bool() }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key)?.integer(Int.self) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try decoder(key).unkeyedContainer() }

    /// The decoder of the `super` key's value (null when there is none), as Foundation's.
    func superDecoder() throws -> Decoder { superDecoder(named: TreeSuperKey()) }

    func superDecoder(forKey key: Key) throws -> Decoder { superDecoder(named: key) }

    private func superDecoder(named key: CodingKey) -> Decoder {
        let value = members.first { $0.key == key.stringValue }?.value ?? .null
        return TreeDecoder(value: value, parentPath: codingPath, key: key, state: state)
    }
}

/// The key of a keyed container's `superDecoder()`.
struct TreeSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    init?(intValue: Int) { nil }
}
