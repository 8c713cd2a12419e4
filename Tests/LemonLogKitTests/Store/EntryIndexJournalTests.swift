import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The index pays for its own writes once (issue 19, item 7): a save, a deletion or an import
/// records the stamps of what it wrote, so the next command reads no file again and writes
/// no index; a save appends to the journal instead of re-encoding the index; a torn or
/// damaged journal is ignored and the files are read, never wrong data.
final class EntryIndexJournalTests: StoreTestCase {
    let day: TimeInterval = 86_400

    func entry(_ n: Int, _ text: String? = nil, thought: String? = nil) -> DiaryEntry {
        var entry = sampleEntry(id: String(format: "e%011d", n), date: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(n) * day),
                                text: text ?? "entry \(n)")
        if let thought { entry.content.thought = thought }
        return entry
    }

    func listed(_ store: DiaryStore) -> [String] {
        store.entrySummaries().summaries.map { "\($0.id) \($0.situationHead)" }
    }

    func truth(_ store: DiaryStore) -> [String] {
        store.entries().entries.map { "\($0.id) \($0.content.situation)" }
    }

    /// The index file and its journal as they lie on disk: inode, bytes.
    func onDisk(_ store: DiaryStore) -> [String] {
        [store.indexPath, store.indexJournalPath].map { path in
            var info = stat()
            guard lstat(path, &info) == 0, let data = FileManager.default.contents(atPath: path) else { return "\(path): none" }
            return "\(path): inode \(info.st_ino), \(data.count) bytes, checksum \(EntryIndexCodec.checksum(Array(data)))"
        }
    }

    func testAListRightAfterSavesReadsNoFileAndWritesNoIndex() throws {
        let writer = try makeStore()
        for n in 1...5 { try writer.saveEntry(entry(n)) }
        try writer.deleteEntry(id: entry(2).id)
        try writer.saveEntry(entry(3, "saved again"))
        let before = onDisk(writer)
        // The next command, at once: a new process, as `lemonlog list` is.
        let reader = try makeStore()
        XCTAssertEqual(listed(reader), truth(reader))
        XCTAssertEqual(reader.indexFilesRead, 0, "no entry file read again")
        XCTAssertEqual(onDisk(reader), before, "no index written")
        XCTAssertEqual(reader.entrySummaries(limit: 2).summaries.map(\.id), [entry(5).id, entry(4).id])
        XCTAssertEqual(reader.indexFilesRead, 0)
    }

    func testAListRightAfterAnImportReadsNoFileAndWritesNoIndex() throws {
        let writer = try makeStore()
        try writer.saveEntry(entry(1))
        let result = try writer.importEntries((2...60).map { ImportCandidate(entry: entry($0)) }, replace: false)
        XCTAssertEqual(result.imported, 59)
        let before = onDisk(writer)
        let reader = try makeStore()
        XCTAssertEqual(listed(reader).count, 60)
        XCTAssertEqual(listed(reader), truth(reader))
        XCTAssertEqual(reader.indexFilesRead, 0, "no entry file read again")
        XCTAssertEqual(onDisk(reader), before, "no index written")
    }

    func testASaveAppendsToTheJournalAndLeavesTheIndexFileAsItIs() throws {
        let store = try makeStore()
        _ = try store.importEntries((1...200).map { ImportCandidate(entry: entry($0, thought: String(repeating: "words ", count: 40))) },
                                    replace: false)
        let index = try Data(contentsOf: URL(fileURLWithPath: store.indexPath))
        XCTAssertFalse(PosixFile.exists(store.indexJournalPath))
        try store.saveEntry(entry(201, "one more"))
        try store.saveEntry(entry(7, "seven, changed"))
        try store.deleteEntry(id: entry(8).id)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.indexPath)), index, "the index file is not re-encoded")
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.indexJournalPath))
        XCTAssertLessThan(journal.count, index.count / 20, "the journal holds the three changes, not the index")
        let changes = try XCTUnwrap(EntryIndexJournal.decode(journal, following: try XCTUnwrap(EntryIndexCodec.storedChecksum(index))))
        XCTAssertTrue(changes.whole)
        XCTAssertEqual(changes.changes.count, 3)
        XCTAssertEqual(changes.changes.map(\.racy), [false, false, false])
        XCTAssertEqual(listed(store), truth(store))
        XCTAssertEqual(listed(store).first, "\(entry(201).id) one more")
        XCTAssertTrue(listed(store).contains("\(entry(7).id) seven, changed"))
        let reader = try makeStore()
        XCTAssertEqual(reader.entrySummaries(limit: 3).summaries.map(\.id), [entry(201).id, entry(200).id, entry(199).id])
        XCTAssertEqual(reader.entrySummaries(matching: EntryFilter(contains: "SEVEN")).summaries.map(\.id), [entry(7).id])
        XCTAssertEqual(reader.indexFilesRead, 0)
    }

    func testTheJournalIsFoldedIntoTheIndexWhenItGrows() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n)) }
        _ = store.entrySummaries()
        var sawJournal = false
        for round in 0..<80 {
            try store.saveEntry(entry(1 + round % 3, "round \(round)", thought: String(repeating: "long text ", count: 60)))
            var info = stat()
            if lstat(store.indexJournalPath, &info) == 0 {
                sawJournal = true
                XCTAssertLessThanOrEqual(Int(info.st_size), StoreIndex.journalLimit(indexSize: 0))
            }
        }
        XCTAssertTrue(sawJournal)
        XCTAssertEqual(listed(store), truth(store))
        let reader = try makeStore()
        XCTAssertEqual(listed(reader), truth(reader))
        XCTAssertEqual(reader.indexFilesRead, 0)
    }

    /// A crash during an append leaves a torn record; a disk error, damaged bytes: the record
    /// and what follows are ignored, and the files it was about are read again, so the list
    /// is what the files say.
    func testATornOrDamagedJournalIsIgnoredAndTheFilesAreRead() throws {
        let store = try makeStore()
        for n in 1...4 { try store.saveEntry(entry(n)) }
        store.index.writeIndex(store.index.currentIndex())  // the journal folded in: the next two saves are its records
        try store.saveEntry(entry(2, "second, changed"))
        try store.saveEntry(entry(5, "fifth"))
        let index = try Data(contentsOf: URL(fileURLWithPath: store.indexPath))
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.indexJournalPath))
        let base = try XCTUnwrap(EntryIndexCodec.storedChecksum(index))
        let whole = try XCTUnwrap(EntryIndexJournal.decode(journal, following: base))
        XCTAssertEqual(whole.changes.count, 2)
        XCTAssertTrue(whole.whole)
        let firstRecordEnd = EntryIndexJournal.headerSize + EntryIndexJournal.record(try XCTUnwrap(whole.changes.first)).count
        var flipped = journal
        flipped[EntryIndexJournal.headerSize + 12] ^= 0x20
        var random = SeededRandom(seed: 0x70E7)
        let garbage = Data((0..<40).map { _ in UInt8.random(in: 0...255, using: &random) })
        let damaged: [(String, Data, Int)] = [
            ("torn last record", journal.prefix(journal.count - 5), 1),
            ("torn in the length", journal.prefix(firstRecordEnd + 2), 1),
            ("garbage after it", journal + garbage, 2),
            ("a flipped byte in the first record", flipped, 0),
            ("only the header", journal.prefix(EntryIndexJournal.headerSize), 0),
        ]
        for (what, bytes, kept) in damaged {
            let decoded = try XCTUnwrap(EntryIndexJournal.decode(bytes, following: base), what)
            XCTAssertEqual(decoded.changes.count, kept, what)
            XCTAssertEqual(decoded.whole, bytes.count == EntryIndexJournal.headerSize, what)
            try index.write(to: URL(fileURLWithPath: store.indexPath))
            try bytes.write(to: URL(fileURLWithPath: store.indexJournalPath))
            let reader = try makeStore()
            XCTAssertEqual(listed(reader), truth(reader), what)
            XCTAssertEqual(listed(reader).first, "\(entry(5).id) fifth", what)
            XCTAssertTrue(listed(reader).contains("\(entry(2).id) second, changed"), what)
        }
        // A journal written after another index (an older LemonLog rewrote the index) is not applied.
        XCTAssertNil(EntryIndexJournal.decode(journal, following: base &+ 1))
        XCTAssertNil(EntryIndexJournal.decode(Data("LLIX".utf8) + journal.dropFirst(4), following: base))
    }

    /// A save appended after a torn record is not lost behind it: the writer sees the tear and
    /// writes the whole index instead.
    func testASaveAfterATornRecordWritesTheWholeIndex() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n)) }
        _ = store.entrySummaries()
        try store.saveEntry(entry(4, "fourth"))
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.indexJournalPath))
        try journal.prefix(journal.count - 3).write(to: URL(fileURLWithPath: store.indexJournalPath))
        try store.saveEntry(entry(5, "fifth"))
        XCTAssertFalse(PosixFile.exists(store.indexJournalPath), "folded into the index")
        let reader = try makeStore()
        XCTAssertEqual(listed(reader), truth(reader))
        XCTAssertEqual(Array(listed(reader).prefix(2)), ["\(entry(5).id) fifth", "\(entry(4).id) fourth"])
    }

    /// Another tool's change right after our save is still noticed: a same-size rewrite in place
    /// by the check of the upkeep and `lemonlog doctor` (the journal's stamp of that file no
    /// longer matches; a plain read trusts the folder's stamp), and a file added by the next
    /// read (the folder's stamp).
    func testChangesByOtherToolsAfterASaveInTheJournalAreNoticed() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n, "first words")) }
        _ = store.entrySummaries()
        try store.saveEntry(entry(2, "first words"))
        XCTAssertTrue(PosixFile.exists(store.indexJournalPath))
        let path = store.entryPath(entry(2).id)
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        let new = Data(String(decoding: old, as: UTF8.self).replacingOccurrences(of: "first words", with: "other words").utf8)
        XCTAssertEqual(old.count, new.count)
        let fd = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        new.withUnsafeBytes { XCTAssertEqual(Glibc.write(fd, $0.baseAddress, $0.count), $0.count) }
        close(fd)
        XCTAssertTrue(listed(store).contains("\(entry(2).id) first words"), "\(listed(store))")
        XCTAssertEqual(store.checkIndex().filesRead, 1)
        XCTAssertTrue(listed(store).contains("\(entry(2).id) other words"), "\(listed(store))")
        let added = entry(9, "synced in")
        try StoreJSON.encode(added).write(to: URL(fileURLWithPath: store.entryPath(added.id)))
        XCTAssertEqual(listed(store).first, "\(added.id) synced in")
        XCTAssertEqual(listed(store), truth(store))
    }
}
