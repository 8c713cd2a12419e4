import Foundation
import XCTest
@testable import LemonLogKit

/// A relative image path is kept as the absolute path it named (issue 33, item 9).
final class ImageAbsolutePathTests: XCTestCase {
    func testARelativePathIsJoinedToTheDirectory() {
        XCTAssertEqual(ImageFiles.absolutePath(of: "photo.png", from: "/home/mina"), "/home/mina/photo.png")
        XCTAssertEqual(ImageFiles.absolutePath(of: "./pics/레몬.png", from: "/home/mina/"), "/home/mina/pics/레몬.png")
        XCTAssertEqual(ImageFiles.absolutePath(of: "../up.png", from: "/home/mina"), "/home/mina/../up.png")
    }

    func testAnAbsoluteOrHomePathStaysAsItIs() {
        XCTAssertEqual(ImageFiles.absolutePath(of: "/tmp/a.png", from: "/home/mina"), "/tmp/a.png")
        XCTAssertEqual(ImageFiles.absolutePath(of: "~/a.png", from: "/home/mina"), "~/a.png")
        XCTAssertEqual(ImageFiles.absolutePath(of: "", from: "/home/mina"), "")
    }

    func testTheStoreKeepsTheAbsolutePath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ownexport-abs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        // The relative path is taken from a folder of the test's own (never the working directory).
        let folder = root.appendingPathComponent("pictures").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = "ownexport-\(UUID().uuidString).png"
        try png.write(to: URL(fileURLWithPath: folder + "/" + name))
        let store = try DiaryStore(directory: root.appendingPathComponent("data"))
        let attachment = try store.importImage(at: name, ownerID: "abcd00000001", from: folder)
        XCTAssertEqual(attachment.originalPath, folder + "/" + name)
    }
}
