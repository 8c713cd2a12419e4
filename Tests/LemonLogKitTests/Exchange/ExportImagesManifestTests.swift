import Foundation
import XCTest
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// The manifest of a Markdown export's images is never a way to touch other files: a listed
/// name that leaves `images/<entry id>/` is never acted on, and a manifest that is a link is
/// refused, its target untouched.
final class ExportImagesManifestTests: StoreTestCase {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7, 7, 7])

    func testListedNamesOutsideAnEntryFolderAreNeverRemoved() throws {
        let folder = root.appendingPathComponent("out").path
        let images = folder + "/images"
        try FileManager.default.createDirectory(atPath: images + "/aaaa00000001", withIntermediateDirectories: true)
        let victims = [root.path + "/outside.png", folder + "/beside.png", images + "/top.png", images + "/aaaa00000001/.hidden/x.png"]
        try FileManager.default.createDirectory(atPath: images + "/aaaa00000001/.hidden", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        for path in victims { try png.write(to: URL(fileURLWithPath: path)) }
        let print = ExportImagesManifest.fingerprint(png)
        let listed = ["../../outside.png", "../beside.png", "top.png", "aaaa00000001/../../beside.png",
                      "aaaa00000001/.hidden/x.png", "/" + root.path + "/outside.png", "NOTANID/x.png"]
        let manifest = ExportImagesManifest(documents: ["diary.md": .init(files: Dictionary(uniqueKeysWithValues: listed.map { ($0, print) }),
                                                                          folders: ["..", "../empty", "aaaa00000001/.hidden", "aaaa00000001/.."])])
        try JSONEncoder().encode(manifest).write(to: URL(fileURLWithPath: images + "/" + ExportImagesManifest.fileName))
        try ExportImages(beside: folder, document: "diary.md", copies: []).write()
        for path in victims { XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), png, path) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/empty"), "a listed folder outside images/ is never removed")
    }

    func testAManifestThatIsALinkIsRefusedAndItsTargetKept() throws {
        let folder = root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        let target = root.path + "/precious.json"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink(target, folder + "/images/" + ExportImagesManifest.fileName), 0)
        let export = ExportImages(beside: folder, document: "diary.md", copies: [.init(owner: "aaaa00000001", name: "a.png", data: png)])
        XCTAssertThrowsError(try export.check()) { error in
            XCTAssertEqual(error as? ExportFile.Failure, .symlinked(path: folder + "/images/" + ExportImagesManifest.fileName))
        }
        XCTAssertThrowsError(try export.write())
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "precious")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/images/aaaa00000001/a.png"))
    }

    /// An image goes only when no document in the folder links to it; when a document there
    /// cannot be read whole (here one too large to be an export), no one can say, and nothing goes.
    func testNothingIsRemovedWhileADocumentCannotBeRead() throws {
        let folder = root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let image = folder + "/images/aaaa00000001/a.png"
        try ExportImages(beside: folder, document: "diary.md", copies: [.init(owner: "aaaa00000001", name: "a.png", data: png)]).write()
        try Data("![a.png](images/aaaa00000001/a.png)".utf8).write(to: URL(fileURLWithPath: folder + "/copy.md"))
        try ExportImages(beside: folder, document: "diary.md", copies: []).write()
        XCTAssertTrue(FileManager.default.fileExists(atPath: image), "copy.md links to it")
        try FileManager.default.removeItem(atPath: folder + "/copy.md")
        let big = open(folder + "/big.md", O_CREAT | O_WRONLY, 0o600)
        XCTAssertEqual(ftruncate(big, off_t(ExportDocumentLinks.maxBytes + 1)), 0)
        close(big)
        try ExportImages(beside: folder, document: "diary.md", copies: []).write()
        XCTAssertTrue(FileManager.default.fileExists(atPath: image), "big.md could not be read: nothing goes")
        try FileManager.default.removeItem(atPath: folder + "/big.md")
        try ExportImages(beside: folder, document: "diary.md", copies: []).write()
        XCTAssertFalse(FileManager.default.fileExists(atPath: image), "no document links to it")
    }
}
