import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Wide characters on a narrow terminal, and autosave while typing.
final class EndToEndLayoutTests: EndToEndTestCase {
    /// Korean text (two columns a character) wraps inside a 40-column terminal: no line is
    /// wider than the screen, no character is lost.
    func testKoreanTextWrapsByDisplayWidth() throws {
        let session = try spawn(["write"], rows: 16, columns: 40)
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let text = "오늘 아침 버스를 놓쳐서 회사에 늦었고 팀장님이 한숨을 쉬었다 끝"
        try session.send(text)
        try session.expectScreen("\(text.count)/2000")
        try session.expectScreen("끝")
        XCTAssertEqual(session.screen.autowraps, 0, "a drawn line was wider than 40 columns:\n\(session.screen.text)")
        let fieldLines = session.screen.lines.filter { $0.hasPrefix("│ ") }.map { String($0.dropFirst(2)) }
        XCTAssertGreaterThan(fieldLines.count, 1, "expected the text to wrap:\n\(session.screen.text)")
        for line in fieldLines {
            let width = line.unicodeScalars.reduce(0) { $0 + VirtualScreen.width($1) }
            XCTAssertLessThanOrEqual(width, 40 - 2, "field line too wide: \(line)")
        }
        XCTAssertEqual(fieldLines.joined().filter { !$0.isWhitespace }, text.filter { !$0.isWhitespace },
                       "the wrapped lines do not give back the text:\n\(session.screen.text)")
    }

    /// What was typed reaches the draft file within about a second, while the wizard stays
    /// open; the file is private (0600) in a private folder (0700).
    func testTypedTextIsAutosavedWithinASecond() throws {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let text = "autosaved while typing"
        try session.send(text)
        try session.expectScreen(text)
        // No stopwatch here (a loaded machine is not a slow program): the policy's one-second
        // bound is checked with a fake clock in AutosavePolicyTests; this checks that the real
        // binary writes the draft while the wizard stays open.
        try session.waitFor("the draft to hold the typed text", timeout: 10) {
            documents(in: "drafts").values.contains { content($0, "situation") == text }
        }
        XCTAssertTrue(session.isRunning)

        func mode(_ path: String) -> Int {
            var info = stat()
            guard stat(path, &info) == 0 else { return -1 }
            return Int(info.st_mode & 0o777)
        }
        XCTAssertEqual(String(mode(home), radix: 8), "700")
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/drafts")
        for name in names {
            XCTAssertEqual(String(mode(home + "/drafts/" + name), radix: 8), "600", name)
        }
    }
}
