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

/// The age engine without age: which engine a recipient is for, age's error lines as one
/// failure each, and where the identity file is looked for.
@Suite("age engine")
struct AgeEngineTests {
    @Test("age1… recipients are age's, anything else gpg's; a diary never mixes them")
    func engines() throws {
        #expect(try CryptEngine.of(["age1abc", "age1def"], subject: "r") == .age)
        #expect(try CryptEngine.of(["alice@example.org", "BEEF1234"], subject: "r") == .gpg)
        #expect(throws: CryptError(.mixedEngines, subject: "r")) { try CryptEngine.of(["age1abc", "alice@example.org"], subject: "r") }
        #expect(SealedBytes.engine(of: CryptEngine.age.magic + Data([1])) == .age)
        #expect(SealedBytes.engine(of: SealedBytes.magic + Data([1])) == .gpg)
        for engine in [CryptEngine.gpg, .age] {
            #expect(engine.magic == Data("LEMONLOG-SEALED \(engine.rawValue)\n".utf8))
            #expect(SealedBytes.engine(of: engine.magic) == engine)
            #expect(SealedBytes.engine(of: engine.magic.dropLast()) == nil, "a cut first line is not sealed")
        }
        #expect(SealedBytes.engine(of: Data("LEMONLOG-SEALED xyz\n".utf8)) == nil)
        #expect(SealedBytes.engine(of: Data()) == nil)
    }

    @Test("age's error lines become one failure each", arguments: [
        ("age: error: unknown recipient type: \"bogus\"\n", CryptError.Failure.recipientNotFound, "bogus"),
        ("age: error: malformed recipient \"age1qq\": invalid checksum\n", .recipientNotFound, "age1qq"),
        ("age: error: no identity matched any of the recipients\n", .wrongKey, "f"),
        ("age: error: reading \"k\": failed to read \"k\": error at line 1: unknown identity type\n", .badIdentity, "/id"),
        ("age: error: failed to read header: parsing age header: unexpected intro\n", .failed, "f"),
    ])
    func classification(errors: String, expected: CryptError.Failure, subject: String) {
        let error = AgeEngine.failure(PipedProgram.Result(status: 1, output: Data(), errors: Data(errors.utf8)), subject: "f", identity: "/id")
        #expect(error.failure == expected)
        #expect(error.engine == .age)
        #expect(error.subject == subject)
    }

    @Test("a kept file sealed for an encrypted diary is named for its engine, and still the store's own")
    func keptNames() {
        let date = Date(timeIntervalSince1970: 1_795_262_400)
        let name = ScratchFile.keptName(draftID: "d1d1d1d1d1d1", field: .reeval, at: date, attempt: 2, sealedWith: .age)
        #expect(name == "kept-d1d1d1d1d1d1-reeval-20261121-120000-2.txt.age")
        #expect(ScratchFile.isKeptName(name))
        #expect(ScratchFile.isKeptName("kept-d1d1d1d1d1d1-reeval-20261121-120000.txt.gpg"))
        #expect(!ScratchFile.isKeptName("kept-notes.txt.gpg"))
        #expect(!ScratchFile.isKeptName("kept-d1d1d1d1d1d1-reeval-20261121-120000.txt.gpg.gpg"))
    }

    @Test("the identity: LEMONLOG_AGE_IDENTITY, else the config folder's age-identity if there")
    func identity() throws {
        #expect(AgeEngine.identityPath(environment: ["LEMONLOG_AGE_IDENTITY": "/k", "HOME": "/nowhere"]) == "/k")
        #expect(AgeEngine.identityPath(environment: ["HOME": "/nowhere-at-all"]) == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("age-id-\(UUID().uuidString.prefix(8))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/lemonlog", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/lemonlog/age-identity", contents: Data()))
        #expect(AgeEngine.identityPath(environment: ["XDG_CONFIG_HOME": folder, "HOME": "/nowhere"]) == folder + "/lemonlog/age-identity")
        #expect(AgeEngine.identityPath(environment: ["LEMONLOG_AGE_IDENTITY": "", "XDG_CONFIG_HOME": folder]) == folder + "/lemonlog/age-identity")
    }
}
