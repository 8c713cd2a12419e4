import Foundation
import Testing
@testable import LemonLogKit

/// The one rule set for `actions done`'s options and questions.
@Suite("Action outcome form: options and answers read by one rule")
struct ActionOutcomeFormTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 (UTC)
    static let utc = TimeZone(identifier: "UTC")!

    func form(_ language: Language = .en) -> ActionOutcomeForm {
        ActionOutcomeForm(localizer: Localizer(language: language), now: Self.now, timeZone: Self.utc)
    }

    static let statuses: [(String, Language, ActionStatus?)] = [
        ("", .en, .done), ("done", .en, .done), ("partly", .en, .partly), ("not-done", .en, .notDone), ("notdone", .en, .notDone),
        ("NOT_DONE", .en, .notDone), ("dropped", .en, .dropped), ("1", .en, .done), ("2", .en, .partly), ("3", .en, .notDone),
        ("4", .en, .dropped), ("Partly done", .en, .partly), ("일부 실천함", .ko, .partly), ("내려놓음", .ko, .dropped),
        ("5", .en, nil), ("0", .en, nil), ("maybe", .en, nil), ("failed", .ko, nil),
    ]

    @Test("statuses: words, numbers, the person's language; anything else refused", arguments: statuses)
    func status(typed: String, language: Language, expected: ActionStatus?) {
        var form = form(language)
        let refusal = form.answer(.status, typed)
        if let expected {
            #expect(refusal == nil)
            #expect(form.outcome.status == expected)
        } else {
            #expect(refusal == Localizer(language: language)("outcome_bad_status"))
            #expect(form.outcome.status == .done, "a refused answer changes nothing")
        }
    }

    @Test("ratings: 0 to 10 whole numbers; an empty answer leaves it unrated", arguments: [
        ("0", 0), ("10", 10), (" 7 ", 7), ("", nil), ("11", -1), ("-1", -1), ("7.5", -1), ("seven", -1),
    ] as [(String, Int?)])
    func ratings(typed: String, expected: Int?) {
        for question in [ActionOutcomeForm.Question.mastery, .pleasure] {
            var form = form()
            let refusal = form.answer(question, typed)
            let value = question == .mastery ? form.outcome.mastery : form.outcome.pleasure
            if expected == -1 {
                #expect(refusal == "Give a whole number from 0 to 10.")
                #expect(value == nil)
            } else {
                #expect(refusal == nil)
                #expect(value == expected)
            }
        }
    }

    @Test("when: the date field's words; empty is now; the future is refused with an example")
    func when() throws {
        var form = form()
        #expect(form.answer(.at, "") == nil)
        #expect(form.outcome.at == Self.now)
        #expect(form.answer(.at, "yesterday 21:30") == nil)
        #expect(StoreTimestamp.format(form.outcome.at) == "2026-11-17T21:30:00.000Z")
        var korean = self.form(.ko)
        #expect(korean.answer(.at, "어제 오후 9시") == nil)
        #expect(StoreTimestamp.format(korean.outcome.at) == "2026-11-17T21:00:00.000Z")
        let futureAnswer = form.answer(.at, "2030-01-01 10:00")
        let future = try #require(futureAnswer)
        #expect(future.hasPrefix("That is in the future. Try e.g. "))
        let unreadAnswer = form.answer(.at, "someday")
        let unread = try #require(unreadAnswer)
        #expect(unread.hasPrefix("That date could not be read."))
        #expect(StoreTimestamp.format(form.outcome.at) == "2026-11-17T21:30:00.000Z", "refusals change nothing")
    }

    @Test("the note: sanitized, whole; over the limit refused, never cut")
    func note() throws {
        var form = form()
        #expect(form.answer(.note, "  went \u{1B}]0;x\u{07}well\n") == nil)
        #expect(form.outcome.note == "went well")
        #expect(form.answer(.note, "   ") == nil)
        #expect(form.outcome.note == nil)
        let long = String(repeating: "가", count: DiaryLimits.maxTextLength + 1)
        let refusal = form.answer(.note, long)
        #expect(try #require(refusal).contains(String(DiaryLimits.maxTextLength)))
        #expect(form.outcome.note == nil)
    }

    @Test("every question has words in both languages")
    func prompts() {
        for language in Language.allCases {
            for question in ActionOutcomeForm.Question.allCases {
                #expect(!form(language).prompt(question).hasPrefix("outcome_q_"), "\(language) \(question)")
            }
        }
    }
}

/// Changing the action is a new promise; editing anything else keeps the outcome.
@Suite("A new action is a new promise")
struct NewPromiseTests {
    static let outcome = ActionOutcome(status: .partly, at: Date(timeIntervalSince1970: 1_795_000_000), mastery: 6, note: "half")

    func saved() -> DiaryContent {
        DiaryContent(emotions: ["joy.happy"], situation: "s", thought: "t", reeval: "r", action: "Call Mina", actionOutcome: Self.outcome)
    }

    @Test("savedOver clears the outcome only when the action's words change")
    func savedOver() {
        let baseline = saved()
        var edited = baseline
        edited.situation = "a new situation"
        #expect(edited.savedOver(baseline).actionOutcome == Self.outcome, "editing anything else keeps it")
        edited.action = "  Call Mina\n"
        #expect(edited.savedOver(baseline).actionOutcome == Self.outcome, "white space at the ends is not a new promise")
        edited.action = "Call Jun"
        #expect(edited.savedOver(baseline).actionOutcome == nil)
        #expect(edited.savedOver(nil).actionOutcome == Self.outcome, "a new entry has no promise before it")
    }

    @Test("the form says so in one line, and saves without the outcome", arguments: Language.allCases)
    func form(language: Language) throws {
        var form = DiaryForm(content: saved(), baseline: saved(), localizer: Localizer(language: language))
        #expect(form.newPromiseNotice == nil)
        form.content.action = "Call Jun"
        let notice = try #require(form.newPromiseNotice)
        #expect(notice.contains(language == .ko ? "일부 실천함" : "Partly done"), "\(notice)")
        #expect(form.contentToSave.actionOutcome == nil)
        #expect(form.contentToSave.action == "Call Jun")
    }
}
