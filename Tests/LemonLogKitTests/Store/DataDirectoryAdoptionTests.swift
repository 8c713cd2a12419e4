import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A data directory LemonLog did not make (issue 18, item 6): never changed; refused when it
/// is `/`, others may write in it, or it holds files LemonLog does not make; an empty one and
/// an earlier LemonLog's diary are used as they are.
final class DataDirectoryAdoptionTests: StoreTestCase {
    func makeFolder(_ mode: mode_t, files: [String] = []) throws {
        try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true)
        for name in files { try write(name, to: dataURL.path + "/" + name) }
        XCTAssertEqual(chmod(dataURL.path, mode), 0)
    }

    func expectRefused(_ expected: StoreError, mode: mode_t, names expectedNames: [String],
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try makeStore(), file: file, line: line) { error in
            XCTAssertEqual(error as? StoreError, expected, file: file, line: line)
        }
        XCTAssertEqual(self.mode(dataURL.path), mode, "the folder keeps its mode", file: file, line: line)
        XCTAssertEqual(try names(dataURL.path), expectedNames, "nothing made in it", file: file, line: line)
    }

    func testStickyOrWritableByOthersIsRefusedAndKeptAsItIs() throws {
        for mode: mode_t in [0o1777, 0o777, 0o775, 0o757, 0o1700] {
            try makeFolder(mode)
            expectRefused(.sharedFolder(path: dataURL.path, mode: String(mode, radix: 8)), mode: mode, names: [])
            try FileManager.default.removeItem(at: dataURL)
        }
    }

    func testFolderWithOtherFilesIsRefused() throws {
        try makeFolder(0o700, files: ["notes.txt", "drafts.bak"])
        expectRefused(.foreignFiles(path: dataURL.path, example: "drafts.bak", count: 2), mode: 0o700,
                      names: ["drafts.bak", "notes.txt"])
    }

    /// `/` is refused before anything else. Run as nobody when the tests run as root, so that a
    /// regression could never change the machine's root folder.
    func testRootFolderIsRefused() throws {
        if try Unprivileged.rerunIfRoot(self) { return }
        XCTAssertThrowsError(try DiaryStore(directory: URL(fileURLWithPath: "/"))) { error in
            XCTAssertEqual(error as? StoreError, .rootFolder(path: "/"))
        }
        let link = root.appendingPathComponent("to-root").path
        XCTAssertEqual(symlink("/", link), 0)
        XCTAssertThrowsError(try DiaryStore(directory: URL(fileURLWithPath: link))) { error in
            XCTAssertEqual(error as? StoreError, .rootFolder(path: link))
        }
    }

    /// A diary an earlier LemonLog made (every name it writes at the top) keeps opening, and
    /// keeps its mode (its own folders inside are private).
    func testEarlierDiaryOpensAsItIs() throws {
        var store = try makeStore()
        try store.saveEntry(sampleEntry(id: "aaaa00000001"))
        try store.saveDraft(sampleDraft(id: "bbbb00000002"))
        for name in [".edit-bbbb00000002-situation.txt", ".entries.idx.tmp-0123456789ab"] {
            try write("x", to: store.directory.path + "/" + name)
        }
        try FileManager.default.createDirectory(atPath: store.directory.path + "/.import-0123456789ab",
                                                withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: store.directory.path + "/lost+found", withIntermediateDirectories: false)
        chmod(store.directory.path, 0o750)
        store = try makeStore()
        XCTAssertEqual(mode(store.directory.path), 0o750)
        XCTAssertEqual(try store.resolve("aaaa").id, "aaaa00000001")
        XCTAssertEqual(try store.resolve("bbbb").id, "bbbb00000002")
    }

    /// A symlink to an empty folder of the person's is followed; to a shared one, refused.
    func testSymlinkedDataDirectoryIsCheckedWhereItPoints() throws {
        let mine = root.appendingPathComponent("mine").path
        let shared = root.appendingPathComponent("shared").path
        for (path, mode) in [(mine, mode_t(0o700)), (shared, mode_t(0o1777))] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            chmod(path, mode)
        }
        XCTAssertEqual(symlink(mine, dataURL.path), 0)
        XCTAssertNoThrow(try makeStore())
        XCTAssertEqual(try names(mine), ["drafts", "entries", "images", "locks"])
        XCTAssertEqual(unlink(dataURL.path), 0)
        XCTAssertEqual(symlink(shared, dataURL.path), 0)
        XCTAssertThrowsError(try makeStore()) { error in
            XCTAssertEqual(error as? StoreError, .sharedFolder(path: self.dataURL.path, mode: "1777"))
        }
        XCTAssertEqual(mode(shared), 0o1777)
        XCTAssertEqual(try names(shared), [])
    }

    /// A folder LemonLog makes is 0700 whatever the umask, with no notice.
    func testNewFolderIsPrivate() throws {
        let old = umask(0)
        defer { umask(old) }
        let store = try makeStore()
        XCTAssertEqual(mode(store.directory.path), 0o700)
        XCTAssertEqual(store.notices, [])
    }
}
