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
        try RequiredTool.path("age", install: ".ci/run installs age")
        try RequiredTool.path("age-keygen", install: ".ci/run installs age")
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
        XCTAssertEqual(Self.runProgram(["age-keygen", "-o", path]), 0)
        let key = try String(contentsOfFile: path, encoding: .utf8)
        let line = try XCTUnwrap(key.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        return String(line.dropFirst("# public key: ".count))
    }

    func saveEntry() throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        var content = DiaryContent(situation: Self.marker, thought: "t", reeval: "r", action: "a", date: Date())
        content.setEmotions(["joy"])
        try store.saveEntry(DiaryEntry(id: "5eed00000001", createdAt: Date(), updatedAt: Date(), content: content))
    }
}
