import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The wizard walked through on a real pseudo-terminal: the gate, the inline error, colors,
/// the screen size and resizing.
final class EndToEndWizardTests: EndToEndTestCase {
    /// 1. From an empty step 1 to a saved entry at 80x24, with Korean text split across writes.
    func testWalkFromEmptyStepOneToSavedEntry() throws {
        let session = try spawn(["write"], rows: 24, columns: 80)
        try session.expectScreen("1/6")

        // The gate: nothing chosen, `n` is refused with the inline error, still on 1/6.
        try session.send("n")
        try session.expectScreen("✗ Choose at least one emotion.")
        XCTAssertTrue(session.screen.contains("1/6"), session.diagnostics())
        XCTAssertFalse(session.screen.contains("2/6"), session.diagnostics())

        // Space chooses; the error goes away with the change.
        try session.send(" ")
        try session.expectScreen("Chosen (1/5)")
        try session.waitFor("the emotion error to disappear") { !session.screen.contains("Choose at least one emotion") }
        try session.send("n")
        try session.expectScreen("2/6")

        // Situation: Korean, with one syllable split in the middle across two writes.
        let situation = "버스를 놓쳤다"
        let texts: [DiaryField: String] = [.situation: situation,
                                           .thought: "I will be late and everyone will judge me",
                                           .reeval: "Buses come every ten minutes; nobody noticed",
                                           .action: "Leave five minutes earlier tomorrow"]
        var walk = WizardKeyWalk(session)
        try walk.answer(.situation, texts, type: { _, text in
            let bytes = Array(text.utf8)
            let split = Array("버스를 ".utf8).count + 1  // inside 놓 (3 bytes)
            try session.send(Array(bytes[..<split]))
            try session.send(Array(bytes[split...]))
            try session.expectScreen(text)
            try session.expectScreen("7/2000")  // seven characters, none lost or doubled at the split
        })
        for step in [DiaryWriteStep.thought, .reeval, .action] { try walk.answer(step, texts) }
        try session.expectScreen("6/6")

        let beforeSave = session.mark
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        try session.expectPlain("Saved entry ", after: beforeSave)
        let id = try printedID(after: "Saved entry", in: session.text(since: beforeSave))
        XCTAssertTrue(session.plainText(since: beforeSave).contains("Saved entry \(id)."), session.diagnostics())

        let show = try runPlain(["show", id])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains(situation), show.stdout)
        for text in texts.values {
            XCTAssertTrue(show.stdout.contains(text), "show lacks \(text.debugDescription):\n\(show.stdout)")
        }

