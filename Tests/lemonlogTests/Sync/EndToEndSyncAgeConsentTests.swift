import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 31, case 5 with age: an age recipient added to `recipients` by anyone who can push
/// stops `sync` with one line naming it; nothing new is sealed for it until the person accepts
/// it. The real binary, git and age, throwaway `age-keygen` keys.
final class EndToEndSyncAgeConsentTests: EndToEndSyncTestCase {
    static let marker = "Puffin3Lantern"
    var identity: String { root + "/owner-key.txt" }
    var attackerIdentity: String { root + "/attacker-key.txt" }
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RequiredTool.path("age", install: ".ci/run installs age")
        try RequiredTool.path("age-keygen", install: ".ci/run installs age")
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["LEMONLOG_AGE_IDENTITY": identity].merging(extra) { $1 })
    }

    /// A new age key in `path`; its recipient (`age1…`), from `age-keygen -y`.
    func makeKey(_ path: String) throws -> String {
        XCTAssertEqual(Self.runProgram(["age-keygen", "-o", path]), 0)
        let key = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        return String(line.dropFirst("# public key: ".count))
    }

    /// Whether the sealed entry file at `path` opens with the identity file `key` alone.
    func opens(_ path: String, with key: String) throws -> Bool {
        let sealed = try Data(contentsOf: URL(fileURLWithPath: path))
        let body = root + "/body.age"
        try sealed.dropFirst("LEMONLOG-SEALED age\n".count).write(to: URL(fileURLWithPath: body))
        return Self.runProgram(["age", "--decrypt", "--identity", key, "-o", root + "/opened", body]) == 0
    }

    func testAnAgeRecipientAddedOnTheRemoteStopsSyncAndNothingIsSealedForItUntilAccepted() throws {
        let owner = try makeKey(identity), attacker = try makeKey(attackerIdentity)
        try saveEntry(home, id: "aaaa00000001", situation: "first " + Self.marker, updated: day)
        XCTAssertEqual(try on(home, ["encrypt", "--to", owner]).status, 0)
        try sync(home, first: true)
        try pushRecipients([owner, attacker])
        let stopped = try on(home, ["sync"])
        XCTAssertEqual(stopped.status, 1)
        XCTAssertEqual(stopped.stderr.split(separator: "\n").count, 1, stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("added \(attacker); removed none"), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("lemonlog sync --accept-recipients"), stopped.stderr)
        try saveEntry(home, id: "aaaa00000002", situation: "meanwhile " + Self.marker, updated: day + 60)
        XCTAssertTrue(try opens(home + "/entries/aaaa00000002.json", with: identity))
        XCTAssertFalse(try opens(home + "/entries/aaaa00000002.json", with: attackerIdentity), "nothing sealed for the attacker")
        XCTAssertEqual(try on(home, ["sync"]).status, 1, "still stopped")
        XCTAssertEqual(try on(home, ["sync", "--accept-recipients"]).status, 0)
        try saveEntry(home, id: "aaaa00000003", situation: "after " + Self.marker, updated: day + 120)
        XCTAssertTrue(try opens(home + "/entries/aaaa00000003.json", with: attackerIdentity), "accepted: sealed for it too")
    }
}
