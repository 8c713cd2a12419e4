import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// An `images/<id>` that is a symlink to a folder outside the data directory: saving,
/// deleting, the sweep and the temp-file clean-up never remove or change a file there
/// (issue 8: hostile files).
final class SymlinkedImageFolderTests: StoreTestCase {
    var outside: String { root.appendingPathComponent("outside").path }

    /// An outside folder holding files an image sweep would take for unreferenced copies
    /// (and an old temp-looking file), linked in as `images/<owner>`.
    func linkOutside(as owner: String, in store: DiaryStore) throws {
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try write("holiday photo", to: outside + "/1-photo.png")
        try write("notes", to: outside + "/notes.txt")
        try write("looks like ours", to: outside + "/.x.json.tmp-abc")
        var old = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        utimensat(AT_FDCWD, outside + "/.x.json.tmp-abc", &old, 0)
        XCTAssertEqual(symlink(outside, store.imageFolderPath(owner)), 0)
    }

    func assertOutsideUntouched(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try names(outside), [".x.json.tmp-abc", "1-photo.png", "notes.txt"], file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: outside + "/1-photo.png", encoding: .utf8), "holiday photo", file: file, line: line)
    }

    func testSavingAnEditDoesNotPruneThroughTheLink() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        try linkOutside(as: entry.id, in: store)
        let edit = sampleDraft(entryID: entry.id)
        try store.saveDraft(edit)
        try store.commit(draft: edit, as: DiaryEntry(id: entry.id, createdAt: entry.createdAt, updatedAt: Date(),
                                                     content: edit.content))
        try assertOutsideUntouched()
    }

    func testDeletingTheEntryRemovesOnlyTheLink() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        try linkOutside(as: entry.id, in: store)
        XCTAssertEqual(try store.planDeletion(of: entry.id).imageCount, 0, "nothing counted through the link")
        try store.deleteEntry(id: entry.id)
        try assertOutsideUntouched()
        XCTAssertFalse(PosixFile.exists(store.imageFolderPath(entry.id)))
    }

    func testDeletingAnEditDraftDoesNotPruneThroughTheLink() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        try linkOutside(as: entry.id, in: store)
        let edit = sampleDraft(entryID: entry.id)
        try store.saveDraft(edit)
        try store.deleteDraft(id: edit.id)
        try assertOutsideUntouched()
    }

    func testSweepAndTempCleanUpLeaveTheTargetAlone() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        try linkOutside(as: entry.id, in: store)
        symlink(outside, store.imageFolderPath("0000deadbeef"))  // an owner nothing refers to
        store.sweepUnreferenced()
        store.cleanUpTemporaryFiles()
        store.tidyUp(now: Date().addingTimeInterval(Double(StoreUpkeep.sweepInterval) * 2))
        try assertOutsideUntouched()
    }
}
