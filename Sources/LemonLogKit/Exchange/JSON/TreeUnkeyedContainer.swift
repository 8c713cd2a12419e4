/// An array of a `TreeDecoder`'s tree, read item by item.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [CodingKey]
    let state: TreeDecodeState
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [CodingKey], state: TreeDecodeState) {
        self.items = items
        self.codingPath = codingPath
        self.state = state
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The decoder of the next item, moving past it; past the end an error.
    private mutating func next() throws -> TreeDecoder {
        guard !isAtEnd else { throw state.fail(codingPath + [TreeIndexKey(index: currentIndex)], "no more items") }
        let decoder = TreeDecoder(value: items[currentIndex], parentPath: codingPath, key: TreeIndexKey(index: currentIndex), state: state)
        currentIndex += 1
        return decoder
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw state.fail(codingPath + [TreeIndexKey(index: currentIndex)], "no more items") }
        if case .null = items[currentIndex] {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().unwrap(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> Decoder { try next() }
}

/// A single value of a `TreeDecoder`'s tree.
struct TreeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: TreeDecoder

    var codingPath: [CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unwrap(T.self) }
    func decode(_ type: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(UInt64.self) }
    func decode(_ type: Double.Type) throws -> Double { throw decoder.state.fail(codingPath, "left to Foundation") }
    func decode(_ type: Float.Type) throws -> Float { throw decoder.state.fail(codingPath, "left to Foundation") }
}
