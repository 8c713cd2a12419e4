import Foundation

/// One summary of `entries.idx` as it lies in the file (`EntryIndexCodec`'s layout): the
/// entry's id and times, the bytes of the field table's rows (`IndexRows`) left in place, the
/// ones a filter reads (date, star, emotions, traps) found while stepping over them, and the
/// search text. A filter looks at it before any string is made; `summary` makes the
/// `EntrySummary`, reading the rows in turn. Valid only inside the `withUnsafeBytes` it came from.
struct SummaryRecord {
    var id: UnsafeRawBufferPointer
    var createdAt: Date
    var updatedAt: Date
    /// The rows' bytes, one after the other (`IndexRows.coders`).
    var columns: UnsafeRawBufferPointer
    var date = Date(timeIntervalSince1970: 0)
    /// `emotionCount` length-prefixed strings.
    var emotions = UnsafeRawBufferPointer(start: nil, count: 0)
    var emotionCount = 0
    /// `trapCount` length-prefixed strings.
    var traps = UnsafeRawBufferPointer(start: nil, count: 0)
    var trapCount = 0
    var starred = false
    /// The id of the entry this one is a conflict copy of (nil when it is none).
    var conflictOf: UnsafeRawBufferPointer?
    var searchText: UnsafeRawBufferPointer

    /// Reads one record (nil if the bytes are not one).
    init?(_ input: inout ByteReader) {
        guard let id = Self.string(&input), let created = input.date(), let updated = input.date() else { return nil }
        let start = input.offset
        var date: Date?, emotions: UnsafeRawBufferPointer?, traps: UnsafeRawBufferPointer?, starred: Bool?
        for (shape, hot) in IndexRows.shapes {
            guard let bytes = shape.skip(&input) else { return nil }
            switch hot {
            case nil: break
            case .date?: date = bytes.count == 8 ? Date(timeIntervalSinceReferenceDate: Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)))) : nil
            case .emotions?: emotions = bytes
            case .traps?: traps = bytes
            case .starred?: starred = bytes.first == 1
            }
        }
        columns = UnsafeRawBufferPointer(rebasing: input.bytes[start..<input.offset])
        guard let copy = input.u8(), copy <= 1 else { return nil }
        conflictOf = nil
        if copy == 1 {
            guard let original = Self.string(&input) else { return nil }
            conflictOf = original
        }
        guard let searchText = Self.string(&input) else { return nil }
        self.searchText = searchText
        self.id = id
        createdAt = created
        updatedAt = updated
        if let date { self.date = date }
        if let starred { self.starred = starred }
        if let emotions, emotions.count >= 4 {
            emotionCount = Int(UInt32(littleEndian: emotions.loadUnaligned(as: UInt32.self)))
            self.emotions = UnsafeRawBufferPointer(rebasing: emotions[4...])
        }
        if let traps, traps.count >= 4 {
            trapCount = Int(UInt32(littleEndian: traps.loadUnaligned(as: UInt32.self)))
            self.traps = UnsafeRawBufferPointer(rebasing: traps[4...])
        }
    }

    /// The summary, its strings checked as UTF-8; without `texts` the search text is left empty.
    /// Nil if a string is not UTF-8 or a row's bytes are not the row's.
    func summary(file: FileStamp, texts: Bool) -> EntrySummary? {
        guard let id = Self.text(id) else { return nil }
        var content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        var input = ByteReader(bytes: columns, offset: 0)
        for coder in IndexRows.coders {
            guard coder.read(&input, &content) else { return nil }
        }
        var original: String?
        if let conflictOf {
            guard let text = Self.text(conflictOf) else { return nil }
            original = text
        }
        let searchText: String
        if texts {
            guard let text = Self.text(self.searchText) else { return nil }
            searchText = text
        } else {
            searchText = ""
        }
        return EntrySummary(id: id, createdAt: createdAt, updatedAt: updatedAt, content: content, conflictOf: original,
                            searchText: searchText, file: file)
    }

    /// Calls `body` with the bytes of each of `count` length-prefixed strings in `region` (read
    /// by `init`, so well formed) until it returns true; whether one did.
    static func any(in region: UnsafeRawBufferPointer, _ count: Int, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var input = ByteReader(bytes: region, offset: 0)
        for _ in 0..<count {
            guard let bytes = string(&input) else { return false }
            if body(bytes) { return true }
        }
        return false
    }

    private static func string(_ input: inout ByteReader) -> UnsafeRawBufferPointer? {
        guard let count = input.u32() else { return nil }
        return input.take(Int(count))
    }

    static func text(_ bytes: UnsafeRawBufferPointer) -> String? {
        String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self)
    }
}

/// An `EntryFilter` checked on a `SummaryRecord`'s bytes, with the same answer as
/// `EntryFilter.matches` on the decoded summary: keys are compared as bytes when both sides are
/// ASCII (where bytes and `String`'s canonical equivalence agree), else as strings; the search
/// text is compared as bytes, as `SearchText.contains` does.
struct RecordFilter {
    /// A set of keys as strings and as UTF-8.
    struct Keys {
        let strings: Set<String>
        let bytes: [[UInt8]]
        let allASCII: Bool

        init(_ strings: Set<String>) {
            self.strings = strings
            bytes = strings.map { Array($0.utf8) }
            allASCII = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        }
    }

    let filter: EntryFilter
    private let emotionKeys: Keys?
    private let trapKeys: Keys?

    init(_ filter: EntryFilter) {
        self.filter = filter
        emotionKeys = filter.emotionKeys.map(Keys.init)
        trapKeys = filter.trapKeys.map(Keys.init)
    }

    func matches(_ record: SummaryRecord) -> Bool {
        if filter.starred, !record.starred { return false }
        if let since = filter.since, record.date < since { return false }
        if let until = filter.until, record.date >= until { return false }
        if let emotionKeys, !Self.anyKey(record.emotions, record.emotionCount, emotionKeys) { return false }
        if let trapKeys, !Self.anyKey(record.traps, record.trapCount, trapKeys) { return false }
        if let contains = filter.contains, !SearchText.contains(record.searchText, folded: contains) { return false }
        return true
    }

    /// Whether one of the strings of `region` is one of `keys`.
    private static func anyKey(_ region: UnsafeRawBufferPointer, _ count: Int, _ keys: Keys) -> Bool {
        SummaryRecord.any(in: region, count) { value in
            if keys.allASCII && value.allSatisfy({ $0 < 0x80 }) {
                return keys.bytes.contains { $0.elementsEqual(value) }
            }
            return SummaryRecord.text(value).map(keys.strings.contains) ?? false
        }
    }
}
