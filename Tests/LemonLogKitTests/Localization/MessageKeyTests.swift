import Foundation
import Testing
@testable import LemonLogKit

@Suite("Message keys")
struct MessageKeyTests {
    /// `Sources/` of this package, found from this file's path.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every string literal passed straight to a localizer (`l("…"`, `localizer("…"`) in Sources.
    static func literalKeys() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"\b(?:l|localizer|L)\(\s*"([A-Za-z0-9_]+)"\s*[,)]"#)
        var keys = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                keys.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return keys
    }

    @Test("every key literal the code passes to a localizer exists in both tables")
    func literalKeysExist() throws {
        let keys = try Self.literalKeys()
        #expect(keys.count > 40, "the scan found \(keys.count) keys; is the pattern still right?")
        for language in Language.allCases {
            let table = LocalizationTables.table(for: language)
            let missing = keys.filter { table[$0] == nil }.sorted()
            #expect(missing.isEmpty, "\(language) lacks \(missing)")
        }
    }

    @Test("every key the key table names exists in both tables")
    func keyTableKeys() {
        let keys = WizardKeyBindings.all.map(\.help) + WizardKeyTable.sections.map(\.title)
            + ["keys_korean_title", "keys_label_character", "keys_label_paste"]
        for language in Language.allCases {
            let table = LocalizationTables.table(for: language)
            #expect(keys.filter { table[$0] == nil }.isEmpty, "\(language)")
        }
    }

    @Test("placeholders are filled in one pass: a value holding {name} is not filled again", arguments: [
        ("{a} and {b}", ["a": "{b}", "b": "B"], "{b} and B"),
        ("{a} and {b}", ["a": "x", "b": "{a}"], "x and {a}"),
        ("{reason}!", ["reason": "{reason}"], "{reason}!"),
        ("no {missing} here", ["a": "x"], "no {missing} here"),
        ("{{a}}", ["a": "1"], "{1}"),
        ("{a", ["a": "1"], "{a"),
        ("한 {a} 글", ["a": "둘"], "한 둘 글"),
    ])
    func singlePass(template: String, arguments: [String: String], expected: String) {
        #expect(Localizer.fill(template, arguments) == expected)
        let l = Localizer(language: .en, table: ["k": template], fallback: [:])
        for _ in 0..<5 { #expect(l("k", arguments) == expected) }
    }
}
