import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A terminal that speaks EUC-KR (issue 18, item 19): Korean typed there is stored as UTF-8
/// 한글, and everything printed is in EUC-KR; a set iconv cannot convert is refused before
/// anything is read or written.
final class EndToEndCharsetTests: EndToEndTestCase {
    static let locale = "ko_KR.EUC-KR"
    static let hangulEUCKR: [UInt8] = [0xC7, 0xD1, 0xB1, 0xDB]  // 한글 in EUC-KR
    static let hangulUTF8 = Array("한글".utf8)

    /// Makes sure the EUC-KR locale exists (`localedef`, as .ci/run does), or skips with a
    /// clear line.
    override func setUpWithError() throws {
        try super.setUpWithError()
        if Self.isInstalled { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["localedef", "-i", "ko_KR", "-f", "EUC-KR", Self.locale]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        try RequiredTool.require(Self.isInstalled, "the locale \(Self.locale) is not installed and `localedef -i ko_KR -f EUC-KR \(Self.locale)` "
            + "could not make it (install the `locales` package, as .ci/run does)")
    }

    static var isInstalled: Bool {
        guard let locale = newlocale(LC_CTYPE_MASK, Self.locale, nil) else { return false }
        freelocale(locale)
        return true
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private func savedContents() -> [[String: Any]] {
        documents(in: "entries").values.compactMap { $0["content"] as? [String: Any] }
    }

    /// `show` on a terminal prints the entry in EUC-KR, not UTF-8.
    private func assertShowPrintsEUCKR(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let show = try spawn(["show", id], environment: ["LANG": Self.locale])
        XCTAssertEqual(try show.waitForExit(), .exited(0), show.diagnostics(), file: file, line: line)
        XCTAssertTrue(contains(show.output, Self.hangulEUCKR), "show did not print 한글 in EUC-KR" + show.diagnostics(),
                      file: file, line: line)
        XCTAssertFalse(contains(show.output, Self.hangulUTF8), "show printed UTF-8", file: file, line: line)
        // The Korean labels are EUC-KR too: 상황 (situation).
        XCTAssertTrue(contains(show.output, [0xBB, 0xF3, 0xC8, 0xB2]), "the labels are not in EUC-KR", file: file, line: line)
        // `read` hands its pages to the pager in the terminal's set too.
        let read = try spawn(["read"], environment: ["LANG": Self.locale, "PAGER": "cat"])
        XCTAssertEqual(try read.waitForExit(), .exited(0), read.diagnostics(), file: file, line: line)
        XCTAssertTrue(contains(read.output, Self.hangulEUCKR), "read did not page 한글 in EUC-KR" + read.diagnostics(),
                      file: file, line: line)
        XCTAssertFalse(contains(read.output, Self.hangulUTF8), "read paged UTF-8", file: file, line: line)
    }

    func testKoreanTypedInTheWizardIsStoredAsUTF8AndShownInEUCKR() throws {
        // English messages keep the screen checks readable; the typed text and the frames are EUC-KR.
        let session = try spawn(["write", "--lang", "en"], environment: ["LANG": Self.locale])
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        // Each answer is 한글 (in EUC-KR) then " stepN"; the walk gives the words, typed here.
        let answers: [DiaryField: String] = [.situation: "한글 step2", .thought: "한글 step3", .reeval: "한글 step4", .action: "한글 step5"]
        try walk.answerTextSteps(answers, type: { _, text in
            let words = String(text.dropFirst(2))
            let mark = session.mark
            // One read may cut a character in two: the second half comes in its own write.
            try session.send(Self.hangulEUCKR.prefix(3) + [])
            try session.send(Array(Self.hangulEUCKR.suffix(1)) + Array(words.utf8))
            try session.expectScreen(words.trimmingCharacters(in: .whitespaces))
            // The frame writer may draw 한 and 글 in two frames (the halves can arrive in two
            // reads), so each syllable is looked for on its own.
            let drawn = Array(session.output[mark...])
            XCTAssertTrue(self.contains(drawn, Array(Self.hangulEUCKR.prefix(2))) && self.contains(drawn, Array(Self.hangulEUCKR.suffix(2))),
                          "the field is not drawn in EUC-KR")
        })
        XCTAssertFalse(contains(session.output, Self.hangulUTF8), "UTF-8 reached an EUC-KR terminal")
        let mark = session.mark
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())
        let id = try printedID(after: "Saved entry", in: session.text(since: mark))

        let content = try XCTUnwrap(savedContents().first)
        XCTAssertEqual(content["situation"] as? String, "한글 step2")
        XCTAssertEqual(content["thought"] as? String, "한글 step3")
        XCTAssertEqual(content["reeval"] as? String, "한글 step4")
        XCTAssertEqual(content["action"] as? String, "한글 step5")
        try assertShowPrintsEUCKR(id)
    }

    func testKoreanTypedInPlainModeIsStoredAsUTF8() throws {
        let session = try spawn(["write", "--plain"], environment: ["LANG": Self.locale])
        // The Korean prompt for the first step, in EUC-KR: 감정 (emotion).
        try session.waitFor("the first step's prompt in EUC-KR") { contains(session.output, [0xB0, 0xA8, 0xC1, 0xA4]) }
        // Every question the step table asks (`QuestionWalk`), each answer marked by its field's
        // name: the marks are replaced by the Korean letters in EUC-KR, as the terminal sends them.
        let fields: [DiaryField] = [.situation, .thought, .reeval, .action]
        var answers: [DiaryField: String] = [.emotion: "1"]
        for field in fields { answers[field] = "@ " + field.rawValue }
        for line in try QuestionWalk(answers).plainLines(language: .ko) {
            let bytes = line.hasPrefix("@ ") ? Self.hangulEUCKR + Array(line.dropFirst(1).utf8) : Array(line.utf8)
            try session.send(bytes + [0x0A])
        }
        XCTAssertEqual(try session.waitForExit(timeout: 10), .exited(0), session.diagnostics())
        XCTAssertFalse(contains(session.output, Self.hangulUTF8), "UTF-8 reached an EUC-KR terminal")

        let content = try XCTUnwrap(savedContents().first, "nothing saved" + session.diagnostics())
        XCTAssertEqual(content["situation"] as? String, "한글 situation")
        XCTAssertEqual(content["thought"] as? String, "한글 thought")
        XCTAssertEqual(content["reeval"] as? String, "한글 reeval")
        XCTAssertEqual(content["action"] as? String, "한글 action")
        let id = try XCTUnwrap(documents(in: "entries").keys.first?.prefix(8))
        try assertShowPrintsEUCKR(String(id))
    }

    /// A set iconv does not know: one line, exit 1, no data folder made, no screen drawn.
    func testASetThatCannotBeConvertedIsRefusedBeforeAnything() throws {
        let list = try runPlain(["list"], environment: ["LANG": "ko_KR.NO-SUCH-SET"])
        XCTAssertEqual(list.status, 1)
        XCTAssertEqual(list.stdout, "")
        XCTAssertEqual(list.stderr, "lemonlog: the terminal's character set NO-SUCH-SET (from LC_ALL, LC_CTYPE or LANG) "
            + "cannot be converted; nothing was read or written. Use a UTF-8 locale (e.g. LANG=en_US.UTF-8) or one this "
            + "system knows.\n")
        let session = try spawn(["write"], environment: ["LANG": "ko_KR.NO-SUCH-SET"])
        XCTAssertEqual(try session.waitForExit(), .exited(1))
        XCTAssertFalse(session.text().contains("\u{1B}[?1049h"), "the screen was drawn" + session.diagnostics())
        XCTAssertTrue(session.text().contains("NO-SUCH-SET"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home), "the data folder was made")
    }
}
