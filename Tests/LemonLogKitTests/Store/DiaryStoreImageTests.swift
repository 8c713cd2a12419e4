import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

final class DiaryStoreImageTests: StoreTestCase {
    static let samples: [String: [UInt8]] = [
        "png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52],
        "jpeg": [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01],
        "gif": Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8),
        "webp": Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8),
        "heic": [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8),
    ]

    func makeFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = root.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testEveryFormatIsRecognizedAndCopied() throws {
        let store = try makeStore()
        let owner = "abcdef012345"
        for (index, (format, bytes)) in Self.samples.sorted(by: { $0.key < $1.key }).enumerated() {
            let source = try makeFile("사진 \(format).img", bytes + Array(repeating: 7, count: 100))
            let image = try store.importImage(at: source, ownerID: owner)
            XCTAssertEqual(image.format, format)
            XCTAssertEqual(image.originalPath, source)
            XCTAssertEqual(image.storedPath, "images/\(owner)/\(index + 1)-사진 \(format).img")
            let copy = store.directory.path + "/" + image.storedPath
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), try Data(contentsOf: URL(fileURLWithPath: source)))
            XCTAssertEqual(mode(copy), 0o600)
        }
    }

    func testTheSameBytesAreCopiedOnceForAnOwner() throws {
        let store = try makeStore()
        let bytes = Self.samples["png"]! + [1, 2, 3]
        let first = try store.importImage(at: try makeFile("a.png", bytes), ownerID: "abcdef012345")
        let again = try store.importImage(at: try makeFile("copy of a.png", bytes), ownerID: "abcdef012345")
        let other = try store.importImage(at: try makeFile("b.png", Self.samples["png"]! + [1, 2, 4]), ownerID: "abcdef012345")
        XCTAssertEqual(again.storedPath, first.storedPath, "the same content refers to the one copy")
        XCTAssertEqual(again.originalPath, root.appendingPathComponent("copy of a.png").path)
        XCTAssertEqual(other.storedPath, "images/abcdef012345/2-b.png", "same size, other bytes: a copy of its own")
        XCTAssertEqual(try names(store.directory.path + "/images/abcdef012345"), ["1-a.png", "2-b.png"])
    }

    func testCopySurvivesTheOriginal() throws {
        let store = try makeStore()
        let source = try makeFile(".hidden.png", Self.samples["png"]!)
        let image = try store.importImage(at: source, ownerID: "abcdef012345")
        XCTAssertEqual(image.storedPath, "images/abcdef012345/1-hidden.png")
        try FileManager.default.removeItem(atPath: source)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.directory.path + "/" + image.storedPath))
    }

    func testSymlinkedImageIsFollowed() throws {
        let store = try makeStore()
        let source = try makeFile("real.jpg", Self.samples["jpeg"]!)
        let link = root.appendingPathComponent("latest.jpg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: source)
        let image = try store.importImage(at: link, ownerID: "abcdef012345")
        XCTAssertEqual(image.format, "jpeg")
        XCTAssertEqual(image.storedPath, "images/abcdef012345/1-latest.jpg")
    }

    /// An image over `ImageFiles.maxBytes` (64 MB) is refused before it is read (a sparse file:
    /// no disk is spent), as sync refuses one from another machine.
    func testAnImageOverTheLimitIsRefusedBeforeItIsRead() throws {
        let store = try makeStore()
        let big = try makeFile("huge.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(truncate(big, off_t(ImageFiles.maxBytes + 1)), 0)
        XCTAssertThrowsError(try store.importImage(at: big, ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .tooLarge)
        }
        XCTAssertEqual(truncate(big, off_t(ImageFiles.maxBytes)), 0)
        XCTAssertNoThrow(try store.importImage(at: big, ownerID: "abcdef012345"), "at the limit is kept")
    }

    func testRefusals() throws {
        let store = try makeStore()
        let text = try makeFile("notes.png", Array("just some text, not a picture".utf8))
        XCTAssertThrowsError(try store.importImage(at: text, ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .unsupportedFormat)
        }
        let empty = try makeFile("empty.jpg", [])
        XCTAssertThrowsError(try store.importImage(at: empty, ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .unsupportedFormat)
        }
        XCTAssertThrowsError(try store.importImage(at: root.path + "/missing.png", ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .notFound)
        }
        XCTAssertThrowsError(try store.importImage(at: root.path, ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .isDirectory)
        }
        XCTAssertThrowsError(try store.importImage(at: "/dev/null", ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .unsupportedFormat)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.imageFolderPath("abcdef012345")))
    }

    func testUnreadableFileIsRefused() throws {
        // Root ignores permissions: as root, this runs again as nobody in a child process.
        if try Unprivileged.rerunIfRoot(self) { return }
        let store = try makeStore()
        let source = try makeFile("secret.png", Self.samples["png"]!)
        chmod(source, 0o000)
        XCTAssertThrowsError(try store.importImage(at: source, ownerID: "abcdef012345")) { error in
            XCTAssertEqual(error as? ImageImportError, .notReadable)
        }
    }

    func testDeleteEntryRemovesItsImages() throws {
        let store = try makeStore()
        let entry = sampleEntry()
        let source = try makeFile("a.png", Self.samples["png"]!)
        var saved = entry
        saved.content.images = [try store.importImage(at: source, ownerID: entry.id)]
        try store.saveEntry(saved)
        XCTAssertEqual(store.entries().entries, [saved])
        try store.deleteEntry(id: entry.id)
        XCTAssertEqual(try names(store.imagesPath), [])
        XCTAssertEqual(try names(store.entriesPath), [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: source))
    }
}
