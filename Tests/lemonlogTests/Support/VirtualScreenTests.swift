import LemonLogTestSupport
import XCTest

/// The shared virtual terminal the pty tests read: what it shows, where the cursor is, and
/// what it answers.
final class VirtualScreenTests: XCTestCase {
    private func screen(_ bytes: String, rows: Int = 3, columns: Int = 6) -> VirtualScreen {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(Array(bytes.utf8))
        return screen
    }

    func testDrawingTable() {
        let cases: [(name: String, bytes: String, lines: [String], cursor: [Int], autowraps: Int)] = [
            ("plain text", "abc", ["abc", "", ""], [0, 3], 0),
            ("cursor positioning is 1-based", "\u{1B}[2;3Hx", ["", "  x", ""], [1, 3], 0),
            ("erase to the end of the line", "abcdef\u{1B}[1;3H\u{1B}[K", ["ab", "", ""], [0, 2], 0),
            ("a wide syllable takes two cells", "가나", ["가나", "", ""], [0, 4], 0),
            ("a wide syllable that does not fit wraps", "abcde가", ["abcde", "가", ""], [1, 2], 1),
            ("colors are ignored", "\u{1B}[1;31mred\u{1B}[0m", ["red", "", ""], [0, 3], 0),
            ("the alternate screen starts clear", "old\u{1B}[?1049hnew", ["new", "", ""], [0, 3], 0),
        ]
        for item in cases {
            let shown = screen(item.bytes)
            XCTAssertEqual(shown.lines, item.lines, item.name)
            XCTAssertEqual([shown.row, shown.column], item.cursor, item.name)
            XCTAssertEqual(shown.autowraps, item.autowraps, item.name)
        }
    }

    func testCharacterBeforeCursor() {
        XCTAssertNil(screen("").characterBeforeCursor)
        XCTAssertEqual(screen("ab").characterBeforeCursor, "b")
        XCTAssertEqual(screen("a한").characterBeforeCursor, "한")
    }

    func testCursorPositionQueryIsAnsweredOnce() {
        var shown = screen("ab\u{1B}[2;4H\u{1B}[6n")
        XCTAssertEqual(shown.takeReplies().map { String(decoding: $0, as: UTF8.self) }, ["\u{1B}[2;4R"])
        XCTAssertEqual(shown.takeReplies().count, 0)
    }
}
