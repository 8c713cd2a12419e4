import Foundation
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-O with the real vim, started the way people start LemonLog: as a job of an
/// interactive bash with job control, on its own pseudo-terminal.
final class EndToEndVimTests: EndToEndTestCase {
    private func vimPath() throws -> String {
        try RequiredTool.path("vim", install: ".ci/run installs it")
    }

    /// `bash -i` on a new terminal, running `lemonlog write` as a job, up to editing the
    /// situation with "before" typed.
    private var promptModes: TerminalModes?

    /// `vimArguments` follow the path in `$EDITOR` (the wizard runs it through `sh -c`).
    private func startInShell(vimArguments: String = "") throws -> PtySession {
        let vim = try vimPath()
        let session = try PtySession(arguments: ["--norc", "--noprofile", "-i"],
                                     environment: environment(["EDITOR": vim + vimArguments, "PS1": "$ "]), binary: "/bin/bash")
        addTeardownBlock { session.close() }
        try session.expect("$ ")
        promptModes = session.terminalModes()  // readline's own modes at the prompt
        try session.send("'\(try LemonLogBinary.path())' write; echo \"exit=$?\"\r")
        try chooseEmotionAndGoToSituation(session)
        try session.send(Keys.enter)
        try session.expectScreen("Esc done")
        try session.send("before")
        try session.expectScreen("│ before")
        return session
    }

    /// Ctrl-O, then waits until vim shows the file (its "1L" file message).
    private func openVim(_ session: PtySession) throws {
        let mark = session.mark
        try session.send(Keys.ctrlO)
        try session.expectPlain("1L, ", after: mark, timeout: 10)
    }

    /// Back in the wizard: leaves editing, quits, and checks the shell got exit 0 (unless the
    /// job was stopped and continued with `fg`, which ends the command list) and a sane terminal.
    private func quitToShell(_ session: PtySession, afterFg: Bool = false) throws {
        if session.screen.contains("Esc done") {
            try session.send(Keys.escape)
            try session.expectScreen("Enter write")
        }
        let mark = session.mark
        try session.send("q")
        try session.expectPlain(afterFg ? "Draft kept" : "exit=0", after: mark)
        try session.expect("$ ", after: mark)
        XCTAssertEqual(session.terminalModes(), promptModes)
        XCTAssertEqual(strippingEscapes(session.text(since: mark)).contains("Stopped"), false)
    }

    /// `Go…<Esc>:wq`: the line vim appended is in the field.
    func testVimWriteQuitPutsTextInField() throws {
        let session = try startInShell()
        try openVim(session)
        try session.send("Gofrom vim\u{1B}")
        try session.send(":wq\r")
        try session.expectScreen("│ from vim", timeout: 10)
        try session.expectScreen("│ before")
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\nfrom vim")
    }

    /// `z` while navigating suspends LemonLog as a job of the shell (Ctrl-Z undoes there, issue
    /// 34 item 8): the terminal is given back (the shell's own modes, main screen), and `fg`
    /// brings the wizard back, redrawn.
    func testZSuspendsAndFgRedraws() throws {
        let session = try startInShell()
        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        var mark = session.mark
        try session.send("z")
        try session.expectPlain("Stopped", after: mark)
        try session.expect("$ ", after: mark)
        XCTAssertEqual(session.terminalModes(), promptModes, "the shell gets its terminal modes back")
        XCTAssertNotNil(session.text(since: mark).range(of: "\u{1B}[?1049l"), "the alternate screen is left")
        mark = session.mark
        try session.send("fg\r")
        try session.expect("\u{1B}[?1049h", after: mark)
        try session.expectScreen("│ before")
        try session.expectScreen("2/6")
        try quitToShell(session, afterFg: true)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before")
    }

