import Foundation
import Testing
@testable import LemonLogKit

/// Issue 24's engine without gpg: how gpg's status lines and messages become one failure each,
/// the recipients file's lines, and the envelope that tells a sealed file from a plain one.
@Suite("Encryption engine")
struct CryptEngineTests {
    static func result(_ errors: String, status: Int32 = 2) -> PipedProgram.Result {
        PipedProgram.Result(status: status, output: Data(), errors: Data(errors.utf8))
    }

    @Test("gpg's words become one failure each", arguments: [
        ("[GNUPG:] INV_RECP 0 nobody@example.org\ngpg: nobody@example.org: skipped: No public key\n", true, CryptError.Failure.recipientNotFound),
        ("[GNUPG:] ENC_TO 1234 1 0\n[GNUPG:] PINENTRY_LAUNCHED 1\ngpg: public key decryption failed: Operation cancelled\n[GNUPG:] ERROR pkdecrypt_failed 83886179\n", false, .agentUnavailable),
        ("gpg: can't connect to the agent: IPC connect call failed\n", false, .agentUnavailable),
        ("[GNUPG:] NODATA 2\ngpg: decrypt_message failed: Unknown system error\n", false, .failed),
    ])
    func classification(errors: String, sealing: Bool, expected: CryptError.Failure) {
        #expect(GPGEngine.failure(Self.result(errors), subject: "f", sealing: sealing).failure == expected)
    }

    @Test("a recipient not found is named")
    func recipientNamed() {
        let error = GPGEngine.failure(Self.result("[GNUPG:] INV_RECP 0 nobody@example.org\n"), subject: "x", sealing: true)
        #expect(error.subject == "nobody@example.org")
    }

    @Test("gpg's own last line is kept for anything else, without its 'gpg:' prefix")
    func otherFailure() {
        let error = GPGEngine.failure(Self.result("[GNUPG:] NODATA 2\ngpg: decrypt_message failed: Unknown system error\n"), subject: "f", sealing: false)
        #expect(error.detail == "decrypt_message failed: Unknown system error")
    }

    @Test("the recipients file: one per line, blank lines and # comments (the resealing mark) ignored")
    func recipients() {
        let text = DiaryRecipients.resealingMark + "\n  alice@example.org \n\n# a note\nBEEF1234\n"
        #expect(DiaryRecipients.parse(Data(text.utf8)) == ["alice@example.org", "BEEF1234"])
    }

    @Test("only the envelope's first line marks a sealed file: JSON and images are plain")
    func envelope() throws {
        #expect(SealedBytes.isSealed(SealedBytes.magic + Data([0x85, 0x01])))
        #expect(!SealedBytes.isSealed(Data("{\"version\":4}".utf8)))
        #expect(!SealedBytes.isSealed(Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(!SealedBytes.isSealed(Data("LEMONLOG-SEALED".utf8)))
        #expect(try SealedBytes.open(Data("{}".utf8), subject: "f") == Data("{}".utf8))
    }
}
