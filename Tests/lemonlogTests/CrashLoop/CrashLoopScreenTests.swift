import LemonLogTestSupport
import XCTest

/// The crash loop's echo rule and the virtual screen's "shown" moments it relies on.
final class CrashLoopScreenTests: XCTestCase {
    private func screen(_ text: String, rows: Int = 3, columns: Int = 20) -> VirtualScreen {
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(Array(text.utf8))
        return screen
    }

    func testEchoRuleTable() {
        let typedHello = screen("hello")
        let cases: [(name: String, echo: CrashLoopScreen.Echo, before: VirtualScreen, after: VirtualScreen, shows: Bool)] = [
            ("letter left of a moved cursor", .character("a"), typedHello, screen("helloa"), true),
            ("a doubled letter before it is drawn", .character("o"), typedHello, typedHello, false),
            ("another letter left of the cursor", .character("x"), typedHello, screen("helloa"), false),
            ("a wide syllable", .character("행"), screen("오늘"), screen("오늘 행"), true),
            ("a wide syllable, cursor after its right half", .character("복"), screen("행"), screen("행복"), true),
            ("the cursor moved but shows another character", .character("행"), screen("오늘"), screen("오늘 복"), false),
            ("any change shows a step key", .change, typedHello, screen("hello\r\nnext"), true),
            ("the cursor alone moving is a change", .change, typedHello, screen("hello\u{1B}[1;1H"), true),
            ("an unchanged screen shows nothing", .change, typedHello, typedHello, false),
        ]
        for item in cases {
            let before = CrashLoopScreen.Snapshot(item.before)
            XCTAssertEqual(CrashLoopScreen.shows(item.echo, on: item.after, writtenWhile: before), item.shows, item.name)
        }
    }

    func testWhitespaceEchoesAsAChange() {
        guard case .change = CrashLoopScreen.echo(ofTyping: " ") else { return XCTFail("space") }
        guard case .change = CrashLoopScreen.echo(ofTyping: "\n") else { return XCTFail("new line") }
        guard case .change = CrashLoopScreen.echo(ofTyping: nil) else { return XCTFail("nothing") }
        guard case .character("a") = CrashLoopScreen.echo(ofTyping: "a") else { return XCTFail("letter") }
    }

    func testScreenIsShownAtTheEndOfASynchronizedUpdateOnly() {
        var screen = VirtualScreen(rows: 2, columns: 10)
        var shown: [String] = []
        screen.feed(Array("\u{1B}[?2026hab".utf8)) { shown.append($0.lines[0]) }
        XCTAssertEqual(shown, [], "inside an update nothing is shown")
        screen.feed(Array("c\u{1B}[?2026l\u{1B}[?2026hd".utf8)) { shown.append($0.lines[0]) }
        XCTAssertEqual(shown, ["abc"], "shown when the update ends, not in the next one")
        screen.feed(Array("\u{1B}[?2026le".utf8)) { shown.append($0.lines[0]) }
        XCTAssertEqual(shown, ["abc", "abcd", "abcde"], "and after bytes outside any update")
    }

    func testFirstFrameIsAnythingDrawn() {
        XCTAssertFalse(CrashLoopScreen.hasDrawn(screen("\u{1B}[?1049h\u{1B}[2J")))
        XCTAssertTrue(CrashLoopScreen.hasDrawn(screen("\u{1B}[2;3HLemonLog")))
    }
}
