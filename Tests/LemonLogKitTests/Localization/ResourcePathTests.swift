import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// `ResourcePath.standardized` works on bytes (every command's resource lookup runs it): it
/// must give what the component-by-component version gave, Korean and odd names included.
@Suite("Resource path standardized on bytes")
struct ResourcePathTests {
    /// The version on `String` components it replaced, kept as the reference.
    static func reference(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? "/" : parts.map { "/" + $0 }.joined()
    }

    @Test(arguments: ["/", "", "//", "/a/b", "/a//b/", "/a/./b/../c", "/../a", "/a/..", "/a/../..", "/.../..a/a..",
                      "/일기/./리소스/../lemonlog", "/usr/lib/lemonlog/", "/a/.hidden/./b", "/é/e\u{301}/.."])
    func givesWhatTheComponentVersionGave(path: String) {
        #expect(ResourcePath.standardized(path) == Self.reference(path))
    }

    @Test func seededPathsAgree() {
        let pieces = ["/", "//", ".", "..", "...", "a", "bin", "한글", "é", " ", "e\u{301}"]
        var random = SeededRandom(seed: 0x9A7)
        for _ in 0..<2_000 {
            var path = ""
            for _ in 0..<Int(random.next() % 9) { path += pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(ResourcePath.standardized(path) == Self.reference(path), "\(path.debugDescription)")
        }
    }
}
