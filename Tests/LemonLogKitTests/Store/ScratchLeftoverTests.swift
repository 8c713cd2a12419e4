import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// Scratch files an editor or a killed run left that are not plain UTF-8 text of a sane size:
/// nothing in them is lost, none stops a command from starting, none becomes a huge draft.
final class ScratchLeftoverTests: StoreTestCase {
    /// Writes raw bytes where the store's scratch file for `field` of `draftID` lives.
    private func leaveScratch(_ store: DiaryStore, draftID: String, field: DiaryField, bytes: [UInt8]) throws -> ScratchFile {
        let file = try store.createScratchFile(draftID: draftID, field: field, text: "")
        try Data(bytes).write(to: URL(fileURLWithPath: file.path))
        return file
    }

    private func keptFiles(_ store: DiaryStore) throws -> [String] {
        try names(store.directory.path).filter { $0.hasPrefix("kept-") }
    }

    /// An editor that saved Latin-1 (`caf\xE9`): the words reach the draft (the byte shows as
    /// U+FFFD), the notice says so and names the file, kept with its original bytes.
    func testLatin1LeftoverReachesTheDraftAndTheFileIsKept() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let bytes: [UInt8] = Array("café ok: caf".utf8) + [0xE9, 0x0A]
        let file = try leaveScratch(store, draftID: draft.id, field: .situation, bytes: bytes)
        let notices = store.tidyUp()
        XCTAssertEqual(notices.map(\.key), ["notice_scratch_not_utf8"])
        XCTAssertEqual(notices.first?.arguments["count"], "1")
        XCTAssertEqual(store.drafts().drafts.first?.content.situation, "café ok: caf\u{FFFD}")
        let kept = try XCTUnwrap(notices.first?.arguments["path"])
        XCTAssertEqual(try keptFiles(store), [(kept as NSString).lastPathComponent])
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: kept))), bytes, "the original bytes are kept")
        XCTAssertFalse(PosixFile.exists(file.path))
        // Kept files are the person's: the next start neither recovers nor removes them.
        XCTAssertEqual(store.tidyUp(), [])
        XCTAssertTrue(PosixFile.exists(kept))
    }

    /// A 6 GB sparse leftover: read by size only (not one of its bytes is read), kept under a
    /// name the notice gives, never put in a draft; the next start is quiet.
    func testHugeSparseLeftoverIsKeptNotReadAndDoesNotStopTheStart() throws {
        let store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        let file = try leaveScratch(store, draftID: draft.id, field: .thought, bytes: [])
        XCTAssertEqual(truncate(file.path, 6 << 30), 0, "cannot make a sparse file here")
        let counter = WorkCounter()
        let notices = WorkCounter.$current.withValue(counter) { store.tidyUp() }
        // The store's own small files (the draft, the index) only: far less than the leftover's cap.
        XCTAssertLessThan(counter.total.bytesRead, ScratchFile.maxBytes / 4, "the leftover was read: \(counter.total)")
        XCTAssertEqual(notices.map(\.key), ["notice_scratch_too_large"])
        XCTAssertEqual(notices.first?.arguments["size"], "6.0 GB")
        let kept = try XCTUnwrap(notices.first?.arguments["path"])
        var info = stat()
        XCTAssertEqual(stat(kept, &info), 0)
        XCTAssertEqual(Int64(info.st_size), 6 << 30, "kept whole, not cut")
        XCTAssertEqual(store.drafts().drafts, [draft], "the draft is untouched")
        XCTAssertFalse(PosixFile.exists(file.path))
        XCTAssertEqual(store.tidyUp(), [])
    }

    /// Just over the cap, NUL bytes: kept as a file, no draft made; just under it: the draft
    /// gets the sanitized text (no NUL), a few bytes, never a JSON six times the file's size.
    func testNulLeftoversAreBoundedAndSanitized() throws {
        let store = try makeStore()
        let big = try leaveScratch(store, draftID: "b1b1b1b1b1b1", field: .situation,
                                   bytes: [UInt8](repeating: 0, count: ScratchFile.maxBytes + 1))
        let small = try leaveScratch(store, draftID: "a1a1a1a1a1a1", field: .situation,
                                     bytes: Array("a".utf8) + [UInt8](repeating: 0, count: 100_000) + Array("b".utf8))
        let notices = store.tidyUp()
        XCTAssertEqual(Set(notices.map(\.key)), ["notice_scratch_too_large", "notice_scratch_recovered"])
        XCTAssertEqual(store.drafts().drafts.map(\.id), ["a1a1a1a1a1a1"])
        XCTAssertEqual(store.drafts().drafts.first?.content.situation, "ab")
        XCTAssertLessThan(try Data(contentsOf: URL(fileURLWithPath: store.draftPath("a1a1a1a1a1a1"))).count, 10_000)
        XCTAssertFalse(PosixFile.exists(big.path))
        XCTAssertFalse(PosixFile.exists(small.path))
        XCTAssertEqual(try keptFiles(store).count, 1)
    }

    /// Only NUL bytes (nothing a field can hold): kept and named, not dropped without a word.
    func testLeftoverOfOnlyControlBytesIsKept() throws {
        let store = try makeStore()
        let file = try leaveScratch(store, draftID: "e1e1e1e1e1e1", field: .situation, bytes: [0, 0, 0, 0x1B, 0x0A])
        let notices = store.tidyUp()
        XCTAssertEqual(notices.map(\.key), ["notice_scratch_unreadable"])
        XCTAssertEqual(try keptFiles(store).count, 1)
        XCTAssertTrue(notices.first?.arguments["path"]?.contains("/kept-e1e1e1e1e1e1-situation-") == true)
        XCTAssertFalse(PosixFile.exists(file.path))
        XCTAssertEqual(store.drafts().drafts, [])
    }

    /// A FIFO where a scratch file should be: reported and left, never waited on.
    func testFifoLeftoverIsReportedNotWaitedOn() throws {
        let store = try makeStore()
        let file = try store.createScratchFile(draftID: "c1c1c1c1c1c1", field: .action, text: "")
        unlink(file.path)
        XCTAssertEqual(mkfifo(file.path, 0o600), 0)
        XCTAssertThrowsError(try store.readScratchFile(file))
        XCTAssertEqual(store.tidyUp().map(\.key), ["notice_scratch_unreadable"])
        XCTAssertTrue(PosixFile.exists(file.path))
    }

    /// Keeping never replaces a file: a name already taken gets `-2`.
    func testKeepingNeverReplacesAFile() throws {
        let store = try makeStore()
        let now = Date(timeIntervalSince1970: 1_795_262_400)
        let first = try store.createScratchFile(draftID: "d1d1d1d1d1d1", field: .reeval, text: "first")
        let firstKept = try store.keepScratchFile(first, now: now)
        XCTAssertEqual((firstKept as NSString).lastPathComponent, "kept-d1d1d1d1d1d1-reeval-20261121-120000.txt")
        let second = try store.createScratchFile(draftID: "d1d1d1d1d1d1", field: .reeval, text: "second")
        let secondKept = try store.keepScratchFile(second, now: now)
        XCTAssertEqual((secondKept as NSString).lastPathComponent, "kept-d1d1d1d1d1d1-reeval-20261121-120000-2.txt")
        XCTAssertEqual(try String(contentsOfFile: firstKept, encoding: .utf8), "first\n")
        XCTAssertEqual(try String(contentsOfFile: secondKept, encoding: .utf8), "second\n")
    }

    /// Only names the store makes count as its own (a person's `kept-notes.txt` in a data
    /// directory that is their home is never touched).
    func testKeptNamesAreExact() {
        XCTAssertTrue(ScratchFile.isKeptName("kept-d1d1d1d1d1d1-reeval-20261121-120000.txt"))
        XCTAssertTrue(ScratchFile.isKeptName("kept-d1d1d1d1d1d1-reeval-20261124-100000-12.txt"))
        for name in ["kept-notes.txt", "kept-d1d1-reeval-2026-100000.txt", "kept-d1d1d1d1d1d1-date-20261124-100000.txt",
                     "kept-d1d1d1d1d1d1-reeval-20261124-100000-1.txt", "kept-d1d1d1d1d1d1-reeval-20261124-100000.txt.bak"] {
            XCTAssertFalse(ScratchFile.isKeptName(name), name)
        }
    }

    func testLenientDecodingCountsWhatWasReplaced() {
        XCTAssertEqual(LenientUTF8.decode(Array("한글 ok".utf8)).replaced, 0)
        let cut = Array("한".utf8).prefix(2)
        let decoded = LenientUTF8.decode(Array("a".utf8) + cut + [0xFF] + Array("b".utf8))
        XCTAssertEqual(decoded.text, "a\u{FFFD}\u{FFFD}b")
        XCTAssertEqual(decoded.replaced, 2)
    }
}
