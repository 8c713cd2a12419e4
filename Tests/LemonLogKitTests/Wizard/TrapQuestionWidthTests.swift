import Foundation
import Testing
@testable import LemonLogKit

/// Every trap question of the shipped catalog is read whole on step 4 at 80 columns in at most
/// `WizardLayout.trapQuestionMaxLines` lines (issue 34, item 4): its label, `: ` and the question
/// (with its safety caveat, e.g. "Blaming others"), wrapped by display width after the indent.
/// A question worded longer fails here, and must be shortened, keeping its meaning.
@Suite("Trap questions fit two lines at 80 columns")
struct TrapQuestionWidthTests {
    @Test("every question of the catalog, both languages", arguments: [Language.en, .ko])
    func everyQuestionFits(language: Language) throws {
        var content = Fixtures.complete
        content.traps = TrapCatalog.shipped.traps.map(\.key)
        let wizard = Fixtures.wizard(content, step: .reeval, language: language)
        let questions = wizard.trapQuestionItems
        #expect(questions.count == TrapCatalog.shipped.traps.count, "every trap asks its question")
        for question in questions {
            let text = question.label + ": " + (question.detail ?? "")
            let lines = TextWrapping.lines(text, width: 80 - WizardLayout.trapQuestionIndent)
            #expect(lines.count <= WizardLayout.trapQuestionMaxLines,
                    "\(question.key) (\(language)) takes \(lines.count) lines: \(lines)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 - WizardLayout.trapQuestionIndent })
        }
    }

    @Test("the limit can fail: a question one line longer is caught")
    func theLimitCanFail() {
        let long = String(repeating: "word ", count: 40)
        #expect(TextWrapping.lines(long, width: 80 - WizardLayout.trapQuestionIndent).count > WizardLayout.trapQuestionMaxLines)
    }
}
