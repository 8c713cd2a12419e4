import Foundation
import LemonLogTestSupport
import XCTest

/// Issue 18 (small ones): a damaged or empty message table printed raw keys
/// (`error_prefixunknown_id`). Now a damaged key falls back to English on its own, and tables
/// with no message at all stop the program with one built-in line.
final class EndToEndMessageTableTests: EndToEndTestCase {
    var resources: String { root + "/resources" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: packageRoot + "/Resources", toPath: resources)
    }

    func table(_ language: String) -> String { resources + "/\(language).lproj/Localizable.strings" }

    /// Replaces `old` by `new` in a table of the copy.
    func damage(_ language: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: table(language), encoding: .utf8)
        XCTAssertTrue(text.contains(old), old)
        try text.replacingOccurrences(of: old, with: new).write(toFile: table(language), atomically: true, encoding: .utf8)
    }

    func show(_ language: String) throws -> PlainRun {
        try runPlain(["--lang", language, "show", "zzzz"], environment: ["LEMONLOG_RESOURCES": resources])
    }

    func testDamagedKeyFallsBackToEnglishAndTheRestStays() throws {
        // The Korean line of unknown_id loses its closing quote; a junk line is added to English.
        try damage("ko", "임시 저장이나 기록이 없어요.\";", "임시 저장이나 기록이 없어요.;")
        try damage("en", "\"error_prefix\"", "junk \"\n\"error_prefix\"")
        let korean = try show("ko")
        XCTAssertEqual(korean.status, 1)
        XCTAssertEqual(korean.stderr, "lemonlog: No draft or entry with id 'zzzz'.\n")
        let usage = try runPlain(["--lang", "ko", "show"], environment: ["LEMONLOG_RESOURCES": resources])
        XCTAssertTrue(usage.stderr.contains("사용법"), "the other Korean messages stay: \(usage.stderr)")
        let english = try show("en")
        XCTAssertEqual(english.stderr, "lemonlog: No draft or entry with id 'zzzz'.\n")
    }

    func testEmptyKoreanTableIsEnglish() throws {
        try Data().write(to: URL(fileURLWithPath: table("ko")))
        XCTAssertEqual(try show("ko").stderr, "lemonlog: No draft or entry with id 'zzzz'.\n")
    }

    func testNoMessageAnywhereIsOneBuiltInLine() throws {
        for content in ["", "garbage \"", "\u{FF}\u{FE}"] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: table("en")))
            let english = try show("en")
            XCTAssertEqual(english.status, 1)
            XCTAssertEqual(english.stderr, "lemonlog: the message table \(table("en")) is missing, empty or damaged; reinstall LemonLog.\n")
            XCTAssertFalse(english.stderr.contains("error_prefix"))
        }
        try Data().write(to: URL(fileURLWithPath: table("ko")))
        let korean = try show("ko")
        XCTAssertEqual(korean.status, 1)
        XCTAssertTrue(korean.stderr.contains("메시지 표"), korean.stderr)
        XCTAssertEqual(korean.stderr.split(separator: "\n").count, 1, korean.stderr)
    }
}
