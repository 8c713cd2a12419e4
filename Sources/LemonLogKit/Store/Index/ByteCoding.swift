import Foundation

/// Appends little-endian numbers and length-prefixed UTF-8 strings (the index codec).
struct ByteWriter {
    var data: [UInt8] = []

    mutating func bytes(_ value: [UInt8]) { data += value }
    mutating func u8(_ value: UInt8) { data.append(value) }
    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }
    mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data += $0 } }
    mutating func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }
    mutating func date(_ value: Date) { u64(value.timeIntervalSinceReferenceDate.bitPattern) }
    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8)
        u32(UInt32(utf8.count))
        data += utf8
    }
}

/// Reads what `ByteWriter` wrote from memory it does not own (valid only inside the
/// `withUnsafeBytes` that gave it); every read is bounds-checked and nil past the end.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset: Int
    let end: Int

    init(bytes: UnsafeRawBufferPointer, offset: Int, end: Int? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.end = end ?? bytes.count
    }

    mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, end - offset >= count else { return nil }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    mutating func u8() -> UInt8? { take(1)?.first }

    mutating func u32() -> UInt32? {
        guard end - offset >= 4 else { return nil }
        defer { offset += 4 }
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    mutating func u64() -> UInt64? {
        guard end - offset >= 8 else { return nil }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func i64() -> Int64? { u64().map { Int64(bitPattern: $0) } }
    mutating func date() -> Date? { u64().map { Date(timeIntervalSinceReferenceDate: Double(bitPattern: $0)) } }

    mutating func string() -> String? {
        guard let count = u32(), let raw = take(Int(count)) else { return nil }
        return String(validating: raw.bindMemory(to: UInt8.self), as: UTF8.self)
    }
}
