/// The checksum the index's pages, id blocks and journal records end with.
extension EntryIndexCodec {
    /// A 64-bit multiply-xor hash of the bytes, 8 at a time in four independent lanes (a read
    /// checks the whole index: four lanes run about four times as fast as one chain).
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let seed: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
        var a = seed, b = seed ^ 0x9e37_79b9_7f4a_7c15, c = seed ^ 0xc2b2_ae3d_27d4_eb4f, d = seed ^ 0x1656_67b1_9e37_79f9
        var offset = 0
        while offset + 32 <= raw.count {
            a = mix(a, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            b = mix(b, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            c = mix(c, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            d = mix(d, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var hash = mix(mix(mix(a, b), c), d)
        while offset + 8 <= raw.count {
            hash = mix(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
            offset += 1
        }
        return hash
    }

    /// One step of the hash: xor, multiply by the FNV prime, fold the high bits down.
    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x0000_0100_0000_01b3
        return product ^ (product >> 29)
    }
}
