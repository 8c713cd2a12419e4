import Foundation
import Testing
@testable import LemonLogKit

/// The layout decisions of the full screen made in the core (issue 34, items 3 and 4): which
/// trap questions are shown whole, how a step of several fields shares a short screen, and which
/// rows of the thought hold the hot thought marked; and what the thought step asks of it.
@Suite("Full-screen layout decisions")
struct ScreenLayoutDecisionTests {
    @Test("trap questions: all when they fit; else whole ones above a 'more' row; none when the first is too tall")
    func trapQuestionsShown() {
        #expect(WizardLayout.trapQuestionsShown([2, 2, 2], room: 6) == 3)
        #expect(WizardLayout.trapQuestionsShown([2, 2, 2], room: 5) == 2, "the last row says how many more")
        #expect(WizardLayout.trapQuestionsShown([2, 2, 2], room: 4) == 1)
        #expect(WizardLayout.trapQuestionsShown([2, 1, 2], room: 4) == 2)
        #expect(WizardLayout.trapQuestionsShown([2, 2], room: 2) == 0, "not one whole with the 'more' row")
        #expect(WizardLayout.trapQuestionsShown([2], room: 2) == 1)
        #expect(WizardLayout.trapQuestionsShown([3], room: 1) == 0)
    }

    @Test("a short screen keeps the focused field's label, a line of it and its errors before the others")
    func fieldRowsOnAShortScreen() {
        // 40x12, writing the balanced thought with a two-line error: the counter on the label line,
        // a line of each other field, no other labels, no trap question.
        let tight = FieldRows(room: 6, others: 2, othersWithMore: 1, errors: 2, trapWanted: 2)
        #expect(tight == FieldRows(counterOnLabel: true, otherRows: 1, otherLabels: false, trapRows: 0, left: 0))
        // Without an error, a row for the counter under the field and one for a trap question.
        let free = FieldRows(room: 6, others: 2, othersWithMore: 1, errors: 0, trapWanted: 2)
        #expect(free == FieldRows(counterOnLabel: false, otherRows: 1, otherLabels: false, trapRows: 1, left: 0))
        // 80x24: every label, the trap questions their share, two lines of the other fields.
        let tall = FieldRows(room: 17, others: 2, othersWithMore: 1, errors: 1, trapWanted: 6)
        #expect(tall == FieldRows(counterOnLabel: false, otherRows: 2, otherLabels: true, trapRows: 6, left: 2))
        // Writing a field of two lines: its second line before the others' labels.
        let writing = FieldRows(room: 7, others: 2, othersWithMore: 0, errors: 0, trapWanted: 0, focusedMore: 1)
        #expect(writing == FieldRows(counterOnLabel: false, otherRows: 1, otherLabels: false, trapRows: 0, left: 1))
        // Too short for even a line of the others: only the focused field, labelled, and its error.
        let tiny = FieldRows(room: 4, others: 2, othersWithMore: 0, errors: 2, trapWanted: 1)
        #expect(tiny.otherRows == 0 && tiny.counterOnLabel && tiny.trapRows == 0)
    }

    @Test("the rows of the thought that hold the hot thought, wrapped or not, blank lines skipped")
    func hotThoughtRows() {
        let lines = DiaryWizard.lineRanges(Array("one\n\n  two  \nthree"))
        #expect(lines.map(\.text) == ["one", "two", "three"])
        #expect(lines[1].range == 7..<10)
        var content = Fixtures.complete
        content.thought = "Nobody wants to hear from me\nI'm useless"
        content.setText("I'm useless", of: .hotThought)
        var wizard = Fixtures.wizard(content, step: .thought)
        _ = wizard.update(.resize(columns: 80, rows: 24))
        #expect(wizard.hotThoughtRows(in: .thought) == [1])
        #expect(wizard.hotThoughtRows(in: .situation) == [], "only the field it is marked from")
        _ = wizard.update(.resize(columns: 20, rows: 24))
        #expect(wizard.hotThoughtRows(in: .thought) == [2], "wrapped at 17 columns, the second line is the third row")
        content.setText("", of: .hotThought)
        #expect(Fixtures.wizard(content, step: .thought).hotThoughtRows(in: .thought) == [], "none marked")
    }

    @Test("the thought step asks plain mode's question of the hot thought marked, with its keys, in both languages",
          arguments: [Language.en, .ko])
    func hotThoughtPrompt(language: Language) throws {
        var content = Fixtures.complete
        content.thought = "Nobody wants to hear from me\nI'm useless"
        var wizard = Fixtures.wizard(content, step: .thought, language: language)
        let l = Localizer(language: language)
        #expect(wizard.hotThoughtPrompt == nil, "nothing asked before a line is marked")
        wizard.press(.char("h"), .char("h"))
        var prompt = try #require(wizard.hotThoughtPrompt)
        #expect(prompt.question == l("belief_question_hotThoughtBelief"), "plain mode's words")
        #expect(prompt.belief == l("belief_unrated"))
        #expect(prompt.thought == "I'm useless")
        #expect(prompt.keys == l("hot_thought_keys"))
        wizard.press(.char("+"))
        prompt = try #require(wizard.hotThoughtPrompt)
        #expect(prompt.belief == "50%")
        // A thought of one line is its own hot thought: no other line for h to mark.
        content.thought = "I'm useless"
        prompt = try #require(Fixtures.wizard(content, step: .thought, language: language).hotThoughtPrompt)
        #expect(prompt.keys == l("hot_thought_keys_rate"))
    }
}

extension FieldRows {
    /// A share spelled out, to compare with the one worked out.
    init(counterOnLabel: Bool, otherRows: Int, otherLabels: Bool, trapRows: Int, left: Int) {
        self.init(room: 0, others: 0, othersWithMore: 0, errors: 0, trapWanted: 0)
        (self.counterOnLabel, self.otherRows, self.otherLabels, self.trapRows, self.left) = (counterOnLabel, otherRows, otherLabels, trapRows, left)
    }
}
