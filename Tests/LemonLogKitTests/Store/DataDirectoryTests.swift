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
}
