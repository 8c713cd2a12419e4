import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 24 with a passphrase-protected gpg key: the agent asks through pinentry, here a
/// scripted one (the Assuan protocol in a few lines of sh: a real curses pinentry cannot be
/// driven from a test) that logs what it was asked and for which terminal. The key is unlocked
/// while the store opens, before the wizard takes the terminal (raw mode, its first frame), on
/// the person's terminal (`GPG_TTY`, given to gpg when it is not set, as gpg's manual asks), and
/// the terminal is as it was after.
final class EndToEndPinentryTests: EndToEndTestCase {
    static let recipient = "locked@lemonlog.invalid"
    var gnupgHome: String { root + "/g" }
    var log: String { root + "/pinentry.log" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RequiredTool.path("gpg", install: ".ci/run installs gnupg")
        try FileManager.default.createDirectory(atPath: gnupgHome, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let pinentry = root + "/pinentry.sh"
        try """
        #!/bin/sh
        echo "OK ready"
        for arg in "$@"; do echo "arg $arg" >> '\(log)'; done
        while read -r command rest; do
            case "$command" in
                OPTION) echo "option $rest" >> '\(log)'; echo OK ;;
                GETPIN) echo "getpin" >> '\(log)'; echo "D secret"; echo OK ;;
                BYE) echo OK; exit 0 ;;
                *) echo OK ;;
            esac
        done
        """.write(toFile: pinentry, atomically: true, encoding: .utf8)
        chmod(pinentry, 0o755)
        try "pinentry-program \(pinentry)\n".write(toFile: gnupgHome + "/gpg-agent.conf", atomically: true, encoding: .utf8)
        try makeThrowawayKeyring(gnupgHome, name: "Locked <\(Self.recipient)>", passphrase: "secret")
        setenv("GNUPGHOME", gnupgHome, 1)
    }

    override func tearDownWithError() throws {
        stopAgent(gnupgHome)
        unsetenv("GNUPGHOME")
        try super.tearDownWithError()
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["GNUPGHOME": gnupgHome].merging(extra) { $1 })
    }

    func testThePassphraseIsAskedOnTheTerminalBeforeTheWizardTakesIt() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "locked words", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy"])
        try store.saveEntry(DiaryEntry(id: "10c4ed000001", createdAt: Date(), updatedAt: Date(), content: content))
        let encrypted = try runPlain(["encrypt", "--to", Self.recipient])
        XCTAssertEqual(encrypted.status, 0, encrypted.stderr)
        // The agent forgets the passphrase: the next command must ask for it again.
        XCTAssertEqual(Self.runProgram(["gpg-connect-agent", "reloadagent", "/bye"], environment: ["GNUPGHOME": gnupgHome]), 0)
        try? FileManager.default.removeItem(atPath: log)

        let session = try spawn(["write"])
        try session.expectScreen("1/6")
        let asked = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(asked.contains("getpin"), "asked before the first frame: \(asked)")
        let ttys = asked.split(separator: "\n").filter { $0.contains("ttyname") }
        XCTAssertFalse(ttys.isEmpty, "the agent was told the person's terminal: \(asked)")
        XCTAssertTrue(ttys.allSatisfy { $0.contains("/dev/pts/") }, asked)
        let mark = try Data(contentsOf: URL(fileURLWithPath: log)).count
        try session.send("q")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        XCTAssertEqual(session.terminalModes(), session.initialModes, "the terminal is as it was")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: log)).count, mark, "not asked again while the wizard ran")
        XCTAssertTrue(try runPlain(["list"]).stdout.contains("locked words"))
    }

    /// Completion lists ids while the person types a command line: it never starts pinentry there
    /// (issue 31: twice on the shell line), it reads what opens without a passphrase or nothing.
    func testCompletionsListingNeverAsksForAPassphrase() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: "locked words", thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy"])
        try store.saveEntry(DiaryEntry(id: "10c4ed000001", createdAt: Date(), updatedAt: Date(), content: content))
        XCTAssertEqual(try runPlain(["encrypt", "--to", Self.recipient]).status, 0)
        XCTAssertEqual(Self.runProgram(["gpg-connect-agent", "reloadagent", "/bye"], environment: ["GNUPGHOME": gnupgHome]), 0)
        try? FileManager.default.removeItem(atPath: log)
        for command in ["list", "drafts"] {
            let run = try runPlain([command], environment: ["LEMONLOG_NO_PASSPHRASE": "1"])
            XCTAssertNotEqual(run.status, 0, "nothing could be read without the passphrase: \(run.stdout)")
            XCTAssertFalse(run.stdout.contains("locked words"), run.stdout)
        }
        XCTAssertFalse(((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("getpin"), "no pinentry was started")
        // Without the setting the same command asks (the agent had forgotten: the test can fail).
        XCTAssertTrue(try runPlain(["list"]).stdout.contains("locked words"))
        XCTAssertTrue(try String(contentsOfFile: log, encoding: .utf8).contains("getpin"))
    }
}
