import Foundation

/// The growing byte buffer `StoreJSONWriter` writes into: raw memory (appending a byte is a
/// store, not an array's uniqueness and capacity checks), handed over as `Data` without a copy.
struct StoreJSONBytes {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    /// Makes room for `more` bytes.
    @inline(__always)
    mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(to: count + more) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ a: UInt8, _ b: UInt8) {
        reserve(2)
        start[count] = a
        start[count + 1] = b
        count += 2
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// `n` times the byte.
    mutating func append(repeating byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (start + count).update(repeating: byte, count: n)
        count += n
    }

    /// The bytes written; the buffer is handed over (this value must not be used after).
    func data() -> Data {
        Data(bytesNoCopy: start, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// Frees the buffer without handing it over (this value must not be used after).
    func free() {
        start.deallocate()
    }

    /// A copy of the bytes written (for tests).
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }
}
