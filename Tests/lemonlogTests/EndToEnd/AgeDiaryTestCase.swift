import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The base of the tests of an age-encrypted diary through the real binary and the real `age`
/// (issue 24): a throwaway `age-keygen` key named by LEMONLOG_AGE_IDENTITY (for the binary and
/// for the test's own store), and reading every byte under the data folder.
class AgeDiaryTestCase: EndToEndTestCase {
    static let marker = "Quokka4Lantern"
    var identity: String { root + "/age-key.txt" }
    var recipient = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard Self.run(["age", "--version"]) != nil, Self.run(["age-keygen", "--help"]) != nil else {
            throw XCTSkip("age is not installed (.ci/run installs age)")
        }
        recipient = try makeKey(identity)
        // For the test's own DiaryStore (reading drafts back), as for the binary.
        setenv("LEMONLOG_AGE_IDENTITY", identity, 1)
    }

    override func tearDownWithError() throws {
        unsetenv("LEMONLOG_AGE_IDENTITY")
        try super.tearDownWithError()
    }

    override func environment(_ extra: [String: String] = [:]) -> [String: String] {
        super.environment(["LEMONLOG_AGE_IDENTITY": identity].merging(extra) { $1 })
    }

    /// A new age key in `path`; its recipient (`age1…`).
    func makeKey(_ path: String) throws -> String {
        XCTAssertEqual(Self.run(["age-keygen", "-o", path]), 0)
        let key = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        return String(line.dropFirst("# public key: ".count))
    }

    /// Runs a program (looked up in PATH); its status, or nil if it cannot start.
    @discardableResult
    static func run(_ arguments: [String]) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 127 ? nil : process.terminationStatus
    }

    /// Every regular file under the data folder (its path and bytes).
    func everyFile() -> [(String, Data)] {
        let enumerator = FileManager.default.enumerator(atPath: home)
        var files: [(String, Data)] = []
        while let name = enumerator?.nextObject() as? String {
            var info = stat()
            guard lstat(home + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files.append((name, (try? Data(contentsOf: URL(fileURLWithPath: home + "/" + name))) ?? Data()))
        }
        return files
    }

    func filesHolding(_ word: String) -> [String] {
        everyFile().filter { $0.1.range(of: Data(word.utf8)) != nil }.map(\.0)
    }

    func saveEntry() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: Self.marker, thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy"])
        try store.saveEntry(DiaryEntry(id: "5eed00000001", createdAt: Date(), updatedAt: Date(), content: content))
    }
}
