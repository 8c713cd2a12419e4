import Foundation
import LemonLogTestSupport
import XCTest

/// Starting an edit and checking how the wizard left the terminal, shared by the tests of
/// the ways the wizard ends.
extension EndToEndTestCase {
    /// Starts `write`, chooses an emotion and types `text` into the situation (still editing).
    func startEditingSituation(_ text: String, environment extra: [String: String] = [:]) throws -> PtySession {
        let session = try spawn(["write"], environment: extra)
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send(text)
        try session.expectScreen(text)
        return session
    }

    /// The terminal state the session's output leaves behind: the alternate screen left and the
    /// cursor shown after everything drawn, and no color left on.
    func assertLeftTerminalClean(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) {
        let text = session.text()
        guard let leave = text.range(of: "\u{1B}[?1049l", options: .backwards) else {
            XCTFail("the alternate screen was never left" + session.diagnostics(), file: file, line: line)
            return
        }
        if let enter = text.range(of: "\u{1B}[?1049h", options: .backwards) {
            XCTAssertLessThan(enter.lowerBound, leave.lowerBound, "entered the alternate screen again after leaving it", file: file, line: line)
        }
        let show = text.range(of: "\u{1B}[?25h", options: .backwards)
        let hide = text.range(of: "\u{1B}[?25l", options: .backwards)
        XCTAssertNotNil(show, "cursor never shown", file: file, line: line)
        if let show, let hide {
            XCTAssertLessThan(hide.lowerBound, show.lowerBound, "the cursor is left hidden" + session.diagnostics(), file: file, line: line)
        }
        // After leaving: plain text only (the "Draft kept" line), no more escape sequences.
        let after = text[leave.upperBound...]
        XCTAssertFalse(after.contains("\u{1B}"), "escape sequences after leaving the alternate screen: \(visible(Array(after.utf8)))", file: file, line: line)
        // The last SGR resets every attribute.
        if let lastSGR = text.range(of: "\u{1B}\\[[0-9;]*m", options: [.regularExpression, .backwards]) {
            XCTAssertTrue(["\u{1B}[0m", "\u{1B}[m"].contains(String(text[lastSGR])),
                          "the last SGR is \(visible(Array(text[lastSGR].utf8))), colors left on", file: file, line: line)
        }
    }
}
