import Foundation
import Testing
@testable import LemonLogKit

/// The baseline rule: a saved entry (imported, or from an older version) may be saved again after
/// an edit as long as the edit breaks no rule the entry met, and makes no rule it broke worse.
@Suite("Validation: a saved entry's broken rules do not block an edit that makes them no worse")
struct BaselineRuleTests {
    /// One rule of one field, and a content for each level: 0 meets the rule, 1 breaks it, 2
    /// breaks it further (nil where a rule has no "further": an empty field is just empty).
    struct RuleCase: Sendable, CustomTestStringConvertible {
        let field: DiaryField
        let rule: ValidationRule
        let level: @Sendable (Int) -> DiaryContent?
        var testDescription: String { "\(field.rawValue) \(rule.rawValue)" }
    }

    static func content(_ change: (inout DiaryContent) -> Void) -> DiaryContent {
        var content = Fixtures.complete
        change(&content)
        return content
    }

    static let cases: [RuleCase] = [
        RuleCase(field: .emotion, rule: .required) { level in
            level == 2 ? nil : content { $0.emotions = level == 0 ? ["sadness.lonely"] : [] }
        },
        RuleCase(field: .emotion, rule: .tooMany) { level in
            content { $0.emotions = (0..<(5 + level)).map { "e\($0)" } }
        },
        RuleCase(field: .situation, rule: .required) { level in
            level == 2 ? nil : content { $0.situation = level == 0 ? "Missed the bus" : " \n\u{3000}" }
        },
        RuleCase(field: .situation, rule: .tooLong) { level in
            content { $0.situation = String(repeating: "가", count: 2_000 + level) }
        },
        RuleCase(field: .action, rule: .required) { level in
            level == 2 ? nil : content { $0.action = level == 0 ? "Leave earlier" : "" }
        },
        RuleCase(field: .reeval, rule: .tooLong) { level in
            content { $0.reeval = String(repeating: "x", count: 2_000 + level * 300) }
        },
        RuleCase(field: .date, rule: .future) { level in
            content { $0.date = Fixtures.now.addingTimeInterval(Double(level) * 86_400) }
        },
    ]

    /// Each rule × baseline (none: a new entry; met; broken; broken further) × edit (meets it,
    /// breaks it, breaks it further). It blocks when the edit breaks the rule and either there is
    /// no baseline, the baseline met it, or the edit is further past it than the baseline.
    @Test("each rule × baseline none/met/broken/further × edit met/broken/further", arguments: cases)
    func table(_ ruleCase: RuleCase) throws {
        let baselines: [Int?] = [nil, 0, 1, 2]
        for baselineLevel in baselines {
            // A rule with no "further" (an empty field) has no baseline broken further.
            if let baselineLevel, ruleCase.level(baselineLevel) == nil { continue }
            let baseline = try baselineLevel.map { try #require(ruleCase.level($0)) }
            for editLevel in 0...2 {
                guard let edit = ruleCase.level(editLevel) else { continue }
                let blocks = editLevel > 0 && (baselineLevel.map { editLevel > $0 } ?? true)
                let broken = DiaryValidators.brokenRule(ruleCase.field, in: edit, baseline: baseline, now: { Fixtures.now })
                #expect(broken == (blocks ? ruleCase.rule : nil),
                        "baseline \(baselineLevel.map(String.init) ?? "none"), edit \(editLevel)")
                let kept = DiaryValidators.grandfatheredRules(ruleCase.field, in: edit, baseline: baseline, now: { Fixtures.now })
                #expect(kept == (editLevel > 0 && !blocks ? [ruleCase.rule] : []),
                        "notice: baseline \(baselineLevel.map(String.init) ?? "none"), edit \(editLevel)")
            }
        }
    }

    @Test("the gate and the save check of the form take the baseline; a new entry meets every rule")
    func formTakesBaseline() {
        let imported = DiaryContent(situation: "Teh meeting went badly", date: Fixtures.now)
        var edited = imported
        edited.situation = "The meeting went badly"
        for language in Language.allCases {
            let localizer = Localizer(language: language)
            let form = DiaryForm(content: edited, baseline: imported, localizer: localizer, now: { Fixtures.now })
            #expect(form.validateAll().isValid)
            #expect(DiaryWriteStep.allCases.allSatisfy(form.canProceedToNextStep))
            #expect(form.notice(.thought) == localizer("validation_notice_required"))
            #expect(form.notice(.situation) == nil)
            #expect(form.notices(.emotion).map(\.field) == [.emotion])
            let fresh = DiaryForm(content: edited, localizer: localizer, now: { Fixtures.now })
            #expect(fresh.validateAll().failingFields == [.emotion, .thought, .reeval, .action])
            #expect(fresh.notice(.thought) == nil)
        }
    }

    @Test("every notice has a message in English and Korean")
    func noticeMessages() {
        for language in Language.allCases {
            for rule in [ValidationRule.required, .tooLong, .tooMany, .future] {
                let key = DiaryForm.noticeKey(rule)
                #expect(LocalizationTables.table(for: language)[key] != nil, "\(key) in \(language)")
            }
        }
    }
}