    /// Issue 31 item 7: after a Ctrl-O session in which a line is deleted and a word searched,
    /// with a vimrc that turns on every file vim can keep (viminfo, undo, backup, swap in a folder
    /// of their own), no file outside the data folder holds the words.
    func testVimKeepsNoHistoryOfTheWordsOutsideTheDataFolder() throws {
        for folder in ["undo", "backup", "swap"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let vimrc = """
            set nocompatible viminfo='100,<50,s10,h viminfofile=\(root)/.viminfo
            set undofile undodir=\(root)/undo backup writebackup backupdir=\(root)/backup directory=\(root)/swap//

            """
        try vimrc.write(toFile: root + "/.vimrc", atomically: true, encoding: .utf8)
        let session = try startInShell()
        try openVim(session)
        try session.send("Golemonsecret\u{1B}")
        try session.send("dd")
        try session.send("/before\r")
        try session.send(":w\r")
        try session.send(":wq\r")
        try session.expectScreen("│ before", timeout: 10)
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before")
        var holding: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let name = enumerator?.nextObject() as? String {
            guard name != "data", !name.hasPrefix("data/"), let bytes = FileManager.default.contents(atPath: root + "/" + name)
            else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("lemonsecret") || text.contains("before") { holding.append(name) }
        }
        XCTAssertEqual(holding, [], "vim kept the words outside the data folder")
    }

    /// `:wq` without a change keeps the field exactly, a final blank line included.
    func testVimWithoutChangeKeepsTrailingNewLine() throws {
        let session = try startInShell()
        try session.send(Keys.enter)
        let mark = session.mark
        try session.send(Keys.ctrlO)
        try session.expectPlain("2L, ", after: mark, timeout: 10)
        try session.send(":wq\r")
        try session.expectScreen("│ before")
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\n")
    }

    /// `:cq` without writing: the field is unchanged, and the wizard says why.
    func testVimCqLeavesFieldUnchanged() throws {
        let session = try startInShell()
        try openVim(session)
        try session.send("Gojunk\u{1B}")
        try session.send(":cq!\r")
        try session.expectScreen("status 1", timeout: 10)
        XCTAssertFalse(session.screen.contains("junk"), session.diagnostics())
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before")
    }

    /// `:w` then `:cq`: the field is unchanged, and what vim saved is one Ctrl-Y away.
    func testVimSavedThenFailedKeepsTextOneRedoAway() throws {
        let session = try startInShell()
        try openVim(session)
        try session.send("Gosaved\u{1B}")
        try session.send(":w\r")
        try session.send(":cq\r")
        try session.expectScreen("Ctrl-Y", timeout: 10)
        XCTAssertFalse(session.screen.contains("│ saved"), session.diagnostics())
        // Not in the field nor the draft yet: vim's file is kept, and the wizard says where.
        let kept = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasPrefix("kept-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        guard kept.count == 1 else { return }  // failed above
        XCTAssertEqual(try String(contentsOfFile: home + "/" + kept[0], encoding: .utf8), "before\nsaved\n")
        XCTAssertTrue(session.screen.contains("also kept in"), session.diagnostics())
        try session.send("\u{19}")  // Ctrl-Y
        try session.expectScreen("│ saved")
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\nsaved")
    }

    /// vim told to write Latin-1 (`:set fileencoding=latin1`): `café` is saved as `caf\xE9`. The
    /// words reach the field and the draft (the byte shows as U+FFFD), the wizard says so, and the
    /// file is kept, with vim's bytes, under the name it gives. (Before: "the field is
    /// unchanged" and the file was deleted.)
    func testVimSavingLatin1KeepsTheWordsAndTheFile() throws {
        // The test machine may have no UTF-8 locale: vim is told its own encoding.
        let session = try startInShell(vimArguments: " --cmd 'set encoding=utf-8'")
        try openVim(session)
        try session.send("Gocafé\u{1B}")
        try session.send(":set fileencoding=latin1\r")
        try session.send(":wq\r")
        try session.expectScreen("Not all the editor saved was UTF-8 text", timeout: 10)
        try session.expectScreen("│ caf\u{FFFD}")
        try session.expectScreen("│ before")
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), "before\ncaf\u{FFFD}")
        let kept = try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.hasPrefix("kept-") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
        guard kept.count == 1 else { return }  // failed above
        let bytes = try Data(contentsOf: URL(fileURLWithPath: home + "/" + kept[0]))
        XCTAssertEqual(Array(bytes), Array("before\ncaf".utf8) + [0xE9, 0x0A], "vim's bytes are kept as they were")
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: home).allSatisfy { !$0.hasPrefix(".edit-") })
    }

    /// `:r` of a long file in vim: the field gets all of it (not the first 2,000 characters),
    /// the counter shows it over the limit, and the step cannot be left until it is shortened.
    func testVimReadOfALongFileIsKeptWholeOverTheLimit() throws {
        let lines = (1...60).map { String(format: "line %02d of a long letter I never sent, kept word for word.", $0) }
        let longFile = root + "/letter.txt"
        try (lines.joined(separator: "\n") + "\n").write(toFile: longFile, atomically: true, encoding: .utf8)
        let expected = "before\n" + lines.joined(separator: "\n")
        XCTAssertGreaterThan(expected.count, 3_000)
        let session = try startInShell()
        try openVim(session)
        try session.send(":r \(longFile)\r")
        try session.send(":wq\r")
        try session.expectScreen("✗ The situation can be at most 2000 characters.", timeout: 10)
        try session.expectScreen("\(expected.count)/2000")
        try session.send(Keys.escape)
        try session.expectScreen("Enter write")
        try session.send("n")
        try session.expectScreen("✗ The situation can be at most 2000 characters.")
        XCTAssertTrue(session.screen.contains("2/6"), session.diagnostics())
        try quitToShell(session)
        XCTAssertEqual(content(try onlyDraft(), "situation"), expected)
    }
}
