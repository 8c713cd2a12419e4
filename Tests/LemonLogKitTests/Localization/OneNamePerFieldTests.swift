import Foundation
import Testing
@testable import LemonLogKit

/// Issue 34, item 7: one name per field. The wizard heads each field of a step either with a
/// question of its own (it ends in "?") or with a name; a name is the very label `show`, `read`
/// and the Markdown export print (`FieldSpec.labelKey`), in both languages.
@Suite("One name per field")
struct OneNamePerFieldTests {
    @Test("a field the wizard names is named as show names it; every other heading is a question", arguments: Language.allCases)
    func wizardAndShowAgree(language: Language) {
        let l = Localizer(language: language)
        for step in WizardSteps.shipped.steps {
            for field in WizardSteps.shipped.textFields(of: step) {
                let heading = l(StepField(field).questionKey)
                let label = l(FieldTable.spec(of: field).labelKey)
                if heading.hasSuffix("?") { continue }
                #expect(heading == label, "\(language) \(field): the wizard says \"\(heading)\", show says \"\(label)\"")
            }
        }
    }

    @Test("a step's first field, when asked by a question, has the step's name as its label", arguments: Language.allCases)
    func askedFieldsAreNamedByTheirStep(language: Language) {
        let l = Localizer(language: language)
        for step in WizardSteps.shipped.steps {
            guard let field = WizardSteps.shipped.textFields(of: step).first, !FieldTable.spec(of: field).isNamedInWizard else { continue }
            #expect(l("step_\(step.key)") == l(FieldTable.spec(of: field).labelKey), "\(language) \(step) / \(field)")
        }
    }

    @Test("the evidence and the balanced thought are named, not asked, with one name each", arguments: Language.allCases)
    func namedFields(language: Language) {
        let l = Localizer(language: language)
        for field in [DiaryField.evidenceFor, .evidenceAgainst, .reeval] {
            #expect(FieldTable.spec(of: field).isNamedInWizard)
            let name = l(StepField(field).questionKey)
            #expect(name == l(FieldTable.spec(of: field).labelKey))
            #expect(!name.hasPrefix("field_"), "\(language) \(field) has no name")
        }
    }
}
