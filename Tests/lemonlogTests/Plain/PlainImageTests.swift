import Foundation
import XCTest

/// `write --plain` attaching images through the binary: the runner carries out the model's
/// `.importImage` the way the full screen's loop does (`ImageImportEffect`), one path after
/// another, a refused one said and the others kept.
final class PlainImageTests: PlainTestCase {
    /// A real PNG from the test fixtures.
    static let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/format-v1/lemon.png")

    func testALineOfPathsAttachesEachAndRefusesTheMissingOne() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-plain-pics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pictures) }
        let image = pictures.appendingPathComponent("a.png")
        try Data(contentsOf: Self.png).write(to: image)
        // Every step answered as `fullAnswers` does, up to the image prompt; then one line of two paths.
        let answers = try PlainWizardTests.fullWalk.plainInput(until: .asked(.images))
            + "'\(image.path)' '\(pictures.path)/missing.png'\n" + "\n"
        let result = try run(["write", "--plain"], input: answers)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Attached \(image.path) (1/5)."), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "\n✗ ").count, 2, "one refusal, for the missing path: \(result.stdout)")
        let content = try contentOf(XCTUnwrap(entries().first))
        let images = try XCTUnwrap(content["images"] as? [[String: Any]])
        XCTAssertEqual(images.compactMap { $0["originalPath"] as? String }, [image.path])
    }

    /// Issue 33 item 9: the same image given twice (its own path, then a copy of it under another
    /// name) is one attachment, and plain mode says so.
    func testTheSameImageTwiceIsOneAttachmentAndSaidSo() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("lemonlog-plain-pics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pictures) }
        let image = pictures.appendingPathComponent("a.png"), copy = pictures.appendingPathComponent("a copy.png")
        try Data(contentsOf: Self.png).write(to: image)
        try Data(contentsOf: Self.png).write(to: copy)
        let answers = try PlainWizardTests.fullWalk.plainInput(until: .asked(.images))
            + "\(image.path)\n" + "'\(copy.path)'\n" + "\n"
        let result = try run(["write", "--plain"], input: answers)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Attached \(image.path) (1/5)."), result.stdout)
        XCTAssertTrue(result.stdout.contains("! \(copy.path) is already attached: the same image is kept once."), result.stdout)
        let content = try contentOf(XCTUnwrap(entries().first))
        let images = try XCTUnwrap(content["images"] as? [[String: Any]])
        XCTAssertEqual(images.compactMap { $0["originalPath"] as? String }, [image.path])
    }
}
