import Foundation
import Testing
@testable import LemonLogKit

/// Text over a field's limit: typed keys stop at it, but a paste or an editor's text is kept
/// whole, shown over the limit, and keeps the step (and the save) until it is shortened.
@Suite("View-model: text over a field's limit is kept whole")
struct DiaryWizardOverLimitTests {
    static let long = String(repeating: "가나다라마바사아자차 ", count: 290) + "끝"  // 3,191 Characters

    @Test("a 3,200-character paste is kept whole; the step cannot be left until it is short enough")
    func pasteKeptWholeAndGated() {
        var content = Fixtures.complete
        content.situation = ""
        var wizard = Fixtures.wizard(content, step: .situation)
        wizard.press(.enter, Key(.paste(Self.long)))
        #expect(wizard.state.content.situation == Self.long)
        #expect(wizard.state.errors[.situation]?.messageKey == "validation_error_situation_too_long")
        #expect(wizard.counter(.situation) == FieldCounter(count: 3_191, limit: 2_000))
        #expect(wizard.counter(.situation)?.isOver == true)
        #expect(!wizard.canProceedToNextStep(.situation))
        // Typing more is refused at the keystroke; deleting is not, and the error stays while over.
        wizard.type("x")
        #expect(wizard.state.content.situation == Self.long)
        wizard.press(.backspace)
        #expect(wizard.state.content.situation.count == 3_190)
        #expect(wizard.state.errors[.situation]?.rule == .tooLong)
        // Tab (finish, then next) is refused; so is a jump and the save.
        wizard.press(.tab)
        #expect(wizard.state.step == .situation)
        wizard.press(.char("4"))
        #expect(wizard.state.step == .situation)
        wizard.press(.char("s"))
        #expect(wizard.state.step == .situation)
        #expect(wizard.saveSummary == "1 field needs attention: Situation")
        #expect(wizard.state.content.situation.count == 3_190, "nothing was cut by the refusals")
        // Shortened to the limit: the error goes, the step can be left.
        wizard.press(.enter)
        for _ in 0..<1_190 { wizard.press(.backspace) }
        #expect(wizard.state.content.situation.count == 2_000)
        #expect(wizard.state.errors[.situation] == nil)
        #expect(wizard.counter(.situation)?.isAtLimit == true)
        wizard.press(.tab)
        #expect(wizard.state.step == .thought)
    }

    @Test("a paste into a field at its limit: the new line is kept, not dropped")
    func pasteAtLimitKept() {
        var content = Fixtures.complete
        content.thought = String(repeating: "a", count: 2_000)
        var wizard = Fixtures.wizard(content, step: .thought)
        wizard.press(.enter, Key(.paste("\none more line")))
        #expect(wizard.state.content.thought == String(repeating: "a", count: 2_000) + "\none more line")
        #expect(!wizard.canProceedToNextStep(.thought))
    }

    @Test("the editor's text over the limit replaces the field whole, one undo step away from the old")
    func editorTextKeptWhole() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .reeval)
        let handback = EditorHandback.decide(succeeded: true, reading: .text(Self.long, replaced: 0), original: "It happens to everyone")
        #expect(handback == EditorHandback(field: .apply(Self.long), file: .remove, reason: .none))
        wizard.externalEditorReturned(field: .reeval, handback: handback, failure: nil, filePath: nil)
        #expect(wizard.state.content.reeval == Self.long)
        #expect(wizard.state.errors[.reeval]?.rule == .tooLong)
        #expect(!wizard.canProceedToNextStep(.reeval))
        #expect(wizard.state.notice == nil)
    }

    @Test("a draft with over-limit text opens with it whole, over the limit, the step refused")
    func draftOverLimitReopens() {
        var content = Fixtures.complete
        content.action = Self.long
        var wizard = DiaryWizard(content: content, position: DraftPosition(step: .action, editing: true, cursor: 5),
                                 localizer: Localizer(language: .ko), timeZone: Fixtures.utc, now: { Fixtures.now })
        #expect(wizard.state.editor(.action).text == Self.long)
        #expect(wizard.counter(.action)?.isOver == true)
        wizard.press(.char("n"))
        #expect(wizard.state.step == .action)
        #expect(wizard.state.errors[.action]?.message == "다음 행동은 최대 2000자까지 쓸 수 있어요.")
    }

    @Test("what becomes of the editor's text and file", arguments: [
        (true, ScratchReading.text("new", replaced: 0), EditorHandback(field: .apply("new"), file: .remove, reason: .none)),
        (true, .text("caf\u{FFFD}", replaced: 1), EditorHandback(field: .apply("caf\u{FFFD}"), file: .keep, reason: .notUTF8(count: 1))),
        (true, .tooLarge(size: 6 << 30), EditorHandback(field: .none, file: .keep, reason: .tooLarge(size: 6 << 30))),
        (false, .text("old", replaced: 0), EditorHandback(field: .none, file: .remove, reason: .none)),
        (false, .text("saved", replaced: 0), EditorHandback(field: .oneRedoAway("saved"), file: .keep, reason: .none)),
        (false, .text("caf\u{FFFD}", replaced: 1), EditorHandback(field: .oneRedoAway("caf\u{FFFD}"), file: .keep, reason: .notUTF8(count: 1))),
    ] as [(Bool, ScratchReading, EditorHandback)])
    func handbackTable(_ succeeded: Bool, _ reading: ScratchReading, _ expected: EditorHandback) {
        #expect(EditorHandback.decide(succeeded: succeeded, reading: reading, original: "old") == expected)
    }

    @Test("unreadable: the field stays and the file is left where it is")
    func handbackUnreadable() {
        #expect(EditorHandback.decide(succeeded: true, reading: nil, original: "old")
                == EditorHandback(field: .none, file: .leave, reason: .unreadable))
    }

    @Test("Latin-1 from the editor: the words reach the field, and the notice names the kept file", arguments: [Language.en, .ko])
    func notUTF8Notice(_ language: Language) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation, language: language)
        let handback = EditorHandback.decide(succeeded: true, reading: .text("caf\u{FFFD}", replaced: 1), original: "Missed the bus")
        wizard.externalEditorReturned(field: .situation, handback: handback, failure: nil, filePath: "/d/kept-x.txt")
        #expect(wizard.state.content.situation == "caf\u{FFFD}")
        #expect(wizard.state.notice?.text.contains("/d/kept-x.txt") == true)
        #expect(wizard.state.notice?.text.contains("UTF-8") == true)
    }

    @Test("a file too large: the field is unchanged, and the notice says the size and where it is")
    func tooLargeNotice() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        let handback = EditorHandback.decide(succeeded: true, reading: .tooLarge(size: 6 << 30), original: "Missed the bus")
        wizard.externalEditorReturned(field: .situation, handback: handback, failure: nil, filePath: "/d/kept-x.txt")
        #expect(wizard.state.content.situation == "Missed the bus")
        #expect(wizard.state.notice == WizardNotice(.error,
            "The editor's file is kept in /d/kept-x.txt: it holds 6.0 GB, more than a field takes (1.0 MB), so the field is unchanged."))
    }
}
