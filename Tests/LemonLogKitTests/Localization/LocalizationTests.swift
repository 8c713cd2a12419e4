import Foundation
import Testing
@testable import LemonLogKit

@Suite("Localization")
struct LocalizationTests {
    @Test("language choice: --lang, then LC_ALL, LC_MESSAGES, LANG", arguments: [
        (nil, [:], Language.en),
        ("ko", ["LANG": "en_US.UTF-8"], .ko),
        ("en", ["LC_ALL": "ko_KR.UTF-8"], .en),
        (nil, ["LANG": "ko_KR.UTF-8"], .ko),
        (nil, ["LC_MESSAGES": "ko_KR", "LANG": "en_US"], .ko),
        (nil, ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ko_KR"], .en),
        (nil, ["LC_ALL": "", "LANG": "ko"], .ko),
        (nil, ["LANG": "C"], .en),
        (nil, ["LANG": "fr_FR.UTF-8"], .en),
    ] as [(String?, [String: String], Language)])
    func resolve(flag: String?, environment: [String: String], expected: Language) {
        #expect(Language.resolve(flag: flag, environment: environment) == expected)
    }

    @Test("both tables load and have the same keys")
    func tablesMatch() {
        let en = LocalizationTables.table(for: .en)
        let ko = LocalizationTables.table(for: .ko)
        #expect(en.count > 50)
        #expect(Set(en.keys) == Set(ko.keys), "missing in ko: \(Set(en.keys).subtracting(ko.keys)); only in ko: \(Set(ko.keys).subtracting(en.keys))")
    }

    @Test("one Korean word for the hot thought: 뜨거운 생각 wherever it is named, never 핵심 생각 (a clinician reads a core belief)")
    func oneWordForTheHotThought() {
        let ko = LocalizationTables.table(for: .ko)
        #expect(ko["field_hotThought"] == "뜨거운 생각")
        #expect(ko.filter { $0.value.contains("핵심") }.keys.sorted() == [])
        #expect(ko["markdown_summary_belief"]?.hasPrefix("뜨거운 생각") == true)
        #expect(ko["belief_row_hotThoughtBeliefAfter"] == "지금 뜨거운 생각")
    }

    @Test("one name for the balanced thought in both languages: the wizard's question, its rating row, show and help")
    func oneNameForTheBalancedThought() {
        let en = LocalizationTables.table(for: .en), ko = LocalizationTables.table(for: .ko)
        #expect(en["field_reeval"] == "A balanced thought")
        #expect(en["belief_row_balancedBelief"] == "Balanced thought, believed now")
        #expect(ko["field_reeval"] == "균형 잡힌 생각")
        #expect(ko["belief_row_balancedBelief"] == "균형 잡힌 생각")
        #expect(en.filter { $0.value.lowercased().contains("fairer") }.keys.sorted() == [])
        #expect(ko.filter { $0.value.contains("공정한 생각") || $0.value.contains("공정하게 본") }.keys.sorted() == [])
        #expect(ko["rating_anchors"] == "0 = 전혀 없음 · 100 = 살면서 느껴 본 가장 강한 정도")
    }

    @Test("every validation message the rules can produce exists in both languages")
    func validationKeys() {
        let produced: [(DiaryField, ValidationRule)] = [
            (.emotion, .required), (.emotion, .tooMany), (.date, .invalid), (.date, .ambiguous), (.date, .future),
            (.images, .notFound), (.images, .notReadable), (.images, .unsupported), (.images, .folder),
            (.images, .tooMany),
        ] + DiaryField.textFields.flatMap { field in
            DiaryValidators.rules(for: field).map { (field, $0.rule) }
        }
        for language in Language.allCases {
            let l = Localizer(language: language)
            for (field, rule) in produced {
                #expect(l.has(DiaryValidationError.messageKey(field: field, rule: rule)), "\(language) \(field) \(rule)")
            }
        }
    }

    @Test("every step, question and field name exists in both languages")
    func screenKeys() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for step in DiaryWriteStep.allCases {
                #expect(l.has("step_\(step.key)") && l.has("question_\(step.key)"))
            }
            for field in DiaryField.allCases { #expect(l.has("field_\(field.rawValue)")) }
        }
        #expect(Localizer(language: .ko)("step_reeval") == "새로운 시각")
        #expect(Localizer(language: .en)("step_dateAndImages") == "Date & images")
    }

    @Test("a missing translation falls back to English, never the raw key")
    func fallback() {
        let l = Localizer(language: .ko, table: [:], fallback: ["greeting": "Hello {name}"])
        #expect(l("greeting", ["name": "민지"]) == "Hello 민지")
    }

    @Test("strings table parser: escapes and comments")
    func parser() throws {
        let table = try StringsTableParser.parse("""
        /* block */ "a" = "x \\"q\\" \\n y"; // line
        "한" = "글";
        """)
        #expect(table == ["a": "x \"q\" \n y", "한": "글"])
        #expect(throws: StringsTableParser.Failure.self) { try StringsTableParser.parse("\"a\" = \"b\"") }
    }

    @Test("the emotion catalog: 6 to 8 primaries with 4–10 sub-emotions, unique keys, both labels")
    func catalog() {
        let catalog = EmotionCatalog.shipped
        #expect((6...8).contains(catalog.primaries.count))
        for primary in catalog.primaries {
            #expect((4...10).contains(primary.children.count), "\(primary.key)")
            for child in primary.children { #expect(child.key.hasPrefix(primary.key + ".")) }
        }
        let keys = catalog.rows.map(\.emotion.key)
        #expect(Set(keys).count == keys.count)
        #expect(catalog.rows.allSatisfy { !$0.emotion.en.isEmpty && !$0.emotion.ko.isEmpty })
        #expect(catalog.label("sadness.lonely", .ko) == "외로운")
    }
}
