import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 32: plain mode and the full screen are two faces of one model, so the same answers
/// save the same entry. Given once as a pty key script (`WizardKeyWalk`) and once as the lines
/// piped into `write --plain` (`QuestionWalk.plainInput`), in two fresh diaries, the two entry
/// files are compared byte for byte, the id and the times of saving masked (no variable fixes
/// the clock or the id).
final class EndToEndTwoFacesTests: EndToEndTestCase {
    /// The answers: the first emotion (unrated), every written field of the entry, and the date.
    static let texts: [DiaryField: String] = [
        .situation: "Missed the bus", .thought: "I always fail", .reeval: "Buses are late",
        .action: "Leave earlier", .actionPrediction: "I will be on time",
    ]
    static let date = "2026-11-20 09:30"

    /// An entry file's text with its id and the times it was saved (`createdAt`, `updatedAt`)
    /// masked: what must differ between two diaries.
    static func masked(_ text: String) -> String {
        text.replacingOccurrences(of: #""(id|createdAt|updatedAt)"(\s*):(\s*)"[^"]*""#,
                                  with: #""$1"$2:$3"…""#, options: .regularExpression)
    }

    /// The text of the only entry file in `folder`'s `entries`.
    func onlyEntryText(in folder: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/entries").filter { $0.hasSuffix(".json") }
        XCTAssertEqual(names.count, 1, "\(names)")
        let name = try XCTUnwrap(names.first)
        return try String(contentsOfFile: folder + "/entries/" + name, encoding: .utf8)
    }

    func testTheSameAnswersSaveTheSameEntryInBothFaces() throws {
        let utc = ["TZ": "UTC"]
        // The full screen, in `home`.
        let session = try spawn(["write"], environment: utc)
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answerTextSteps(Self.texts)
        try session.send(Keys.enter)
        try session.expectScreen("Enter confirm")
        try session.send("\u{15}")  // Ctrl-U: the date line emptied
        try session.type(Self.date)
        try session.expectScreen("Date: " + Self.date)
        try session.send(Keys.enter)
        try session.expectScreen("s save")
        try session.send("s")
        XCTAssertEqual(try session.waitForExit(), .exited(0), session.diagnostics())

        // Plain mode, in a second fresh diary.
        let plainHome = root + "/plain"
        var answers = Self.texts
        answers[.emotion] = "1"
        answers[.date] = Self.date
        let run = try runPlain(["write", "--plain"], input: try QuestionWalk(answers).plainInput(),
                               environment: utc.merging(["LEMONLOG_HOME": plainHome]) { $1 })
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)

        let full = try onlyEntryText(in: home)
        let plain = try onlyEntryText(in: plainHome)
        XCTAssertNotEqual(full, plain, "the ids and times differ before masking")
        XCTAssertTrue(full.contains("2026-11-20"), full)
        XCTAssertEqual(Self.masked(full), Self.masked(plain))
    }
}
