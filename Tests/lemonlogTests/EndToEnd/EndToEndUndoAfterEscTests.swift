import Foundation
import LemonLogTestSupport
import XCTest

/// Ctrl-Z undoes in both modes (issue 34, item 8): right after Esc it takes back what was just
/// typed, in the field just left, and never suspends the program.
final class EndToEndUndoAfterEscTests: EndToEndTestCase {
    func testCtrlZAfterEscUndoesTheTypingAndDoesNotSuspend() throws {
        let session = try startEditingSituation("Waiting at the bus stop")
        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        try session.send("\u{1A}")  // Ctrl-Z
        // Still the wizard (a suspend would leave the alternate screen), the typing taken back.
        try session.waitFor("the typing undone on the wizard's screen") {
            !session.screen.contains("bus stop") && session.screen.contains("Enter write") && session.screen.contains("2/6")
        }
        XCTAssertTrue(session.isRunning, "Ctrl-Z after Esc stopped the program" + session.diagnostics())
        try session.send("\u{19}")  // Ctrl-Y brings it back
        try session.expectScreen("Waiting at the bus stop")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }
}
