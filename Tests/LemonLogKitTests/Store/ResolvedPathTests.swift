import Foundation
import Testing
@testable import LemonLogKit

/// `DataDirectory.resolvedPath`, the path `list` starts an encrypted diary's decrypt with before
/// any URL is made: it must be the path of the standardized URL the store then opens, for every
/// way the folder can be given.
@Suite("The data folder's path, found without a URL")
struct ResolvedPathTests {
    static let homes = ["/x/diary", "/x/diary/", "/x/diary//", "/", "//", "/x//diary", "/x/./diary", "/x/../diary", "/x/diary/.",
                        "/x/diary/..", "relative", "./relative/", "../up", "/일기/감정 기록", "/with space/a%20b", "/q?x#y;z",
                        "/x/.hidden", "/x/...", "/x/a..b", "/x/~", "/x/\u{301}", "/x/e\u{301}", "/tab\there", "/x/diary/./"]

    static let environments: [[String: String]] = homes.map { ["LEMONLOG_HOME": $0, "HOME": "/h"] }
        + homes.filter { $0.hasPrefix("/") }.map { ["XDG_DATA_HOME": $0, "HOME": "/h"] }
        + homes.map { ["HOME": $0] }
        + [["LEMONLOG_HOME": "", "XDG_DATA_HOME": "relative", "HOME": "/h"], ["XDG_DATA_HOME": "", "HOME": "/h/"],
           ["LEMONLOG_HOME": "/a", "XDG_DATA_HOME": "/b", "HOME": "/c"]]

    @Test(arguments: environments)
    func isTheStandardizedURLsPath(environment: [String: String]) {
        let expected = DataDirectory.standardized(DataDirectory.resolve(environment: environment)).path
        #expect(DataDirectory.resolvedPath { environment[$0] } == expected)
    }
}
