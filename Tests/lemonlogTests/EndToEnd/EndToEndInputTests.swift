import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Input that does not come from single keys: a huge hostile paste and `$EDITOR`.
final class EndToEndInputTests: EndToEndTestCase {
    private func startEditingSituation(environment: [String: String] = [:]) throws -> PtySession {
        let session = try spawn(["write"], environment: environment)
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        return session
    }

    private func quit(_ session: PtySession, file: StaticString = #filePath, line: UInt = #line) throws {
        try session.send(Keys.escape)
        try session.expectScreen("Enter write", file: file, line: line)
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(file: file, line: line), .exited(0), session.diagnostics(), file: file, line: line)
    }

    /// 7. A 100 KB bracketed paste full of escape sequences: nothing injected reaches the
    /// terminal; the field keeps all of it (never cut), over the limit, with the inline error.
    func testHugePasteWithEscapeSequencesIsSanitizedAndKeptWhole() throws {
        let session = try startEditingSituation()
        let unit = "Lorem ipsum dolor sit amet, "
        let injected = ["\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}[31m"]
        var payload = ""
        var clean = ""
        var index = 0
        while payload.utf8.count < 100_000 {
            payload += unit + injected[index % injected.count]
            clean += unit
            index += 1
        }
        let mark = session.mark
        try session.send(Keys.pasteStart + payload + Keys.pasteEnd)
        try session.expectScreen("✗ The situation can be at most 2000 characters.", timeout: 10)
        try session.expectScreen("\(clean.count)/2000")
        XCTAssertTrue(session.isRunning, "the program died on the paste" + session.diagnostics())

        let after = session.text(since: mark)
        XCTAssertFalse(after.contains("\u{1B}]0;"), "an OSC title sequence reached the terminal")
        XCTAssertFalse(after.contains("\u{1B}[2J"), "a clear-screen sequence reached the terminal after the initial frame")
        let plain = strippingEscapes(after)
        for leftover in ["title", "[2J", "]0;", "[31m"] {
            XCTAssertFalse(plain.contains(leftover), "pieces of an injected sequence were drawn: \(leftover)")
        }
        XCTAssertTrue(plain.contains("Lorem ipsum dolor"), "the pasted text is not on screen")

        try quit(session)
        let situation = content(try onlyDraft(), "situation") ?? ""
        XCTAssertFalse(situation.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "control characters in the field")
        XCTAssertEqual(situation, clean, "every pasted word is in the draft")
    }

    /// Writes an executable shell script into the test folder.
    private func script(_ name: String, _ body: String) throws -> String {
        let path = root + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    /// 8a. Ctrl-O runs `$EDITOR` on the field; what it wrote comes back into the field.
    func testExternalEditorAppendsToField() throws {
        let editor = try script("append.sh", "printf 'from the editor\\n' >> \"$1\"")
        let session = try startEditingSituation(environment: ["EDITOR": editor])
        try session.send("before")
        try session.expectScreen("before")
        let mark = session.mark
        try session.send(Keys.ctrlO)
        try session.expect("\u{1B}[?1049l", after: mark)  // the screen is given to the editor
        try session.expectScreen("from the editor")
        try session.expectScreen("before")
        XCTAssertTrue(session.isRunning)
        try quit(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\nfrom the editor")
        XCTAssertEqual(session.terminalModes(), session.initialModes)
    }

    /// 8b. An editor that fails leaves the field as it was, even if it wrote to the file.
    func testFailingExternalEditorLeavesFieldUnchanged() throws {
        let editor = try script("fail.sh", "printf 'junk\\n' >> \"$1\"\nexit 1")
        let session = try startEditingSituation(environment: ["EDITOR": editor])
        try session.send("before")
        try session.expectScreen("before")
        let mark = session.mark
        try session.send(Keys.ctrlO)
        try session.expect("\u{1B}[?1049h", after: mark)  // back in the wizard after the editor
        try session.expectScreen("status 1")
        try session.expectScreen("before")
        XCTAssertFalse(session.screen.contains("junk"), session.diagnostics())
        try quit(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before")
    }

    /// 8c. `edit <entry>` and Ctrl-O before any change (no draft written yet), then LemonLog is
    /// killed while the editor holds new text: the next start puts it into a draft of that
    /// entry, so saving it updates the entry instead of making a second one.
    func testKilledWhileTheEditorHasASavedEntrysTextRecoversIntoADraftOfThatEntry() throws {
        let short = try writeEntry(situation: "first situation", thought: "first thought", reeval: "first view",
                                   action: "first action")
        let entryID = try XCTUnwrap(documents(in: "entries").keys.first?.dropLast(5))
        let marker = root + "/editor-pid"
        let editor = try script("write-and-wait.sh", "printf 'rewritten in the editor\\n' > \"$1\"\necho $$ > '\(marker)'\nexec sleep 30")
        let session = try spawn(["edit", short], environment: ["EDITOR": editor])
        try session.expectScreen("1/6")
        try session.send("2")
        try session.expectScreen("2/6")
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send(Keys.ctrlO)
        let deadline = Date().addingTimeInterval(10)
        while (try? String(contentsOfFile: marker, encoding: .utf8))?.hasSuffix("\n") != true, Date() < deadline { usleep(20_000) }
        let editorPID = try XCTUnwrap(Int32((try String(contentsOfFile: marker, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        session.kill(SIGKILL)
        _ = try session.waitForExit()
        kill(editorPID, SIGKILL)

        let run = try runPlain(["drafts"])
        XCTAssertTrue(run.stderr.contains("put back into draft"), run.stdout + run.stderr)
        let drafts = documents(in: "drafts")
        XCTAssertEqual(drafts.count, 1, "\(drafts.keys)")
        let draft = try XCTUnwrap(drafts.values.first)
        XCTAssertEqual(draft["entryID"] as? String, String(entryID), "the recovered draft must edit its entry")
        XCTAssertEqual(content(draft, "situation"), "rewritten in the editor")
        XCTAssertEqual(content(draft, "thought"), "first thought")
    }
}
