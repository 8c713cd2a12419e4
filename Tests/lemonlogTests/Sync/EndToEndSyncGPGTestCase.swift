import Foundation
import LemonLogTestSupport
import XCTest

/// Sync tests on a gpg-encrypted diary: the two machines of `EndToEndSyncTestCase` share one
/// throwaway GnuPG home (`gnupgHome`) with a key for `keyName`, given to every `lemonlog` run;
/// the agents of it and of `otherGnupgHomes` are stopped after each test.
class EndToEndSyncGPGTestCase: EndToEndSyncTestCase {
    var gnupgHome: String { root + "/g" }
    /// The user id of the throwaway key.
    var keyName: String { "LemonLog Test <\(EndToEndEncryptionTests.recipient)>" }
    /// Other GnuPG homes a test makes (an attacker's), whose agents are stopped too.
    var otherGnupgHomes: [String] { [] }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try RequiredTool.path("gpg", install: ".ci/run installs gnupg")
        try makeThrowawayKeyring(gnupgHome, name: keyName)
        setenv("GNUPGHOME", gnupgHome, 1)
    }

    override func tearDownWithError() throws {
        for folder in [gnupgHome] + otherGnupgHomes where FileManager.default.fileExists(atPath: folder) { stopAgent(folder) }
        unsetenv("GNUPGHOME")
        try super.tearDownWithError()
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["GNUPGHOME": gnupgHome].merging(extra) { $1 })
    }
}
