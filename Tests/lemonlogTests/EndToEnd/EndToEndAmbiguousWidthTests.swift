import Foundation
import LemonLogTestSupport
import XCTest

/// Terminals that draw East Asian ambiguous-width characters two columns wide: detected at
/// start from the terminal's cursor report, or set with LEMONLOG_AMBIGUOUS_WIDTH; the frame
/// then uses single-width glyphs.
final class EndToEndAmbiguousWidthTests: EndToEndTestCase {
    private let rule = String(repeating: "─", count: 20)
    private let asciiRule = String(repeating: "-", count: 20)

    /// A terminal that draws ─ two columns wide answers the probe with column 3: the frame
    /// switches to single-width glyphs and no line wraps.
    func testWideTerminalIsDetected() throws {
        let session = try spawn(["write"], environment: ["LANG": "ko_KR.UTF-8"])
        session.drawAmbiguousWide()
        try session.expect("\u{1B}[6n")
        try session.expectScreen(asciiRule)
        try session.send(" ")
        try session.expectScreen("(1/5)")
        XCTAssertFalse(session.screen.contains("─"), session.diagnostics())
        XCTAssertFalse(session.screen.contains("●"), session.diagnostics())
        XCTAssertEqual(session.screen.autowraps, 0, session.diagnostics())
    }

    /// The answer arrives in the same read as a key typed at once: the key is not lost.
    func testKeyTypedWithTheAnswerIsKept() throws {
        let session = try spawn(["write"])
        session.drawAmbiguousWide()
        try session.expect("\u{1B}[6n")
        // The screen answered already; a second, identical answer comes with a Space.
        try session.send("\u{1B}[1;3R ")
        try session.expectScreen("Chosen (1/5)")
        XCTAssertFalse(session.screen.contains("─"), session.diagnostics())
    }

    /// A terminal that draws ─ one column wide keeps the line drawing; nothing of the probe
    /// stays on the screen.
    func testNarrowTerminalKeepsLineDrawing() throws {
        let session = try spawn(["write"])
        try session.expect("\u{1B}[6n")
        try session.send(" ")
        try session.expectScreen("Chosen (1/5)")
        XCTAssertTrue(session.screen.contains(rule), session.diagnostics())
        XCTAssertTrue(session.screen.lines.first?.hasPrefix("LemonLog") == true, session.diagnostics())
    }

    /// The setting wins, and no probe is sent.
    func testSettingTwoUsesSingleWidthGlyphsWithoutProbing() throws {
        let session = try spawn(["write"], environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "2"])
        try session.expectScreen(asciiRule)
        XCTAssertFalse(session.text().contains("\u{1B}[6n"), session.diagnostics())
        XCTAssertFalse(session.screen.contains("─"), session.diagnostics())
    }

    func testSettingOneKeepsLineDrawingWithoutProbing() throws {
        let session = try spawn(["write"], environment: ["LEMONLOG_AMBIGUOUS_WIDTH": "1"])
        try session.expectScreen(rule)
        XCTAssertFalse(session.text().contains("\u{1B}[6n"), session.diagnostics())
    }
}
