/// The shape of a row's bytes in an index record (`IndexCoder.shape`): enough to step over
/// them, and to find the ones a filter looks at, without making a string.
enum IndexShape: Sendable {
    /// A length-prefixed string.
    case string
    /// A count, then that many length-prefixed strings.
    case strings
    /// Eight bytes.
    case date
    /// A byte, then a date when it is 1.
    case optionalDate
    /// A four-byte count.
    case count
    /// A count, then that many bytes.
    case ratings
    /// A byte, then (when it is 1) status, date, two ratings, three strings and a byte.
    case outcome
    /// One byte, 0 or 1.
    case flag
    /// A one-byte count, then that many bytes.
    case bytes

    /// The most keys, images or ratings a record may hold (a larger count is damage).
    static let maxCount: UInt32 = 10_000

    /// Steps over one value; its bytes (nil if the input does not hold one).
    func skip(_ input: inout ByteReader) -> UnsafeRawBufferPointer? {
        let start = input.offset
        switch self {
        case .string:
            guard let length = input.u32(), input.take(Int(length)) != nil else { return nil }
        case .strings:
            guard let count = input.u32(), count < Self.maxCount else { return nil }
            for _ in 0..<count {
                guard let length = input.u32(), input.take(Int(length)) != nil else { return nil }
            }
        case .date:
            guard input.take(8) != nil else { return nil }
        case .optionalDate:
            guard let present = input.u8(), present <= 1, present == 0 || input.take(8) != nil else { return nil }
        case .count:
            guard input.take(4) != nil else { return nil }
        case .ratings:
            guard let count = input.u32(), count < Self.maxCount, input.take(Int(count)) != nil else { return nil }
        case .outcome:
            guard let present = input.u8(), present <= 1 else { return nil }
            if present == 1 {
                guard input.take(1 + 8 + 2) != nil else { return nil }
                for _ in 0..<3 {
                    guard let length = input.u32(), input.take(Int(length)) != nil else { return nil }
                }
                guard input.take(1) != nil else { return nil }
            }
        case .flag:
            guard let byte = input.u8(), byte <= 1 else { return nil }
        case .bytes:
            guard let count = input.u8(), input.take(Int(count)) != nil else { return nil }
        }
        return UnsafeRawBufferPointer(rebasing: input.bytes[start..<input.offset])
    }
}
