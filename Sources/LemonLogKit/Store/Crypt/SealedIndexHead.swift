import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The newest summaries of an encrypted diary's index, sealed on their own beside it
/// (`entries.idx.head`), so that `list -n 10` opens a file of a few KB instead of the whole
/// index (issue 36: an encrypted list costs the plain one plus one decrypt of a small file).
/// Written each time the sealed index is (`StoreIndex.writeIndex`), it names the index file it
/// was cut from (inode, size, change time): a head of another index is never used, and a head
/// that cannot be used sends the list to the whole index, as before. It keeps no search texts
/// (only `list` without `--contains` reads it). Like the index, it is trusted while the entries
/// folder's stamp is the one it recorded: an entry rewritten in place behind the index is found
/// by the upkeep and `lemonlog doctor`, which write the index and its head again.
final class SealedIndexHead: @unchecked Sendable {
    static let fileName = "entries.idx.head"
    /// How many summaries it keeps: `list -n N` uses it for N up to this.
    static let count = 100
    let index: StoreIndex
    /// The head as opened by this command, with the index file it was cut from.
    private var opened: (key: FileStamp, plain: Data, lengths: [UInt8])?
    /// The short lengths of the ids `summaries(limit:)` last listed from the head, by id.
    private var handedOut: [String: Int] = [:]
    private let guardLock = NSLock()

    init(index: StoreIndex) {
        self.index = index
    }

    var path: String { index.directoryPath + "/" + Self.fileName }

    /// Writes the head of `written`, the index just written to its file, sealed like it; removes
    /// it when the index is plain (or nothing could be sealed or written: no head is used then).
    static func update(for index: StoreIndex, written: EntryIndex, sealed: Bool) {
        let path = index.directoryPath + "/" + fileName
        var info = stat()
        guard sealed, lstat(index.indexPath, &info) == 0 else {
            unlink(path)
            return
        }
        let plain = plainHead(of: written, cutFrom: FileStamp(info))
        guard let bytes = try? index.documents.recipients.sealIfEncrypted(plain, subject: path), bytes != plain,
              (try? PosixFile.writeAtomically(bytes, to: path)) != nil else {
            unlink(path)
            return
        }
    }

    /// What the head file holds before it is sealed: the index file's stamp it was cut from,
    /// each id's short length (`shortIDLengths`), then the newest `count` summaries of
    /// `written` as an index file, without their search texts: a list never needs them
    /// (`--contains` reads the whole index), and they were half of the file.
    static func plainHead(of written: EntryIndex, cutFrom stamp: FileStamp) -> Data {
        var head = written
        if head.summaries.count > count { head.summaries.removeSubrange(count...) }
        for i in head.summaries.indices { head.summaries[i].searchText = "" }
        let lengths = shortIDLengths(of: head.summaries.map(\.id), among: written)
        var table = ByteWriter()
        table.u32(UInt32(lengths.count))
        table.bytes(lengths)
        return key(stamp) + Data(table.data) + EntryIndexCodec.encode(head)
    }

    /// Starts the decrypt of the head in the diary at `directoryPath` (`SealedBytes.startOpeningFile`)
    /// if `open()` would decrypt it: a regular file of ours, written after the index it was cut
    /// from, in an encrypted diary (its `recipients` file is there: a head left in a plain one is
    /// never opened, nor a passphrase asked for it) whose folder is ours and no one else may
    /// write to (one the store will not refuse). Whether it started.
    @discardableResult
    static func startOpening(inDiary directoryPath: String) -> Bool {
        var folder = stat(), indexInfo = stat(), headInfo = stat(), recipients = stat()
        let path = directoryPath + "/" + fileName
        // The head first: a plain diary has none, and costs one `lstat`.
        guard lstat(path, &headInfo) == 0, headInfo.st_uid == geteuid(),
              lstat(directoryPath + "/" + DiaryRecipients.fileName, &recipients) == 0,
              lstat(directoryPath, &folder) == 0, (folder.st_mode & S_IFMT) == S_IFDIR, folder.st_uid == geteuid(),
              folder.st_mode & (S_ISVTX | 0o022) == 0, lstat(directoryPath + "/" + StoreIndex.indexName, &indexInfo) == 0,
              mayBeCut(from: FileStamp(indexInfo), head: headInfo) else { return false }
        return SealedBytes.startOpeningFile(path)
    }

    /// Whether the file `head` may hold the head of the index file `index`: a regular file
    /// written after it (an older head is never opened).
    private static func mayBeCut(from index: FileStamp, head: stat) -> Bool {
        (head.st_mode & S_IFMT) == S_IFREG && DirectoryStamp.nanoseconds(head.st_ctim) >= index.changed
    }

    /// The head's index bytes, opened (one decrypt, once per command) if it was cut from the
    /// index file as it is now; nil if there is none such (then nothing is decrypted). Throws
    /// the engine's error when the key cannot open it.
    func open() throws -> Data? {
        try openWithLengths()?.plain
    }

