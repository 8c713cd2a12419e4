import Foundation
import Testing
@testable import LemonLogKit

/// Step 5's three fields in both faces: the action, "When will you do it?" (a line read ahead)
/// and "What do you expect will happen?" (issue 21, item 1).
@Suite("Step 5: the action, its time and the prediction")
struct ActionStepTests {
    static let now = ActionDueTests.now
    static let utc = ActionDueTests.utc

    static var written: DiaryContent {
        DiaryContent(emotions: ["sadness.lonely"], texts: [.situation: "s", .thought: "t", .reeval: "r", .action: "Call Mina"],
                     date: now)
    }

    static func wizard(_ content: DiaryContent = written, baseline: DiaryContent? = nil,
                       language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: .action), baseline: baseline,
                    localizer: Localizer(language: language), timeZone: utc, now: { now })
    }

    static func type(_ text: String, into wizard: inout DiaryWizard) {
        for character in text { _ = wizard.handle(.char(character)) }
    }

    @Test("step 5 declares the action, when, and the prediction; only the action is required")
    func table() {
        #expect(FieldTable.fields(of: .action)
                == [.action, .actionDue, .actionPrediction, .predictionBelief, .obstacles, .predictionBeliefAfter])
        #expect(WizardSteps.shipped.writtenFields(of: .action) == [.action, .actionDue, .actionPrediction, .obstacles])
        // How sure the person is now is asked by `actions done`, not by the wizard.
        #expect(WizardSteps.shipped.questions(of: .action)
                == [.text(.action), .due(.actionDue), .text(.actionPrediction), .belief(.predictionBelief), .text(.obstacles)])
        #expect(!FieldTable.spec(of: .actionDue).isRequired && !FieldTable.spec(of: .actionPrediction).isRequired)
        // The due line names the promise it dates: show and Markdown print the time and outcome under it.
        #expect(DiaryField.allCases.filter(FieldTable.isPromise) == [.action])
        #expect(DiaryForm(content: Self.written, localizer: Localizer(language: .en)).canProceedToNextStep(.action))
    }

    @Test("Tab walks action → when → prediction while writing; the time is read when left", arguments: [Language.en, .ko])
    func tabThroughFields(language: Language) {
        var wizard = Self.wizard(language: language)
        _ = wizard.handle(.enter)
        #expect(wizard.state.mode == .editing(.action))
        _ = wizard.handle(.tab)
        #expect(wizard.state.mode == .editing(.actionDue))
        Self.type(language == .ko ? "금요일 오후 6시" : "friday 6pm", into: &wizard)
        _ = wizard.handle(.tab)
        #expect(wizard.state.mode == .editing(.actionPrediction))
        #expect(wizard.state.content.actionDue == ActionDueTests.at("2026-11-27 18:00"))
        #expect(wizard.state.editor(.actionDue).text == "2026-11-27 18:00")
        Self.type("She will not answer", into: &wizard)
        #expect(wizard.state.content.text(of: .actionPrediction) == "She will not answer")
        #expect(wizard.state.notice == nil)
    }

    @Test("a line that names no time keeps every word and the person in it, with the reason", arguments: [Language.en, .ko])
    func refusedLineKept(language: Language) throws {
        var wizard = Self.wizard(language: language)
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        Self.type("friyday", into: &wizard)
        _ = wizard.handle(.tab)
        #expect(wizard.state.mode == .editing(.actionDue))
        #expect(wizard.state.editor(.actionDue).text == "friyday")
        let error = try #require(wizard.state.errors[.actionDue])
        #expect(error.message == Localizer(language: language)("validation_error_actionDue_invalid", ["typed": "friyday"]))
        #expect(wizard.state.content.actionDue == nil)
        // Typing clears the error, as every field's does.
        _ = wizard.handle(.backspace)
        #expect(wizard.state.errors[.actionDue] == nil)
    }

    @Test("a time already past is kept, and a notice says it will be overdue")
    func pastTimeKeptWithNotice() throws {
        var wizard = Self.wizard()
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        Self.type("yesterday", into: &wizard)
        _ = wizard.handle(.enter)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.state.content.actionDue == ActionDueTests.at("2026-11-24"))
        let notice = try #require(wizard.state.notice)
        #expect(notice.text == Localizer(language: .en)("notice_due_passed", ["due": "2026-11-24"]))
    }

    @Test("emptying the line clears the time")
    func emptyClears() {
        var content = Self.written
        content.actionDue = ActionDueTests.at("2026-11-27")
        var wizard = Self.wizard(content)
        #expect(wizard.state.editor(.actionDue).text == "2026-11-27")
        _ = wizard.handle(.enter)
        _ = wizard.handle(.tab)
        for _ in 0..<10 { _ = wizard.handle(.backspace) }
        _ = wizard.handle(.enter)
        #expect(wizard.state.content.actionDue == nil)
    }

    static func conversation(_ content: DiaryContent = written, language: Language = .en) -> PlainConversation {
        PlainConversation(content: content, step: .action, localizer: Localizer(language: language),
                          timeZone: utc, now: { now })
    }

    static func said(_ out: [PlainOutput]) -> [String] {
        out.compactMap {
            switch $0 {
            case .say(let text), .refuse(let text), .prompt(let text): return text
            default: return nil
            }
        }
    }

    @Test("plain mode asks the three in turn: a refused time again, a past one with its notice", arguments: [Language.en, .ko])
    func plainAsksInTurn(language: Language) {
        let l = Localizer(language: language)
        var c = Self.conversation(language: language)
        _ = c.start(subtitle: "x")
        let afterAction = Self.said(c.receive("."))
        #expect(afterAction.contains(l("field_question_actionDue")) && afterAction.contains(l("plain_due_prompt")))
        let refused = Self.said(c.receive("friyday"))
        #expect(refused.contains(l("validation_error_actionDue_invalid", ["typed": "friyday"])))
        let past = Self.said(c.receive(language == .ko ? "어제" : "yesterday"))
        #expect(past.contains("! " + l("notice_due_passed", ["due": "2026-11-24"])))
        #expect(past.contains(l("field_question_actionPrediction")))
        _ = c.receive("It will go badly")
        let sure = Self.said(c.receive("."))
        #expect(sure.contains(l("belief_question_predictionBelief")))
        #expect(Self.said(c.receive("170")).contains(l("plain_belief_invalid")))
        #expect(Self.said(c.receive("70")).contains(l("field_question_obstacles")))
        _ = c.receive(language == .ko ? "비가 오면 내일 간다" : "If it rains, I go tomorrow")
        _ = c.receive(".")
        #expect(c.content.actionDue == ActionDueTests.at("2026-11-24"))
        #expect(c.content.text(of: .actionPrediction) == "It will go badly")
        #expect(c.content.beliefs[.predictionBelief] == 70 && c.content.beliefs[.predictionBeliefAfter] == nil)
        #expect(c.content.text(of: .obstacles) == (language == .ko ? "비가 오면 내일 간다" : "If it rains, I go tomorrow"))
        #expect(c.step == .dateAndImages)
    }

    @Test("plain mode: Enter keeps the time shown, `-` clears it, `p` goes back to the action")
    func plainKeepClearBack() {
        var content = Self.written
        content.actionDue = ActionDueTests.at("2026-11-27 18:00")
        var c = Self.conversation(content)
        _ = c.start(subtitle: "x")
        let asked = Self.said(c.receive("."))
        #expect(asked.contains(Localizer(language: .en)("plain_due_prompt_current", ["current": "2026-11-27 18:00"])))
        _ = c.receive("")
        #expect(c.content.actionDue == ActionDueTests.at("2026-11-27 18:00"))
        _ = c.receive("p")   // from the prediction back to the time
        _ = c.receive("-")
        #expect(c.content.actionDue == nil)
        _ = c.receive("p")   // from the prediction back to the time
        let back = Self.said(c.receive("p"))
        #expect(back.contains(Localizer(language: .en)("field_question_action")))
    }
}