        let list = try runPlain(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains(id), list.stdout)
        XCTAssertTrue(list.stdout.contains(situation), list.stdout)
        XCTAssertTrue(documents(in: "drafts").isEmpty, "saving must remove the draft")
    }

    /// 1b. A character whose UTF-8 bytes arrive in two reads far apart (slow link, terminal
    /// multiplexer) is kept: only escape sequences are decided by the ESC timeout.
    func testCharacterSplitAcrossSlowWritesIsKept() throws {
        let session = try spawn(["write"])
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let bytes = Array("놓쳤다".utf8)
        let before = try XCTUnwrap(session.bytesRead)
        try session.send(Array(bytes[..<1]))
        try session.waitUntilRead(1, since: before)  // the program reads the first byte on its own
        // The gap under test (not a wait for the program): longer than the ESC timeout (30 ms),
        // after which a pending escape sequence would be decided.
        session.pump(waitMilliseconds: 100)
        try session.send(Array(bytes[1...]))
        try session.expectScreen("3/2000", timeout: 2)
        XCTAssertTrue(session.screen.contains("놓쳤다"), "the split character was lost:" + session.diagnostics())
    }

    /// 2a. The inline error is drawn in red (SGR 31) with a ✗ marker.
    func testInlineErrorIsRed() throws {
        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        let mark = session.mark
        try session.send("n")
        try session.expectScreen("✗ Choose at least one emotion.")
        let drawn = session.text(since: mark)
        let red = try Regex("\u{1B}\\[31m(\u{1B}\\[[0-9;]*m)*✗")
        XCTAssertTrue(drawn.contains(red), "no ESC[31m before ✗ in: \(visible(Array(drawn.utf8)))")
        // The detector used by the NO_COLOR test sees these colors.
        XCTAssertFalse(Self.colorCodes(in: drawn).isEmpty)
    }

    /// 2b. With NO_COLOR no color code is ever sent, and the ✗ marker still is.
    func testNoColorSendsNoColorCodes() throws {
        let session = try spawn(["write"], environment: ["NO_COLOR": "1"])
        try session.expectScreen("1/6")
        try session.send("n")
        try session.expectScreen("✗ Choose at least one emotion.")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let colors = Self.colorCodes(in: session.text())
        XCTAssertEqual(colors, [], "color codes under NO_COLOR: \(colors.map { visible(Array($0.utf8)) })")
        XCTAssertTrue(session.text().contains("✗"))
    }

    /// SGR sequences that set a foreground or background color.
    static func colorCodes(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            let after = rest[start.upperBound...]
            guard let final = after.firstIndex(where: { ("@"..."~").contains($0) }) else { break }
            let parameters = after[..<final]
            if after[final] == "m" {
                let values = parameters.split(separator: ";").compactMap { Int($0) }
                if values.contains(where: { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }) {
                    found.append("\u{1B}[" + parameters + "m")
                }
            }
            rest = after[after.index(after: final)...]
        }
        return found
    }

    /// 6. A 20x6 terminal gets the "too small" line; growing it brings the wizard back.
    func testTooSmallTerminalThenResize() throws {
        let session = try spawn(["write"], rows: 6, columns: 20)
        try session.expectScreen("Terminal too small")
        XCTAssertFalse(session.screen.contains("1/6"), session.diagnostics())
        XCTAssertEqual(session.screen.autowraps, 0, "a drawn line was wider than the terminal")
        session.resize(rows: 24, columns: 80)
        try session.expectScreen("1/6")
        try session.expectScreen("What did you feel then?")
        XCTAssertFalse(session.screen.contains("Terminal too small"), session.diagnostics())
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }

    /// 10. A resize while editing re-wraps the field at the new width; nothing is lost.
    func testResizeWhileEditingRewraps() throws {
        let session = try spawn(["write"], rows: 24, columns: 80)
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let text = "The bus left two minutes early and I stood there in the rain wondering what to do ENDTAIL"
        try session.send(text)
        try session.expectScreen("ENDTAIL")
        try session.expectScreen("\(text.count)/2000")

        try assertRewrapped(session, text: text, step: "2/6")
    }

    /// Issue 34: the same on a step of several fields (the action, its time and its prediction):
    /// at 12 rows the field being written keeps its label, and its text is re-wrapped whole.
    func testResizeWhileEditingRewrapsOnAStepOfSeveralFields() throws {
        let session = try spawn(["write"], rows: 24, columns: 80)
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answer(.situation, [.situation: "Missed the bus."])
        try walk.answer(.thought, [.thought: "Everyone thinks I'm lazy."])
        try walk.answer(.reeval, [.reeval: "Buses are late for everyone."])
        try session.expectScreen("5/6")
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        let text = "Leave ten minutes earlier and take the other bus line when it rains ENDTAIL"
        try session.send(text)
        try session.expectScreen("ENDTAIL")
        try assertRewrapped(session, text: text, step: "5/6")
        try session.expectScreen(Localizer(language: .en)("field_question_action"))
    }

    /// Resizes a session whose field being written ends in `ENDTAIL` to 40x12, and checks that
    /// the field is re-wrapped at 40 columns with no character lost.
    private func assertRewrapped(_ session: PtySession, text: String, step: String,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let mark = session.mark
        session.resize(rows: 12, columns: 40)
        try session.expect("ENDTAIL", after: mark)
        try session.expectScreen(step)
        try session.expectScreen("ENDTAIL")

        // The field's lines (after "│ ") are the text re-wrapped at 40 columns: together they
        // end the text, with no character lost, and none is wider than the field.
        // The field is the block of "│ " rows that ends the text (another question may follow it).
        let rows = session.screen.lines
        let last = try XCTUnwrap(rows.lastIndex { $0.hasPrefix("│ ") && $0.contains("ENDTAIL") }, session.screen.text)
        let first = rows[...last].lastIndex { !$0.hasPrefix("│ ") }.map { $0 + 1 } ?? 0
        let fieldLines = rows[first...last].map { String($0.dropFirst(2)) }
        XCTAssertGreaterThan(fieldLines.count, 1, "expected a wrapped field:\n\(session.screen.text)")
        let shown = fieldLines.joined().filter { !$0.isWhitespace }
        let whole = text.filter { !$0.isWhitespace }
        // (At 40x12 a step of four fields gives the one written two rows or more: its tail.)
        XCTAssertTrue(shown.count >= 30 && whole.hasSuffix(shown), "field after resize: \(fieldLines)\n\(session.screen.text)")
        for line in fieldLines {
            XCTAssertLessThanOrEqual(line.count, 40 - 2, "line wider than the field: \(line.debugDescription)")
        }
        for line in session.screen.lines {
            XCTAssertFalse(line.contains("Terminal too small"), session.screen.text)
        }
        XCTAssertEqual(session.screen.autowraps, 0, "a drawn line was wider than the terminal", file: file, line: line)
    }

    /// Issue 19 item 4: a resize is an event the view-model hears once; from it, it works out the
    /// key help's last page at the new size. Held at the end of the help at 40x12, then grown to
    /// 80x24, the help shows its new (shorter) last page, and the first ↑ moves it at once.
    func testResizeWithTheKeyHelpAtItsEnd() throws {
        let session = try spawn(["write"], rows: 12, columns: 40)
        try session.expectScreen("1/6")
        try session.send("?")
        try session.expectScreen("↑↓ scroll · lines 1–")
        func range() -> (first: Int, last: Int, total: Int)? {
            guard let line = session.screen.lines.first(where: { $0.contains("↑↓ scroll · lines ") }) else { return nil }
            let numbers = line.split { !$0.isNumber }.compactMap { Int($0) }
            return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
        }
        let narrow = try XCTUnwrap(range(), session.diagnostics())
        try session.send(String(repeating: "\u{1B}[6~", count: narrow.total / 8 + 2))
        try session.waitFor("the help's last page at 40x12") { range().map { $0.last == $0.total } == true }

        session.resize(rows: 24, columns: 80)
        try session.waitFor("the help's last page at 80x24") {
            range().map { $0.last == $0.total && $0.total < narrow.total } == true
        }
        let wide = try XCTUnwrap(range(), session.diagnostics())
        try session.send("\u{1B}[A")
        try session.waitFor("one ↑ to move the help up by one line") {
            range().map { $0.first == wide.first - 1 && $0.last == wide.total - 1 } == true
        }
        XCTAssertEqual(session.screen.autowraps, 0, "a drawn line was wider than the terminal")
        try session.send(Keys.escape)
        try session.expectScreen("What did you feel then?")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
    }
}
