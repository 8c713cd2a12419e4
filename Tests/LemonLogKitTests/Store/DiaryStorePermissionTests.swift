import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

final class DiaryStorePermissionTests: StoreTestCase {
    /// Runs `body` under the given umask, restoring the old one afterwards.
    func withUmask(_ mask: mode_t, _ body: () throws -> Void) rethrows {
        let old = umask(mask)
        defer { umask(old) }
        try body()
    }

    func checkModes(_ store: DiaryStore, _ entry: DiaryEntry, _ draft: DiaryDraft, image: String) {
        for folder in [store.directory.path, store.draftsPath, store.entriesPath, store.imagesPath,
                       store.locksPath, store.imageFolderPath(entry.id)] {
            XCTAssertEqual(mode(folder), 0o700, folder)
        }
        for file in [store.entryPath(entry.id), store.draftPath(draft.id), store.lockPath(draft.id),
                     store.directory.path + "/" + image] {
            XCTAssertEqual(mode(file), 0o600, file)
        }
    }

    func exercise(_ store: DiaryStore) throws -> (DiaryEntry, DiaryDraft, String) {
        let entry = sampleEntry()
        let draft = sampleDraft()
        try store.saveEntry(entry)
        try store.saveDraft(draft)
        let lock = try store.lock(id: draft.id)
        defer { lock.release() }
        let png = root.appendingPathComponent("p.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: png))
        chmod(png, 0o600)  // the test's own file, made under the same umask
        let image = try store.importImage(at: png, ownerID: entry.id)
        return (entry, draft, image.storedPath)
    }

    func testModesUnderPermissiveUmask() throws {
        try withUmask(0o000) {
            let store = try makeStore()
            let (entry, draft, image) = try exercise(store)
            checkModes(store, entry, draft, image: image)
        }
    }

    func testModesUnderRestrictiveUmask() throws {
        try withUmask(0o777) {
            let store = try makeStore()
            let (entry, draft, image) = try exercise(store)
            checkModes(store, entry, draft, image: image)
        }
    }

    func testMissingParentsAreCreated() throws {
        let deep = root.appendingPathComponent("a/b/lemonlog", isDirectory: true)
        let store = try DiaryStore(directory: deep)
        XCTAssertEqual(mode(store.directory.path), 0o700)
        XCTAssertEqual(try names(deep.path), ["drafts", "entries", "images", "locks"])
    }

    func testLooseExistingDirectoryIsTightened() throws {
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        chmod(dataURL.path, 0o755)
        let store = try makeStore()
        XCTAssertEqual(mode(store.directory.path), 0o700)
    }

    func testRegularFileAsDataDirectoryThrowsNotADirectory() throws {
        try write("I am a file", to: dataURL.path)
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .notADirectory(path: dataURL.path))
        }
        XCTAssertEqual(try String(contentsOfFile: dataURL.path, encoding: .utf8), "I am a file")
    }

    func testRegularFileAsSubfolderThrowsNotADirectory() throws {
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        try write("x", to: dataURL.path + "/entries")
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .notADirectory(path: dataURL.path + "/entries"))
        }
    }

    func testFailedWriteThrowsCannotWriteAndLeavesNoTemp() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        try FileManager.default.createDirectory(atPath: store.entryPath(entry.id), withIntermediateDirectories: false)
        XCTAssertThrowsError(try store.saveEntry(entry)) { error in
            guard case .cannotWrite(let path, let reason) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, store.entryPath(entry.id))
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertEqual(try names(store.entriesPath), [entry.id + ".json"])
    }

    func testUnwritableFolderThrowsCannotWriteAndLeavesNoTemp() throws {
        // Root ignores permissions: as root, this runs again as nobody in a child process.
        if try Unprivileged.rerunIfRoot(self) { return }
        let store = try makeStore()
        chmod(store.entriesPath, 0o500)
        defer { chmod(store.entriesPath, 0o700) }
        let entry = sampleEntry()
        XCTAssertThrowsError(try store.saveEntry(entry)) { error in
            guard case .cannotWrite(let path, _) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, store.entryPath(entry.id))
        }
        XCTAssertEqual(try names(store.entriesPath), [])
    }
}
