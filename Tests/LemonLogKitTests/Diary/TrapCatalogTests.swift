import Foundation
import Testing
@testable import LemonLogKit

@Suite("Thinking-trap catalog")
struct TrapCatalogTests {
    /// The mental filter (issue 30) comes last, so the numbers plain mode and scripts use for the
    /// traps before it stay as they were.
    static let keys = ["all_or_nothing", "overgeneralization", "mind_reading", "fortune_telling", "magnification",
                       "minimization", "catastrophizing", "emotional_reasoning", "should_statements", "labeling",
                       "self_blame", "other_blame", "mental_filter"]
    /// A plain label and, in parentheses, the clinical term client and therapist share (issue 20, item 5).
    static let korean = ["흑백논리 (이분법적 사고)", "지나친 일반화 (과잉일반화)", "속마음 넘겨짚기 (독심술)",
                         "앞일 단정하기 (예언자적 사고)", "나쁜 점 부풀리기 (과장)",
                         "긍정적인 면 깎아내리기 (긍정 격하)", "최악으로 단정하기 (파국화)", "느낌을 사실로 여기기 (감정적 추론)", "해야 한다는 규칙 (당위적 진술)",
                         "딱지 붙이기 (낙인찍기)", "내 탓으로 돌리기 (개인화)", "남 탓하기 (타인 비난)", "한 가지만 보기 (정신적 여과)"]

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
        #expect(catalog.label("mind_reading", .ko) == "속마음 넘겨짚기 (독심술)")
    }
}

@Suite("Thinking-trap names: plain and clinical")
struct TrapNamePartsTests {
    @Test("a Korean label answers to the whole, the plain part or the clinical term, spaces aside",
          arguments: [("과잉일반화", "overgeneralization"), ("지나친 일반화", "overgeneralization"),
                      ("긍정 격하", "minimization"), ("긍정적인 면 깎아내리기", "minimization"),
                      ("긍정적인 면 깎아내리기 (긍정 격하)", "minimization"), ("감정적추론", "emotional_reasoning"),
                      ("당위적 진술", "should_statements"), ("개인화", "self_blame"), ("자책하기", "self_blame"),
                      ("독심술", "mind_reading"), ("파국화", "catastrophizing"), ("내 탓으로 돌리기", "self_blame"),
                      ("최악으로 단정하기", "catastrophizing"), ("정신적 여과", "mental_filter"),
                      ("한 가지만 보기", "mental_filter"), ("Mental filter", "mental_filter")])
    func parts(name: String, key: String) {
        #expect(TrapCatalog.shipped.key(named: name) == key)
    }

    @Test("the clinician's words (issue 30, item 7): the labels in both languages, and the new mental filter with its question")
    func cliniciansWords() throws {
        let catalog = TrapCatalog.shipped
        #expect(catalog.label("minimization", .en) == "Discounting the positive")
        #expect(catalog.label("self_blame", .en) == "Personalization (self-blame)")
        #expect(catalog.label("catastrophizing", .ko) == "최악으로 단정하기 (파국화)")
        let filter = try #require(catalog.trap("mental_filter"))
        #expect(filter.label(.en) == "Mental filter")
        #expect(filter.question.en == "What are you leaving out?")
        #expect(filter.question.ko == "빠뜨린 다른 부분은 없나요?")
    }

    @Test("an old label keeps naming its trap, whole or in part, in either language",
          arguments: [("최악을 떠올리기 (파국화)", "catastrophizing"), ("최악을 떠올리기", "catastrophizing"),
                      ("최악을떠올리기", "catastrophizing"), ("Minimizing the positive", "minimization"),
                      ("minimizing the positive", "minimization"), ("Self-blame", "self_blame"),
                      ("자책하기 (개인화)", "self_blame")])
    func oldLabels(name: String, key: String) {
        #expect(TrapCatalog.shipped.key(named: name) == key)
        #expect(FilterInput().trapKeys(name) == [key])
    }

    @Test("an old label is never shown: the label in both languages is the new one")
    func oldLabelsNotShown() throws {
        for trap in TrapCatalog.shipped.traps {
            for alias in trap.aliases { #expect(![trap.en, trap.ko].contains(alias), "\(trap.key)") }
        }
        let emotions = EmotionCatalog.shipped
        #expect(emotions.label("sadness.numb", .ko) == "감각이 무뎌진")
        #expect(FilterInput().emotionKeys("무기력한") == ["sadness.numb"])
        #expect(FilterInput().emotionKeys("감각이 무뎌진") == ["sadness.numb"])
    }

    @Test("aliases are read from a catalog file, and a catalog without them reads as before")
    func aliasesRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("traps-\(UUID().uuidString).json")
        try Data(#"{"version": 1, "traps": [{"key": "a", "en": "A", "ko": "가 (나)", "aliases": ["Old A", "옛 가 (옛 나)"], "description": {"en": "d", "ko": "d"}, "question": {"en": "q?", "ko": "q"}}, {"key": "b", "en": "B", "ko": "다", "description": {"en": "d", "ko": "d"}, "question": {"en": "q?", "ko": "q"}}]}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try TrapCatalog.load(contentsOf: url).get()
        #expect(catalog.trap("a")?.aliases == ["Old A", "옛 가 (옛 나)"])
        #expect(catalog.trap("b")?.aliases == [])
        #expect(catalog.key(named: "old a") == "a")
        #expect(catalog.key(named: "옛 가") == "a")
    }

    @Test("a part of a part, or an old label that meant the wrong thing, names nothing",
          arguments: ["일반화", "긍정", "긍정적 사고 최소화", "("])
    func notAName(name: String) {
        #expect(TrapCatalog.shipped.key(named: name) == nil)
    }

    @Test("the four trap questions the reviewer found risky are reworded; blaming others asks only if it is safe and fair")
    func questions() throws {
        let catalog = TrapCatalog.shipped
        let overgeneralization = try #require(catalog.trap("overgeneralization"))
        #expect(!overgeneralization.question.en.contains("really always"))
        let should = try #require(catalog.trap("should_statements"))
        #expect(!should.question.en.hasPrefix("Who made this rule?"))
        let minimization = try #require(catalog.trap("minimization"))
        #expect(!minimization.question.ko.contains("한 몫"))
        let blame = try #require(catalog.trap("other_blame"))
        #expect(blame.question.en.contains("If it is safe and fair to ask that"))
        #expect(blame.question.ko.contains("안전하고 공정하다면"))
    }
}
