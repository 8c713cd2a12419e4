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
/// that cannot be used sends the list to the whole index, as before. Like the index, it is
/// trusted while the entries folder's stamp is the one it recorded and its entries' files are
/// unchanged; an older entry rewritten in place behind the index is not seen by it.
final class SealedIndexHead: @unchecked Sendable {
    static let fileName = "entries.idx.head"
    /// How many summaries it keeps: `list -n N` uses it for N up to this.
    static let count = 100
    let index: StoreIndex
    /// The head as opened by this command, with the index file it was cut from.
    private var opened: (key: FileStamp, plain: Data)?
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
        var head = written
        if head.summaries.count > count { head.summaries.removeSubrange(count...) }
        let plain = key(FileStamp(info)) + EntryIndexCodec.encode(head)
        guard let bytes = try? index.documents.recipients.sealIfEncrypted(plain, subject: path), bytes != plain,
              (try? PosixFile.writeAtomically(bytes, to: path)) != nil else {
            unlink(path)
            return
        }
    }

    /// The head's index bytes, opened (one decrypt, once per command) if it was cut from the
    /// index file as it is now; nil if there is none such (then nothing is decrypted). Throws
    /// the engine's error when the key cannot open it.
    func open() throws -> Data? {
        guardLock.lock()
        defer { guardLock.unlock() }
        var info = stat()
        guard lstat(index.indexPath, &info) == 0 else { return nil }
        let current = FileStamp(info)
        if let opened, opened.key == current { return opened.plain }
        var headInfo = stat()
        // Written after the index it was cut from: an older head is not opened.
        guard lstat(path, &headInfo) == 0, (headInfo.st_mode & S_IFMT) == S_IFREG,
              DirectoryStamp.nanoseconds(headInfo.st_ctim) >= current.changed,
              let plain = try SealedBytes.openFile(path), plain.count > 24,
              plain.prefix(24) == Self.key(current) else { return nil }
        let body = Data(plain.dropFirst(24))
        opened = (current, body)
        return body
    }

    /// The first `limit` summaries (no search texts) and the files skipped, from the head, if it
    /// is current (see the type); nil otherwise.
    func summaries(limit: Int) -> (summaries: [EntrySummary], problems: [StoreProblem])? {
        guard limit <= Self.count, let data = try? open(),
              let head = EntryIndexCodec.decode(data, limit: limit, texts: false), !head.racy,
              head.stamp == DirectoryStamp.of(index.entriesPath), index.changedFiles(data)?.isEmpty == true else { return nil }
        let problems = head.problems.map { StoreProblem(path: index.entriesPath + "/" + $0.name, reason: $0.reason) }
        return (Array(head.summaries.prefix(limit)), problems)
    }

    private static func key(_ stamp: FileStamp) -> Data {
        var out = ByteWriter()
        out.i64(stamp.size)
        out.i64(stamp.changed)
        out.i64(stamp.inode)
        return Data(out.data)
    }
}
