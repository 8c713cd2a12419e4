import Testing
@testable import LemonLogKit

@Suite("help write")
struct WizardManualTests {
    @Test("names every step with its N/total label and question, and every navigating and editing key row",
          arguments: Language.allCases)
    func complete(language: Language) {
        let l = Localizer(language: language)
        let text = WizardManual.text(localizer: l)
        for step in StepTable.steps {
            #expect(text.contains(WizardSteps.shipped.label(step) + "  " + l("step_\(step.key)")))
            #expect(text.contains(l("question_\(step.key)")))
        }
        for section in WizardKeyTable.sections {
            for row in WizardKeyTable.rows(section.scopes, localizer: l) {
                #expect(text.contains(row.keys), "\(row.keys)")
                #expect(text.contains(l(row.meaning)))
            }
        }
        #expect(text.contains(l("keys_editing_title")))
        #expect(text.contains("ㅜ n") && text.contains("ㅌ x"))
        #expect(!text.contains("keys_"), "an unknown message key leaked")
    }
}
