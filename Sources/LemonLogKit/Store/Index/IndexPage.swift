import Foundation

/// One page of `entries.idx` as its directory describes it (`EntryIndexCodec`): where its
/// records lie, how many, their checksum, and a synopsis a filter reads to skip the page
/// without touching its bytes: the newest and oldest entry date, whether any entry is starred,
/// whether any has an open action with a due time (the overview's count), and 64-bit masks of the emotion and trap keys its entries hold (`KeyBits`).
struct IndexPage: Equatable, Sendable {
    var offset: Int
    var length: Int
    var count: Int
    var checksum: UInt64
    var newest: Date
    var oldest: Date
    var anyStarred: Bool
    /// Whether an entry of the page has an open action with a due time (`hasOpenDueAction`).
    var anyOpenDue = false
    var emotions: UInt64
    var traps: UInt64

    /// How many summaries a page holds (the last may hold fewer): `list -n 10` reads one.
    static let capacity = 128
    /// The bytes of one page's entry in the directory.
    static let directorySize = 8 + 8 + 4 + 8 + 8 + 8 + 1 + 1 + 8 + 8

    /// The synopsis of the records `synopses` describe (placed at `offset`, `length` bytes,
    /// checksum `checksum`).
    init(offset: Int, length: Int, checksum: UInt64, synopses: [RecordSynopsis]) {
        self.offset = offset
        self.length = length
        self.checksum = checksum
        count = synopses.count
        newest = synopses.lazy.map(\.date).max() ?? .distantPast
        oldest = synopses.lazy.map(\.date).min() ?? .distantFuture
        anyStarred = synopses.contains { $0.starred }
        anyOpenDue = synopses.contains { $0.openDue }
        emotions = synopses.reduce(0) { $0 | $1.emotions }
        traps = synopses.reduce(0) { $0 | $1.traps }
    }

    init(offset: Int, length: Int, count: Int, checksum: UInt64, newest: Date, oldest: Date, anyStarred: Bool,
         anyOpenDue: Bool, emotions: UInt64, traps: UInt64) {
        self.offset = offset
        self.length = length
        self.count = count
        self.checksum = checksum
        self.newest = newest
        self.oldest = oldest
        self.anyStarred = anyStarred
        self.anyOpenDue = anyOpenDue
        self.emotions = emotions
        self.traps = traps
    }

    func write(to out: inout ByteWriter) {
        out.u64(UInt64(offset))
        out.u64(UInt64(length))
        out.u32(UInt32(count))
        out.u64(checksum)
        out.date(newest)
        out.date(oldest)
        out.u8(anyStarred ? 1 : 0)
        out.u8(anyOpenDue ? 1 : 0)
        out.u64(emotions)
        out.u64(traps)
    }

    /// One directory entry (nil past the end or if a field is out of range).
    static func read(_ input: inout ByteReader) -> IndexPage? {
        guard let offset = input.u64(), let length = input.u64(), let count = input.u32(), let checksum = input.u64(),
              let newest = input.date(), let oldest = input.date(), let starred = input.u8(), starred <= 1, let openDue = input.u8(), openDue <= 1,
              let emotions = input.u64(), let traps = input.u64(),
              offset <= UInt64(Int.max), length <= UInt64(Int.max) else { return nil }
        return IndexPage(offset: Int(offset), length: Int(length), count: Int(count), checksum: checksum, newest: newest,
                         oldest: oldest, anyStarred: starred == 1, anyOpenDue: openDue == 1, emotions: emotions, traps: traps)
    }

    /// Whether an entry of this page may be taken by `filter` (false: none is, the page is
    /// skipped). Only the date range, the star and the key masks are looked at; `--contains`
    /// reads every page.
    func mayMatch(_ filter: PageFilter) -> Bool {
        if filter.starred, !anyStarred { return false }
        if filter.openDueAction, !anyOpenDue { return false }
        if let since = filter.since, newest < since { return false }
        if let until = filter.until, oldest >= until { return false }
        if let mask = filter.emotions, emotions & mask == 0 { return false }
        if let mask = filter.traps, traps & mask == 0 { return false }
        return true
    }
}

/// The part of an `EntryFilter` a page's synopsis answers: its keys as `KeyBits` masks.
struct PageFilter {
    let starred: Bool
    let openDueAction: Bool
    let since: Date?
    let until: Date?
    let emotions: UInt64?
    let traps: UInt64?

    init(_ filter: EntryFilter) {
        starred = filter.starred
        openDueAction = filter.openDueAction
        since = filter.since
        until = filter.until
        emotions = filter.emotionKeys.map { KeyBits.mask(Array($0)) }
        traps = filter.trapKeys.map { KeyBits.mask(Array($0)) }
    }
}

/// A key's bit in a page's 64-bit mask: a stable hash (FNV-1a, the same in every process) of
/// its canonical (NFC) UTF-8, so that keys `String` holds equal share a bit.
enum KeyBits {
    static func mask(_ keys: [String]) -> UInt64 {
        keys.reduce(0) { $0 | bit($1) }
    }

    static func bit(_ key: String) -> UInt64 {
        let canonical = key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in canonical.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return 1 << (hash % 64)
    }
}
