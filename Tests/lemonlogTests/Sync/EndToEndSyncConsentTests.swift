import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 31, cases 5 to 7, with the real binary, git and gpg (throwaway keyrings): a key added to
/// `recipients` by anyone who can push stops `sync` with one line naming it, nothing new is
/// sealed for it until the person accepts it; `encrypt` killed at seeded random points never lets
/// a plain file reach the remote; a diary decrypted after syncing is not sent plain unless asked.
final class EndToEndSyncConsentTests: EndToEndSyncGPGTestCase {
    static let marker = "Heron8Quill"
    static let owner = "owner@lemonlog.invalid"
    static let attacker = "mallory@evil.invalid"
    var attackerHome: String { root + "/m" }
    override var keyName: String { "Owner <\(Self.owner)>" }
    override var otherGnupgHomes: [String] { [attackerHome] }
    let day = Date(timeIntervalSince1970: 1_790_000_000)

    /// A program's status and standard output (`input` on its stdin).
    func capture(_ arguments: [String], input: Data = Data(), environment extra: [String: String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// The attacker's own keyring (Mallory), with the public key also in the owner's keyring (a
    /// colleague's key, say); the attacker's fingerprint.
    func makeAttacker() throws -> String {
        try makeThrowawayKeyring(attackerHome, name: "Mallory <\(Self.attacker)>")
        let exported = try capture(["gpg", "--batch", "--export", Self.attacker], environment: ["GNUPGHOME": attackerHome])
        XCTAssertEqual(try capture(["gpg", "--batch", "--import"], input: exported.output, environment: ["GNUPGHOME": gnupgHome]).status, 0)
        let listing = try capture(["gpg", "--batch", "--with-colons", "--list-keys", Self.attacker], environment: ["GNUPGHOME": attackerHome])
        let line = try XCTUnwrap(String(decoding: listing.output, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("fpr:") })
        let fields = line.split(separator: ":", omittingEmptySubsequences: false)
        return String(try XCTUnwrap(fields.dropFirst(9).first, "the fingerprint field of gpg's line: \(line)"))
    }

    /// Whether the sealed file at `path` opens with the keys of `keyring` alone.
    func opens(_ path: String, with keyring: String) throws -> Bool {
        let sealed = try Data(contentsOf: URL(fileURLWithPath: path))
        let body = sealed.dropFirst("LEMONLOG-SEALED gpg\n".count)
        let opened = try capture(["gpg", "--batch", "--quiet", "--decrypt"], input: Data(body), environment: ["GNUPGHOME": keyring])
        return opened.status == 0 && opened.output.range(of: Data(Self.marker.utf8)) != nil
    }

    func encryptAndSync() throws {
        try saveEntry(home, id: "aaaa00000001", situation: "first " + Self.marker, updated: day)
        let encrypted = try on(home, ["encrypt", "--to", Self.owner])
        XCTAssertEqual(encrypted.status, 0, encrypted.stderr)
        try sync(home, first: true)
    }

    /// Case 5: a key added on the remote stops the sync, named by fingerprint and user id; what
    /// is written meanwhile is sealed for the owner alone; after `--accept-recipients` it is not.
    func testAKeyAddedOnTheRemoteStopsSyncAndNothingIsSealedForItUntilAccepted() throws {
        try encryptAndSync()
        let fingerprint = try makeAttacker()
        try pushRecipients([Self.owner, fingerprint])
        let stopped = try on(home, ["sync"])
        XCTAssertEqual(stopped.status, 1)
        XCTAssertEqual(stopped.stdout, "")
        XCTAssertEqual(stopped.stderr.split(separator: "\n").count, 1, stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("added \(fingerprint) \"Mallory <\(Self.attacker)>\""), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("lemonlog sync --accept-recipients"), stopped.stderr)
        XCTAssertEqual(try String(contentsOfFile: home + "/recipients", encoding: .utf8), Self.owner + "\n", "not taken")
        // Written while the change waits: sealed for the owner only, and sync stops again.
        try saveEntry(home, id: "aaaa00000002", situation: "meanwhile " + Self.marker, updated: day + 60)
        XCTAssertTrue(try opens(home + "/entries/aaaa00000002.json", with: gnupgHome))
        XCTAssertFalse(try opens(home + "/entries/aaaa00000002.json", with: attackerHome), "nothing sealed for the attacker")
        XCTAssertEqual(try on(home, ["sync"]).status, 1)
        XCTAssertNil(remoteObjects().range(of: Data("aaaa00000002".utf8)), "nothing sent")
        // Accepted: taken, and what is written from now on is sealed for both.
        let accepted = try on(home, ["sync", "--accept-recipients"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(try String(contentsOfFile: home + "/recipients", encoding: .utf8), Self.owner + "\n" + fingerprint + "\n")
        try saveEntry(home, id: "aaaa00000003", situation: "after " + Self.marker, updated: day + 120)
        XCTAssertTrue(try opens(home + "/entries/aaaa00000003.json", with: attackerHome))
        XCTAssertEqual(try sync(home), "0 received, 1 sent, 0 kept both.\n")
    }

    /// Case 5, the owner's key replaced by the attacker's: refused, both named, nothing changes.
    func testReplacingTheOwnersKeyOnTheRemoteIsRefused() throws {
        try encryptAndSync()
        let fingerprint = try makeAttacker()
        try pushRecipients([fingerprint])
        let stopped = try on(home, ["sync"])
        XCTAssertEqual(stopped.status, 1)
        XCTAssertTrue(stopped.stderr.contains("added \(fingerprint)"), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("removed "), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("\"Owner <\(Self.owner)>\""), stopped.stderr)
        try saveEntry(home, id: "aaaa00000002", situation: "still mine " + Self.marker, updated: day + 60)
        XCTAssertTrue(try opens(home + "/entries/aaaa00000002.json", with: gnupgHome))
        XCTAssertTrue(try shown(home, "aaaa00000002").contains("still mine"))
        let korean = try on(home, ["sync", "--lang", "ko"])
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("lemonlog sync --accept-recipients") && korean.stderr.contains("추가"), korean.stderr)
    }

    /// A second machine joining an encrypted remote: one line names the keys, one command accepts.
    func testASecondMachineAcceptsTheRemotesKeysWithOneCommand() throws {
        try encryptAndSync()
        let first = try on(machineB, ["sync", "--remote", remote])
        XCTAssertEqual(first.status, 1)
        XCTAssertTrue(first.stderr.contains("\"Owner <\(Self.owner)>\"") && first.stderr.contains("removed none"), first.stderr)
        XCTAssertEqual(try on(machineB, ["sync", "--accept-recipients"]).stdout, "1 received, 0 sent, 0 kept both.\n")
        XCTAssertTrue(try shown(machineB, "aaaa00000001").contains("first " + Self.marker))
        XCTAssertEqual(try sync(machineB), "0 received, 0 sent, 0 kept both.\n")
    }

    /// Case 6: `encrypt` killed (SIGKILL) at seeded random points of a diary with many images,
    /// then a first `sync`: it refuses with one line naming a plain file, or sends only sealed
    /// ones; the next `encrypt` finishes, and the remote never holds a plain byte of any file.
    func testEncryptKilledAtRandomPointsNeverLetsAPlainFileReachTheRemote() throws {
        var random = SeededRandom(seed: 0x31_6)
        let pictures = root + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        var refused = 0
        for round in 0..<5 {
            let folder = root + "/r\(round)", target = root + "/r\(round).git"
            XCTAssertEqual(git(["init", "-q", "--bare", target]).status, 0)
            let store = try DiaryStore(directory: URL(fileURLWithPath: folder))
            for number in 0..<4 {
                let id = String(format: "dddd%04d%04d", round, number)
                var images: [ImageAttachment] = []
                for picture in 0..<4 {
                    let path = pictures + "/\(round)-\(number)-\(picture)-letter.png"
                    try (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("\(Self.marker) \(id) \(picture)".utf8))
                        .write(to: URL(fileURLWithPath: path))
                    images.append(try store.importImage(at: path, ownerID: id))
                }
                try saveEntry(folder, id: id, situation: "entry " + Self.marker, updated: day, images: images)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
            process.arguments = ["encrypt", "--to", Self.owner]
            process.environment = environment(["LEMONLOG_HOME": folder])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A random point after encrypt began (it writes the accepted keys first), not a guess
            // at how long it takes to begin on a busy machine; now and then a kill before that.
            if random.uniform(0, 1) < 0.8 {
                let deadline = Date().addingTimeInterval(30)
                while process.isRunning, !FileManager.default.fileExists(atPath: folder + "/accepted-recipients"),
                      Date() < deadline {
                    usleep(1_000)
                }
            }
            usleep(UInt32(random.uniform(0, 0.3) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // Killed before it wrote anything (its first check of the key): the diary is plain, as
            // the person left it, and it is encrypted again from the start.
            let started = FileManager.default.fileExists(atPath: folder + "/accepted-recipients")
            if started {
                let synced = try on(folder, ["sync", "--remote", target])
                if synced.status != 0 {
                    refused += 1
                    XCTAssertTrue(synced.stderr.contains("is not encrypted yet: run lemonlog encrypt again"), synced.stderr)
                    XCTAssertEqual(synced.stderr.split(separator: "\n").count, 1, synced.stderr)
                }
                XCTAssertNil(git(["cat-file", "--batch-all-objects", "--batch"], in: target).output.range(of: Data(Self.marker.utf8)),
                             "round \(round): nothing plain reached the remote")
            }
            let finished = try on(folder, started ? ["encrypt"] : ["encrypt", "--to", Self.owner])
            XCTAssertEqual(finished.status, 0, finished.stderr)
            XCTAssertEqual(try on(folder, ["sync", "--remote", target]).status, 0)
            let objects = git(["cat-file", "--batch-all-objects", "--batch"], in: target).output
            XCTAssertGreaterThan(objects.count, 4000, "round \(round): every file sent")
            XCTAssertNil(objects.range(of: Data(Self.marker.utf8)), "round \(round): the remote holds sealed files only")
        }
        XCTAssertGreaterThan(refused, 0, "at least one kill left a plain file that sync refused")
    }

    /// Case 7: `decrypt` of a synced encrypted diary, then `sync`: refused with one line, nothing
    /// sent; `sync --allow-plain` sends it plain, as asked.
    func testADiaryDecryptedAfterSyncingIsNotSentPlainUnlessAsked() throws {
        try encryptAndSync()
        XCTAssertEqual(try on(home, ["decrypt"]).status, 0)
        let refused = try on(home, ["sync"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("lemonlog sync --allow-plain"), refused.stderr)
        XCTAssertNil(remoteObjects().range(of: Data(Self.marker.utf8)), "nothing plain was sent")
        XCTAssertTrue(try shown(home, "aaaa00000001").contains(Self.marker), "the diary is untouched")
        let korean = try on(home, ["sync", "--lang", "ko"])
        XCTAssertTrue(korean.stderr.contains("평문"), korean.stderr)
        let asked = try on(home, ["sync", "--allow-plain"])
        XCTAssertEqual(asked.status, 0, asked.stderr)
        XCTAssertNotNil(remoteObjects().range(of: Data(Self.marker.utf8)), "sent plain, as asked")
    }

    /// Every name under `folder` (relative paths), `.git` left out.
    func names(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { !$0.hasPrefix(".git") }
    }

    /// Case 8: with encryption on, image names say nothing: on disk, in git's index and in the
    /// remote's trees, after `encrypt` killed at seeded random points and run again, for an
    /// attached image, a Day One photo's `filename` and an image added afterwards; the export
    /// names each image by its own name, kept inside the sealed entry.
    func testImageNamesSayNothingOnceEncrypted() throws {
        let words = ["divorce", "custody", "IMG_"]
        let pictures = root + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try (png + Data("letter".utf8)).write(to: URL(fileURLWithPath: pictures + "/divorce-lawyer-letter.png"))
        try (png + Data("notes".utf8)).write(to: URL(fileURLWithPath: pictures + "/custody-notes.png"))
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        let letter = try store.importImage(at: pictures + "/divorce-lawyer-letter.png", ownerID: "aaaa00000001")
        try saveEntry(home, id: "aaaa00000001", situation: "letter " + Self.marker, updated: day, images: [letter])
        let dayOne = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/dayone/export").path
        XCTAssertEqual(try runPlain(["import", dayOne]).status, 0)
        XCTAssertFalse(names(under: home + "/images").filter { name in words.contains { name.contains($0) } }.isEmpty, "named by the words before")
        let count = try runPlain(["list"]).stdout.split(separator: "\n").count
        var random = SeededRandom(seed: 0x31_8)
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try LemonLogBinary.path())
            process.arguments = ["encrypt", "--to", Self.owner]
            process.environment = environment()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(random.uniform(0.1, 1.0) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let listed = try runPlain(["list"])
            XCTAssertEqual(listed.stdout.split(separator: "\n").count, count, listed.stderr)
            XCTAssertTrue(try runPlain(["show", "aaaa00000001"]).stdout.contains("letter " + Self.marker))
        }
        let finished = try runPlain(["encrypt", "--to", Self.owner])
        XCTAssertEqual(finished.status, 0, finished.stderr)
        let added = try DiaryStore(directory: URL(fileURLWithPath: home)).importImage(at: pictures + "/custody-notes.png", ownerID: "aaaa00000002")
        try saveEntry(home, id: "aaaa00000002", situation: "notes", updated: day, images: [added])
        try sync(home, first: true)
        let onDisk = names(under: home)
        let inGit = String(decoding: git(["ls-files"], in: home).output, as: UTF8.self)
        let onRemote = String(decoding: git(["ls-tree", "-r", "--name-only", "main"], in: remote).output, as: UTF8.self)
        XCTAssertTrue(onRemote.contains("images/aaaa00000001/1.png"), onRemote)
        for word in words {
            XCTAssertEqual(onDisk.filter { $0.contains(word) }, [], "no name on disk holds \(word)")
            XCTAssertFalse(inGit.contains(word), inGit)
            XCTAssertFalse(onRemote.contains(word), onRemote)
        }
        XCTAssertEqual(filesHolding(Self.marker), [])
        // The export names each image by its own name, kept in the sealed entry.
        let out = root + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let exported = try runPlain(["export", "--format", "markdown", "-o", out + "/diary.md"])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let exportedNames = names(under: out)
        for name in ["divorce-lawyer-letter.png", "custody-notes.png", "IMG_8615.PNG"] {
            XCTAssertTrue(exportedNames.contains { $0.hasSuffix("/" + name) }, "\(name) in \(exportedNames)")
        }
    }

    /// Case 8, the state a rename killed between its two steps leaves (the neutral name linked,
    /// the entry still naming the old one): the diary opens, and the next `encrypt` finishes.
    func testARenameStoppedHalfWayIsFinishedByTheNextEncrypt() throws {
        let pictures = root + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        try (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("letter".utf8))
            .write(to: URL(fileURLWithPath: pictures + "/divorce-lawyer-letter.png"))
        let letter = try DiaryStore(directory: URL(fileURLWithPath: home)).importImage(at: pictures + "/divorce-lawyer-letter.png", ownerID: "aaaa00000001")
        try saveEntry(home, id: "aaaa00000001", situation: "letter " + Self.marker, updated: day, images: [letter])
        let folder = home + "/images/aaaa00000001"
        XCTAssertEqual(link(folder + "/1-divorce-lawyer-letter.png", folder + "/1.png"), 0)
        XCTAssertTrue(try runPlain(["show", "aaaa00000001"]).stdout.contains("divorce-lawyer-letter.png"))
        let finished = try runPlain(["encrypt", "--to", Self.owner])
        XCTAssertEqual(finished.status, 0, finished.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["1.png"])
        let entry = try DiaryStore(directory: URL(fileURLWithPath: home)).entries().entries.first
        XCTAssertEqual(entry?.content.images.map(\.storedPath), ["images/aaaa00000001/1.png"])
        XCTAssertEqual(entry?.content.images.map(\.name), ["divorce-lawyer-letter.png"])
        XCTAssertEqual(try runPlain(["encrypt"]).status, 0, "and again: nothing left to do")
    }
}
