import Foundation
import Testing
@testable import LemonLogKit

/// The crisis words against a corpus of our own (`Tests/Fixtures/Care`): in each language, every
/// phrase of `crisis-*.txt` must be caught and no sentence of `ordinary-*.txt` may be, through
/// the one question every check asks, `CareCheck.hasCrisisWords`.
@Suite("Care corpus: every real one caught, no ordinary sentence")
struct CareCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Care")

    /// The texts of a corpus file: one a line, blank lines and `#` comments left out.
    static func corpus(_ name: String) throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
    }

    let check = CareCheck()

    @Test("every must-catch phrase is caught, named when it is not", arguments: ["en", "ko"])
    func caught(_ language: String) throws {
        let texts = try Self.corpus("crisis-\(language).txt")
        #expect(texts.count >= 60, "at least 60 phrases in \(language)")
        let missed = texts.filter { !check.hasCrisisWords($0) }
        #expect(missed.isEmpty, "missed (\(language)): \(missed)")
    }

    @Test("no ordinary sentence is caught, named when one is", arguments: ["en", "ko"])
    func ordinary(_ language: String) throws {
        let texts = try Self.corpus("ordinary-\(language).txt")
        #expect(texts.count >= 60, "at least 60 sentences in \(language)")
        let alarms = texts.map { ($0, check.crisisPhrases(in: $0)) }.filter { !$0.1.isEmpty }
        #expect(alarms.isEmpty, "false alarms (\(language)): \(alarms.map { "\($0.0) ← \($0.1.sorted())" })")
    }

    @Test("an exception hides the phrase inside it only: 죽을까 봐 is a worry, 죽을까 alone is not")
    func exceptions() {
        #expect(!check.hasCrisisWords("화분이 죽을까 봐 걱정"))
        #expect(check.hasCrisisWords("화분이 죽을까 봐 걱정. 그냥 나도 죽을까"))
        #expect(!check.hasCrisisWords("I was killing myself laughing"))
        #expect(check.hasCrisisWords("I was killing myself laughing, now I want to kill myself"))
    }
}
