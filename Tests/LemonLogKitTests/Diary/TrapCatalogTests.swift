import Foundation
import Testing
@testable import LemonLogKit

@Suite("Thinking-trap catalog")
struct TrapCatalogTests {
    static let keys = ["all_or_nothing", "overgeneralization", "mind_reading", "fortune_telling", "magnification",
                       "minimization", "catastrophizing", "emotional_reasoning", "should_statements", "labeling",
                       "self_blame", "other_blame"]
    static let korean = ["흑백논리", "지나친 일반화", "독심술", "예언자적 사고", "부정적 사고 극대화", "긍정적 사고 최소화",
                         "재앙화", "정서적 추론", "당위진술", "낙인찍기", "자책하기", "타인 비난하기"]

    @Test("the shipped catalog has every trap, in order, complete in both languages, on one line each")
    func complete() throws {
        let catalog = try TrapCatalog.shippedLoad.get()
        #expect(catalog == TrapCatalog.shipped)
        #expect(catalog.traps.map(\.key) == Self.keys)
        #expect(catalog.traps.map(\.ko) == Self.korean)
        for trap in catalog.traps {
            for language in [Language.en, .ko] {
                for text in [trap.label(language), trap.description(language), trap.question(language)] {
                    #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(trap.key) \(language)")
                    #expect(!text.contains("\n") && TextSanitizer.singleLine(text) == text, "\(trap.key): \(text)")
                }
            }
            #expect(trap.question.en.hasSuffix("?"), "\(trap.key)")
        }
    }

    @Test("an incomplete, empty or broken file says why", arguments: [
        ("not json", "{\"version\": 1, \"traps\": [", EmotionCatalogProblem.damaged),
        ("a question missing", #"{"version": 1, "traps": [{"key": "a", "en": "A", "ko": "가", "description": {"en": "d", "ko": "d"}}]}"#, .damaged),
        ("an empty label", #"{"version": 1, "traps": [{"key": "a", "en": " ", "ko": "가", "description": {"en": "d", "ko": "d"}, "question": {"en": "q", "ko": "q"}}]}"#, .damaged),
        ("no traps", #"{"version": 1, "traps": []}"#, .empty),
    ])
    func problems(name: String, content: String, expected: EmotionCatalogProblem) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("traps-\(UUID().uuidString).json")
        try Data(content.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: expected, "\(name)") { try TrapCatalog.load(contentsOf: url).get() }
    }

    @Test("blank means what trimming white space and new lines to nothing meant")
    func blank() {
        for text in ["", " ", "\t\n\r\u{0B}\u{0C}", "\u{85}", "\u{A0}\u{3000}\u{2028}\u{2029}\u{2003}\u{202F}\u{205F}\u{1680}"] {
            #expect(TrapCatalog.isBlank(text), "\(text.unicodeScalars.map(\.value))")
            #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        for text in ["a", " a ", " \u{301}", "\u{FEFF}", "가"] {
            #expect(!TrapCatalog.isBlank(text), "\(text.unicodeScalars.map(\.value))")
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        // Every scalar: the same set as Foundation's.
        var differ: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TrapCatalog.isBlank(String(Character(scalar))) != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differ.append(value)
            }
        }
        #expect(differ == [])
    }

    @Test("unknown keys show as themselves, after the known ones in catalog order")
    func ordered() {
        let catalog = TrapCatalog.shipped
        #expect(catalog.ordered(["labeling", "future.trap", "all_or_nothing"]) == ["all_or_nothing", "labeling", "future.trap"])
        #expect(catalog.label("future.trap", .ko) == "future.trap")
        #expect(catalog.label("mind_reading", .ko) == "독심술")
    }
}
