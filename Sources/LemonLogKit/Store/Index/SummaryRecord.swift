import Foundation

/// One summary of `entries.idx` as it lies in the file (`EntryIndexCodec`'s layout): the
/// numbers read, the strings left in place as bytes. A filter looks at it before any string is
/// made; `summary` makes the `EntrySummary`. Valid only inside the `withUnsafeBytes` it came from.
struct SummaryRecord {
    var id: UnsafeRawBufferPointer
    var createdAt: Date
    var updatedAt: Date
    var date: Date
    /// `emotionCount` length-prefixed strings.
    var emotions: UnsafeRawBufferPointer
    var emotionCount: Int
    var situationHead: UnsafeRawBufferPointer
    var imageCount: UInt32
    /// The intensities, then the re-ratings, one byte each (`noRating` where none).
    var ratings: UnsafeRawBufferPointer
    /// `trapCount` length-prefixed strings.
    var traps: UnsafeRawBufferPointer
    var trapCount: Int
    var actionHead: UnsafeRawBufferPointer
    var actionOutcome: ActionOutcome?
    var starred: Bool
    var actionDue: Date?
    /// The id of the entry this one is a conflict copy of (empty when it is none).
    var conflictOf: UnsafeRawBufferPointer?
    /// One byte per belief field (`FieldTable.beliefFields`, in order; `noRating` where none).
    var beliefs: UnsafeRawBufferPointer
    var searchText: UnsafeRawBufferPointer

    /// Reads one record (nil if the bytes are not one).
    init?(_ input: inout ByteReader) {
        guard let id = Self.string(&input), let created = input.date(), let updated = input.date(), let date = input.date(),
              let emotionCount = input.u32(), emotionCount < 10_000,
              let emotions = Self.strings(Int(emotionCount), &input),
              let head = Self.string(&input), let images = input.u32(), let ratings = input.take(2 * Int(emotionCount)),
              let trapCount = input.u32(), trapCount < 10_000, let traps = Self.strings(Int(trapCount), &input),
              let actionHead = Self.string(&input), let flags = input.u8() else { return nil }
        guard flags & ~(EntryIndexCodec.doneFlag | EntryIndexCodec.starFlag | EntryIndexCodec.dueFlag | EntryIndexCodec.copyFlag) == 0 else { return nil }
        var actionOutcome: ActionOutcome?
        if flags & EntryIndexCodec.doneFlag != 0 {
            guard let status = input.u8(), Int(status) < ActionStatus.allCases.count, let at = input.date(),
                  let mastery = input.u8(), let pleasure = input.u8(), let noteBytes = Self.string(&input),
                  let note = Self.text(noteBytes) else { return nil }
            let rating = { (byte: UInt8) in byte == EntryIndexCodec.noRating ? nil : Int(byte) }
            actionOutcome = ActionOutcome(status: ActionStatus.allCases[Int(status)], at: at, mastery: rating(mastery),
                                          pleasure: rating(pleasure), note: note.isEmpty ? nil : note)
        }
        starred = flags & EntryIndexCodec.starFlag != 0
        actionDue = nil
        if flags & EntryIndexCodec.dueFlag != 0 {
            guard let due = input.date() else { return nil }
            actionDue = due
        }
        conflictOf = nil
        if flags & EntryIndexCodec.copyFlag != 0 {
            guard let original = Self.string(&input) else { return nil }
            conflictOf = original
        }
        guard let beliefCount = input.u8(), Int(beliefCount) == FieldTable.beliefFields.count,
              let beliefs = input.take(Int(beliefCount)), let searchText = Self.string(&input) else { return nil }
        self.beliefs = beliefs
        self.id = id
        createdAt = created
        updatedAt = updated
        self.date = date
        self.emotions = emotions
        self.emotionCount = Int(emotionCount)
        situationHead = head
        imageCount = images
        self.ratings = ratings
        self.traps = traps
        self.trapCount = Int(trapCount)
        self.actionHead = actionHead
        self.actionOutcome = actionOutcome
        self.searchText = searchText
    }

    /// The summary, its strings checked as UTF-8; without `texts` the search text is left empty.
    /// Nil if a string is not UTF-8.
    func summary(file: FileStamp, texts: Bool) -> EntrySummary? {
        guard let id = Self.text(id), let emotions = Self.texts(emotions, emotionCount),
              let head = Self.text(situationHead), let traps = Self.texts(traps, trapCount),
              let actionHead = Self.text(actionHead) else { return nil }
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
        let decoded = ratings.map { $0 == EntryIndexCodec.noRating ? nil : Int($0) }
        var beliefRatings: [DiaryField: Int] = [:]
        for (field, byte) in zip(FieldTable.beliefFields, beliefs) where byte != EntryIndexCodec.noRating {
            beliefRatings[field] = Int(byte)
        }
        return EntrySummary(id: id, createdAt: createdAt, updatedAt: updatedAt, date: date, emotions: emotions,
                            situationHead: head, imageCount: Int(imageCount),
                            intensities: Array(decoded.prefix(emotionCount)), reratings: Array(decoded.suffix(emotionCount)),
                            traps: traps, actionHead: actionHead, actionOutcome: actionOutcome, starred: starred,
                            actionDue: actionDue, beliefs: beliefRatings, conflictOf: original, searchText: searchText, file: file)
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

    private static func strings(_ count: Int, _ input: inout ByteReader) -> UnsafeRawBufferPointer? {
        let start = input.offset
        for _ in 0..<count {
            guard string(&input) != nil else { return nil }
        }
        return UnsafeRawBufferPointer(rebasing: input.bytes[start..<input.offset])
    }

    static func text(_ bytes: UnsafeRawBufferPointer) -> String? {
        String(validating: bytes.bindMemory(to: UInt8.self), as: UTF8.self)
    }

    private static func texts(_ region: UnsafeRawBufferPointer, _ count: Int) -> [String]? {
        var input = ByteReader(bytes: region, offset: 0)
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            guard let bytes = string(&input), let text = text(bytes) else { return nil }
            result.append(text)
        }
        return result
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
