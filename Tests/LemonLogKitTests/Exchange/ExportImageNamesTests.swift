import XCTest
@testable import LemonLogKit

/// The file names an entry's images get in an export: distinct, ignoring case.
final class ExportImageNamesTests: XCTestCase {
    func image(_ stored: String) -> ImageAttachment {
        ImageAttachment(storedPath: "images/aaaa00000001/" + stored, originalPath: stored, format: "png")
    }

    func testNamesMetAgainGetANumberBeforeTheExtension() {
        let table: [([String], [String])] = [
            (["1-photo.png"], ["photo.png"]),
            (["1-photo.png", "2-photo.png", "3-Photo.PNG"], ["photo.png", "photo-2.png", "Photo-3.PNG"]),
            (["1-a.png", "2-a-2.png", "3-a.png"], ["a.png", "a-2.png", "a-3.png"]),
            (["1-notes", "2-notes"], ["notes", "notes-2"]),
            (["1-.hidden", "2-.hidden"], [".hidden", ".hidden-2"]),
            (["1-..", "2-."], ["image", "image-2"]),
            (["1-레몬 사진.png", "2-레몬 사진.png"], ["레몬 사진.png", "레몬 사진-2.png"]),
        ]
        for (stored, expected) in table {
            XCTAssertEqual(ExportImageNames.names(stored.map(image)), expected, "\(stored)")
        }
    }
}
