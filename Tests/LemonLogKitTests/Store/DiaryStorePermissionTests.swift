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

    /// Run as another user than root (root opens a folder of mode 000 all the same): a umask of
    /// 0777 made folders their own owner could not open (issue 37, found as an ordinary user).
    func testModesUnderRestrictiveUmask() throws {
        if try Unprivileged.rerunIfRoot(self) { return }
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

    /// An empty folder LemonLog did not make is used as it is (issue 18, item 6): its mode is
    /// the person's; what LemonLog makes inside is private.
    func testExistingEmptyDirectoryIsUsedAsItIs() throws {
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        chmod(dataURL.path, 0o755)
        let store = try makeStore()
        XCTAssertEqual(mode(store.directory.path), 0o755)
        XCTAssertEqual(store.notices, [])
        for folder in [store.draftsPath, store.entriesPath, store.imagesPath, store.locksPath] {
            XCTAssertEqual(mode(folder), 0o700, folder)
        }
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

/// Symlinks and ownership (issue 8, item 6): never chmod through a symlink, never write
/// through a symlinked folder, refuse another user's folder, tighten loose modes with a notice.
final class FolderGuardTests: StoreTestCase {
    func testSymlinkedSubfolderIsRefusedAndItsTargetUntouched() throws {
        let shared = root.appendingPathComponent("shared").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(shared, 0o1777)
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        symlink(shared, dataURL.appendingPathComponent("entries").path)
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .symlinked(path: self.dataURL.appendingPathComponent("entries").path))
        }
        XCTAssertEqual(mode(shared), 0o1777, "the shared folder keeps its mode")
        XCTAssertEqual(try names(shared), [], "nothing written through the link")
    }

    func testSymlinkedImageFolderIsNotWrittenThrough() throws {
        let store = try makeStore()
        let elsewhere = root.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        chmod(elsewhere, 0o755)
        symlink(elsewhere, store.imageFolderPath("abc123"))
        let png = root.appendingPathComponent("p.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: png))
        XCTAssertThrowsError(try store.importImage(at: png, ownerID: "abc123"))
        XCTAssertEqual(mode(elsewhere), 0o755)
        XCTAssertEqual(try names(elsewhere), [])
    }

    func testLooseFoldersAndFilesAreTightenedWithANotice() throws {
        var store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        chmod(store.entriesPath, 0o755)
        chmod(store.entryPath(entry.id), 0o644)
        store = try makeStore()
        XCTAssertEqual(mode(store.entriesPath), 0o700)
        XCTAssertEqual(mode(store.entryPath(entry.id)), 0o600)
        XCTAssertEqual(store.notices, [
            StoreNotice(key: "notice_folder_tightened", arguments: ["path": store.entriesPath, "mode": "755"]),
            StoreNotice(key: "notice_files_tightened", arguments: ["path": store.entriesPath, "count": "1"]),
        ])
        XCTAssertEqual(try makeStore().notices, [], "said once")
    }

    func testSymlinkedFileInsideIsNotTightenedThrough() throws {
        var store = try makeStore()
        let outside = root.appendingPathComponent("outside.json").path
        try write("{}", to: outside)
        chmod(outside, 0o644)
        symlink(outside, store.entryPath("link00000001"))
        chmod(store.entriesPath, 0o755)
        store = try makeStore()
        XCTAssertEqual(mode(outside), 0o644)
    }

    /// A 0644 file in a folder that is already 0700: the drafts and the data directory's own
    /// files (few) are mended as the store opens, with a notice.
    func testLooseFilesInPrivateSmallFoldersAreTightenedAtOnce() throws {
        var store = try makeStore()
        let draft = sampleDraft()
        try store.saveDraft(draft)
        try write("index", to: store.directory.path + "/entries.idx")
        chmod(store.draftPath(draft.id), 0o644)
        chmod(store.directory.path + "/entries.idx", 0o644)
        store = try makeStore()
        XCTAssertEqual(mode(store.draftPath(draft.id)), 0o600)
        XCTAssertEqual(mode(store.directory.path + "/entries.idx"), 0o600)
        XCTAssertEqual(store.notices, [
            StoreNotice(key: "notice_files_tightened", arguments: ["path": store.directory.path, "count": "1"]),
            StoreNotice(key: "notice_files_tightened", arguments: ["path": store.draftsPath, "count": "1"]),
        ])
        XCTAssertEqual(try makeStore().notices, [], "said once")
    }

    /// Entries, locks and image folders grow with the diary: not looked at on every start, but
    /// mended by the daily sweep (an image folder of 0755 too).
    func testLooseFilesInPrivateLargeFoldersAreTightenedByTheDailySweep() throws {
        var store = try makeStore()
        let entry = sampleEntry()
        try store.saveEntry(entry)
        let png = root.appendingPathComponent("p.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: URL(fileURLWithPath: png))
        var saved = entry
        saved.content.images = [try store.importImage(at: png, ownerID: entry.id)]
        try store.saveEntry(saved)
        try store.lock(id: entry.id).release()
        let image = store.directory.path + "/" + (try XCTUnwrap(saved.content.images.first)).storedPath
        store.tidyUp()  // the first sweep
        for file in [store.entryPath(entry.id), store.lockPath(entry.id), image] { chmod(file, 0o644) }
        chmod(store.imageFolderPath(entry.id), 0o755)
        store = try makeStore()
        XCTAssertEqual(store.notices, [], "nothing listed on every start")
        XCTAssertEqual(store.tidyUp(), [], "not again the same day")
        XCTAssertEqual(mode(store.entryPath(entry.id)), 0o644)
        let notices = store.tidyUp(now: Date().addingTimeInterval(Double(StoreUpkeep.sweepInterval) + 60))
        for file in [store.entryPath(entry.id), store.lockPath(entry.id), image] {
            XCTAssertEqual(mode(file), 0o600, file)
        }
        XCTAssertEqual(mode(store.imageFolderPath(entry.id)), 0o700)
        // (the lock file was mended quietly: the sweep takes each owner's lock, which sets 0600)
        XCTAssertEqual(Set(notices), [
            StoreNotice(key: "notice_files_tightened", arguments: ["path": store.entriesPath, "count": "1"]),
            StoreNotice(key: "notice_folder_tightened", arguments: ["path": store.imageFolderPath(entry.id), "mode": "755"]),
            StoreNotice(key: "notice_files_tightened", arguments: ["path": store.imageFolderPath(entry.id), "count": "1"]),
        ])
    }

    /// `LEMONLOG_HOME=$HOME` (issue 18, item 6): a folder holding the person's own files is
    /// refused, and nothing in it is changed or made.
    func testFilesTheStoreDoesNotOwnAreNeverChanged() throws {
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        let home = dataURL.path
        for name in ["notes.txt", ".bashrc", "entries.idx"] {
            try write(name, to: home + "/" + name)
            chmod(home + "/" + name, 0o644)
        }
        chmod(home, 0o755)
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .foreignFiles(path: home, example: ".bashrc", count: 2))
        }
        XCTAssertEqual(mode(home), 0o755)
        XCTAssertEqual(mode(home + "/notes.txt"), 0o644)
        XCTAssertEqual(mode(home + "/.bashrc"), 0o644)
        XCTAssertEqual(mode(home + "/entries.idx"), 0o644)
        XCTAssertEqual(try names(home), [".bashrc", "entries.idx", "notes.txt"], "nothing made")
    }

    /// A file of the person's own in one of the store's folders keeps its mode; the store's
    /// own files beside it are made private.
    func testOtherFilesInTheStoresFoldersAreNeverChanged() throws {
        var store = try makeStore()
        try write("index", to: store.directory.path + "/entries.idx")
        chmod(store.directory.path + "/entries.idx", 0o644)
        try write("mine", to: store.draftsPath + "/README")
        chmod(store.draftsPath + "/README", 0o644)
        chmod(store.draftsPath, 0o755)
        store = try makeStore()
        store.tidyUp(now: Date().addingTimeInterval(Double(StoreUpkeep.sweepInterval) * 3))
        XCTAssertEqual(mode(store.draftsPath + "/README"), 0o644)
        XCTAssertEqual(mode(store.directory.path + "/entries.idx"), 0o600, "the store's own index")
    }

    func testDataDirectoryOfAnotherUserIsRefused() throws {
        try RequiredTool.require(geteuid() == 0, "giving a folder to another user needs root; run as root (as CI does) to check this")
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        chown(dataURL.path, 65534, 65534)
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .foreignOwner(path: self.dataURL.path, owner: 65534))
        }
    }
}