    /// `open()`, with the short lengths of the head's ids (`shortIDLengths`), in its order.
    private func openWithLengths() throws -> (plain: Data, lengths: [UInt8])? {
        guardLock.lock()
        defer { guardLock.unlock() }
        var info = stat()
        guard lstat(index.indexPath, &info) == 0 else { return nil }
        let current = FileStamp(info)
        if let opened, opened.key == current { return (opened.plain, opened.lengths) }
        var headInfo = stat()
        guard lstat(path, &headInfo) == 0, Self.mayBeCut(from: current, head: headInfo),
              let plain = try SealedBytes.openFile(path), plain.count > 28,
              plain.prefix(24) == Self.key(current) else { return nil }
        let count = plain.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 24, as: UInt32.self))) }
        guard count <= Self.count, plain.count > 28 + count else { return nil }
        let lengths = Array(plain[plain.startIndex + 28 ..< plain.startIndex + 28 + count])
        let body = Data(plain.dropFirst(28 + count))
        opened = (current, body, lengths)
        return (body, lengths)
    }

    /// How long each id of the head must be shown to differ from every other entry id of the
    /// index it was cut from (`DiaryStore.shortIDMinimum` at least; ids of that length or
    /// shorter are neither measured nor counted, as `DocumentFiles.shortIDLength` does), as the
    /// head keeps it: the short ids of `list -n N` without a decrypt of the whole index or a
    /// listing of `entries/`. Nil for an id the last `summaries(limit:)` did not list from the head.
    func shortIDLength(for ids: [String]) -> Int? {
        // Only ids this command listed from the head: another decrypt would cost more than a listing.
        let lengths = guardLock.withLock { handedOut }
        var longest = DiaryStore.shortIDMinimum
        for id in ids where id.utf8.count > DiaryStore.shortIDMinimum {
            guard let length = lengths[id] else { return nil }
            longest = max(longest, length)
        }
        return longest
    }

    /// For each of `ids`, the length at which it differs from every other id (entry or
    /// unreadable file) of `index`: one sort, each id compared with its neighbours.
    static func shortIDLengths(of ids: [String], among index: EntryIndex) -> [UInt8] {
        let minimum = DiaryStore.shortIDMinimum
        let all = (index.summaries.map { Array($0.id.utf8) } + index.problems.map { Array($0.name.utf8.dropLast(5)) })
            .filter { $0.count > minimum }.sorted { $0.lexicographicallyPrecedes($1) }
        return ids.map { id -> UInt8 in
            let bytes = Array(id.utf8)
            guard bytes.count > minimum else { return UInt8(minimum) }
            var low = 0, high = all.count
            while low < high {
                let middle = (low + high) / 2
                if all[middle].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
            }
            var length = minimum
            // The nearest ids on either side share the longest prefix with it (its own entry skipped).
            var neighbours: [[UInt8]] = []
            var below = low - 1
            while below >= 0, neighbours.count < 1 { if all[below] != bytes { neighbours.append(all[below]) }; below -= 1 }
            var above = low
            while above < all.count, neighbours.count < 2 { if all[above] != bytes { neighbours.append(all[above]) }; above += 1 }
            for other in neighbours {
                let shared = zip(bytes, other).prefix { $0 == $1 }.count
                length = max(length, min(shared + 1, bytes.count))
            }
            return UInt8(clamping: length)
        }
    }

    /// The first `limit` summaries (no search texts) and the files skipped, from the head, if it
    /// is current (see the type); nil otherwise. Their ids' short lengths are kept for
    /// `shortIDLength(for:)`.
    func summaries(limit: Int) -> (summaries: [EntrySummary], problems: [StoreProblem])? {
        // Trusted as the index is, by the folder's stamp (no stat per entry: a file rewritten in
        // place is for the upkeep and `lemonlog doctor` to find, which write a new head).
        guard limit <= Self.count, let (data, lengths) = try? openWithLengths(),
              let head = EntryIndexCodec.decode(data, limit: limit, texts: false), !head.racy,
              head.stamp == DirectoryStamp.of(index.entriesPath) else { return nil }
        let summaries = Array(head.summaries.prefix(limit))
        guard summaries.count <= lengths.count else { return nil }
        // The latest listing's only: a head opened again (the index rewritten) measures anew.
        let listed = Dictionary(zip(summaries.map(\.id), lengths.map(Int.init)), uniquingKeysWith: { first, _ in first })
        guardLock.withLock { handedOut = listed }
        let problems = head.problems.map { StoreProblem(path: index.entriesPath + "/" + $0.name, reason: $0.reason) }
        return (summaries, problems)
    }

    private static func key(_ stamp: FileStamp) -> Data {
        var out = ByteWriter()
        out.i64(stamp.size)
        out.i64(stamp.changed)
        out.i64(stamp.inode)
        return Data(out.data)
    }
}
