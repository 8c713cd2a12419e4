import Testing
@testable import LemonLogKit

/// A path's folder and name by bytes (issue 18, item 11): `NSString.deletingLastPathComponent`
/// trapped on `x`, `.`, `é` and `a/`.
@Suite("PathParts")
struct PathPartsTests {
    @Test(arguments: [
        ("x", ".", "x"), (".", ".", "."), ("é", ".", "é"), ("-", ".", "-"), ("a/", ".", "a"),
        ("ab", ".", "ab"), ("/", "/", "/"), ("/a", "/", "a"), ("/a/b", "/a", "b"), ("/a/b/", "/a", "b"),
        ("a/b", "a", "b"), ("a//b", "a", "b"), ("//a", "/", "a"), ("./x", ".", "x"), ("~/out/diary.md", "~/out", "diary.md"),
    ])
    func folderAndName(path: String, folder: String, name: String) {
        #expect(PathParts.folder(of: path) == folder)
        #expect(PathParts.name(of: path) == name)
    }
}
