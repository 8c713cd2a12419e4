import Foundation
import XCTest
@testable import LemonLogKit

final class DataDirectoryTests: XCTestCase {
    func testLemonLogHomeWins() {
        let url = DataDirectory.resolve(environment: ["LEMONLOG_HOME": "/x/diary", "XDG_DATA_HOME": "/y", "HOME": "/h"])
        XCTAssertEqual(url.path, "/x/diary")
    }

    func testXDGDataHome() {
        XCTAssertEqual(DataDirectory.resolve(environment: ["XDG_DATA_HOME": "/y", "HOME": "/h"]).path, "/y/lemonlog")
    }

    func testHomeFallback() {
        XCTAssertEqual(DataDirectory.resolve(environment: ["HOME": "/h"]).path, "/h/.local/share/lemonlog")
    }

    func testEmptyAndRelativeValuesAreIgnored() {
        let env = ["LEMONLOG_HOME": "", "XDG_DATA_HOME": "relative", "HOME": "/h"]
        XCTAssertEqual(DataDirectory.resolve(environment: env).path, "/h/.local/share/lemonlog")
    }

    /// `standardizedFileURL` is skipped for a path that is already standard: the URL must be the same.
    func testStandardizedOnlyWhenNeeded() {
        for path in ["/", "/x", "/x/diary", "/x/diary/", "/x/.diary", "/x/...", "/x/a..b", NSTemporaryDirectory() + "d"] {
            XCTAssertTrue(DataDirectory.isStandard(path), path)
            let url = URL(fileURLWithPath: path, isDirectory: true)
            XCTAssertEqual(DataDirectory.standardized(url), url.standardizedFileURL, path)
            XCTAssertEqual(DataDirectory.standardized(url).path, url.standardizedFileURL.path, path)
        }
        for path in ["x", "./x", "//x", "/x//y", "/x/./y", "/x/../y", "/x/.", "/x/..", "/..", "/x/./"] {
            XCTAssertFalse(DataDirectory.isStandard(path), path)
            let url = URL(fileURLWithPath: path, isDirectory: true)
            XCTAssertEqual(DataDirectory.standardized(url), url.standardizedFileURL, path)
        }
        XCTAssertEqual(DataDirectory.resolve(environment: ["LEMONLOG_HOME": "/x/a/../diary/."]).path, "/x/diary")
    }
}
