import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The DEC private modes (`ESC [ ? n h` / `l`) and the keypad mode (`ESC =` / `ESC >`) that a
/// stream of output bytes leaves on, as a terminal would track them.
struct DECModes {
    private(set) var on: Set<Int> = []
    private(set) var keypadApplication = false

    init(_ bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == 0x1B, index + 1 < bytes.endIndex else { index += 1; continue }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "=") || next == UInt8(ascii: ">") {
                keypadApplication = next == UInt8(ascii: "=")
                index += 2
                continue
            }
            guard next == UInt8(ascii: "["), index + 2 < bytes.endIndex, bytes[index + 2] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var end = index + 3
            while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { break }
            let final = bytes[end]
            if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                let numbers = String(decoding: bytes[(index + 3)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
                for number in numbers {
                    if final == UInt8(ascii: "h") { on.insert(number) } else { on.remove(number) }
                }
            }
            index = end + 1
        }
    }
}

/// An editor that leaves mouse reporting, focus events, application cursor keys and keypad,
/// and its alternate screen on (issue 18, item 16): LemonLog switches them off when it takes
/// the terminal back, re-enters its own screen and paste mode, and leaves the shell clean.
final class EndToEndTerminalModeTests: EndToEndTestCase {
    static let editorModes = [1000, 1002, 1003, 1004, 1005, 1006, 1015, 1]

    private func editorLeavingModesOn() throws -> String {
        let path = root + "/modes-editor.sh"
        let sets = Self.editorModes.map { "\\033[?\($0)h" }.joined()
        // Its own alternate screen entered and never left, bracketed paste turned off (as vim
        // does on exit), the keypad in application mode; then the text, then a marker.
        let body = "#!/bin/sh\nprintf '\\033[?1049h\(sets)\\033[?2004l\\033='\n"
            + "printf 'from the editor\\n' >> \"$1\"\nprintf 'EDITOR-EXITS'\n"
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    func testModesAnEditorLeavesOnAreSwitchedOffOnReturnAndOnLeaving() throws {
        let session = try startEditingSituation("before", environment: ["EDITOR": try editorLeavingModesOn()])
        try session.send(Keys.ctrlO)
        let editorEnd = try session.expect("EDITOR-EXITS")
        try session.expectScreen("before")
        try session.expectScreen("from the editor")

        // Back in the wizard: none of the editor's modes is on; our screen and paste mode are.
        let back = DECModes(session.output[...])
        for mode in Self.editorModes {
            XCTAssertFalse(back.on.contains(mode), "mode ?\(mode) is still on after the editor" + session.diagnostics())
        }
        XCTAssertFalse(back.keypadApplication, "the keypad is left in application mode after the editor")
        XCTAssertTrue(back.on.contains(2004), "our bracketed paste is not on again after the editor")
        XCTAssertTrue(back.on.contains(1049), "our alternate screen is not on again after the editor")
        // The editor's screen is left before ours is entered again (the main screen's cursor
        // comes back when the wizard ends).
        let after = session.text(since: editorEnd)
        let leave = try XCTUnwrap(after.range(of: "\u{1B}[?1049l"), "the editor's alternate screen is never left")
        let enter = try XCTUnwrap(after.range(of: "\u{1B}[?1049h"), "our alternate screen is never entered again")
        XCTAssertLessThan(leave.lowerBound, enter.lowerBound)

        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let end = DECModes(session.output[...])
        XCTAssertEqual(end.on.intersection(Set(Self.editorModes + [2004, 1049])), [], "modes left on in the shell")
        XCTAssertFalse(end.keypadApplication)
        assertLeftTerminalClean(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\nfrom the editor")
    }

    /// A program before us (a shell job that crashed) left mouse reporting on: the wizard
    /// switches it off as it starts, so a click never types into a field.
    func testModesLeftOnBeforeTheWizardStartsAreSwitchedOff() throws {
        let sets = Self.editorModes.map { "\\033[?\($0)h" }.joined()
        let session = try PtySession(binary: "/bin/sh", arguments: ["-c", "printf '\(sets)\\033='; exec \"$0\" write",
                                                                      try LemonLogBinary.path()], environment: environment())
        defer { session.close() }
        try session.expectScreen("1/6")
        let modes = DECModes(session.output[...])
        XCTAssertEqual(modes.on.intersection(Set(Self.editorModes)), [], "modes left on in the wizard" + session.diagnostics())
        XCTAssertFalse(modes.keypadApplication)
        XCTAssertEqual(modes.on.intersection([1049, 2004]), [1049, 2004])
    }

    /// A crash while the wizard runs writes the same reset: killed by SIGSEGV after an editor
    /// left mouse reporting on, the shell gets no mode left on.
    func testModesAreSwitchedOffWhenTheWizardDiesOfASignal() throws {
        let session = try startEditingSituation("before", environment: ["EDITOR": try editorLeavingModesOn()])
        try session.send(Keys.ctrlO)
        try session.expect("EDITOR-EXITS")
        try session.expectScreen("from the editor")
        session.kill(SIGSEGV)
        _ = try session.waitForExit()
        let end = DECModes(session.output[...])
        XCTAssertEqual(end.on.intersection(Set(Self.editorModes + [2004, 1049])), [], "modes left on after a crash")
        XCTAssertFalse(end.keypadApplication)
    }
}
