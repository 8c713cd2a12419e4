import Foundation
import Testing
@testable import LemonLogKit

/// Issue 7 (a new user's first hour): the view-model's part of each item.
@Suite("View-model: first hour")
struct DiaryWizardFirstHourTests {
    @Test("a draft killed while editing reopens on the same step, navigating; editing resumes at the cursor")
    func reopenedDraftNavigates() {
        var content = Fixtures.complete
        content.thought = "abcdef"
        var wizard = DiaryWizard(content: content, position: DraftPosition(step: .thought, editing: true, cursor: 3),
                                 localizer: Localizer(language: .en), timeZone: Fixtures.utc, now: { Fixtures.now })
        #expect(wizard.state.step == .thought)
        #expect(wizard.state.mode == .navigating)
        wizard.press(.char("q"))
        #expect(wizard.state.content.thought == "abcdef", "q must not type into the text")
        wizard.press(.enter, .char("X"))
        #expect(wizard.state.content.thought == "abcXdef")
        #expect(wizard.position.cursor == 4)
    }

    @Test("q while navigating after reopening leaves (it is not typed)")
    func reopenedDraftQuits() {
        var wizard = DiaryWizard(content: Fixtures.complete, position: DraftPosition(step: .situation, editing: true, cursor: 2),
                                 localizer: Localizer(language: .en), timeZone: Fixtures.utc, now: { Fixtures.now })
        #expect(wizard.press(.char("q")) == .quit)
    }

    @Test("Korean 2-set jamo act as the letter keys while navigating", arguments: [
        ("ㅜ", "n"), ("ㅔ", "p"), ("ㄴ", "s"), ("ㅂ", "q"), ("ㄷ", "e"), ("ㅑ", "i"), ("ㅓ", "j"), ("ㅏ", "k"), ("ㅁ", "a"), ("ㅌ", "x"),
    ] as [(Character, Character)])
    func jamoKeys(jamo: Character, latin: Character) {
        for step in StepTable.steps {
            let asJamo = WizardKeyMap.action(for: .char(jamo), mode: .navigating, step: step)
            let asLatin = WizardKeyMap.action(for: .char(latin), mode: .navigating, step: step)
            #expect(asJamo == asLatin, "\(jamo) on \(step)")
        }
        #expect(WizardKeyMap.action(for: .char(jamo), mode: .editing(.situation), step: .situation)
                == .edit(.insert(String(jamo))), "while editing, jamo are text")
    }

    @Test("ㅜ moves to the next step on a passing step; ㅂ leaves")
    func jamoMoves() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        wizard.press(.char("ㅜ"))
        #expect(wizard.state.step == .thought)
        #expect(wizard.press(.char("ㅂ")) == .quit)
    }

    @Test("Esc, Tab and Ctrl-S on an invalid date restore the last valid date and say so in one line",
          arguments: [Key.escape, Key.tab, Key.ctrl("s")])
    func dateNeverTraps(key: Key) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.enter, .ctrl("u"))
        for c in "2026-02-30" { wizard.press(.char(c)) }
        wizard.press(key)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.state.content.date == Fixtures.now)
        #expect(wizard.state.errors[.date] == nil)
        let notice = wizard.state.notice
        #expect(notice?.kind == .info)
        #expect(notice?.text.contains("2026-02-30") == true)
        #expect(notice?.text.contains("\n") == false)
    }

    @Test("Enter on an invalid date still keeps the person in the field with the error")
    func dateEnterRefuses() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.enter, .ctrl("u"), .char("x"), .enter)
        #expect(wizard.state.mode == .editing(.date))
        #expect(wizard.state.errors[.date]?.rule == .invalid)
    }

    @Test("a typed image path is committed by every key that finishes the field",
          arguments: [Key.tab, Key.backTab, Key.ctrl("s"), Key.escape, Key.ctrl("n"), Key.ctrl("p")])
    func imagePathCommitted(key: Key) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.char("a"))
        for c in "'/tmp/a b.png'" { wizard.press(.char(c)) }
        #expect(wizard.press(key) == .importImage("/tmp/a b.png"))
    }

    @Test("the error of a cancelled image path clears")
    func cancelledPathErrorClears() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        wizard.press(.char("a"), .char("x"))
        #expect(wizard.press(.enter) == .importImage("x"))
        wizard.imageImportFailed(ImageImportError.notFound, reason: "")
        #expect(wizard.state.errors[.images]?.rule == .notFound)
        #expect(wizard.press(.escape) == .none, "finishing the path just refused cancels it")
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.state.errors[.images] == nil)
        #expect(wizard.state.editor(.images).text.isEmpty)
    }

    @Test("editing a saved entry shows every step done in the progress marker")
    func savedEntryAllDone() {
        let wizard = Fixtures.wizard(Fixtures.complete, step: .emotion)
        for step in StepTable.steps where step != .emotion { #expect(wizard.status(of: step) == .done, "\(step)") }
        let fresh = Fixtures.wizard()
        for step in StepTable.steps where step != .emotion { #expect(fresh.status(of: step) == .pending) }
    }

    /// Issue 34, item 8: Ctrl-Z undoes in both modes; `z` suspends while navigating.
    @Test("Ctrl-Z undoes while editing and, after Esc, in the field written last; z suspends")
    func ctrlZ() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        #expect(wizard.press(.ctrl("z")) == .none, "nothing written yet: nothing to undo, no suspend")
        #expect(wizard.state.notice?.text == Localizer(language: .en)("notice_nothing_to_undo"))
        #expect(wizard.press(.char("z")) == .suspend)
        wizard.press(.enter, .char("!"))
        #expect(wizard.press(.ctrl("z")) == .none)
        #expect(wizard.state.content.situation == "Missed the bus")
        // Esc, then Ctrl-Z: the typing just left is undone, and Ctrl-Y brings it back.
        wizard.press(.char("?"), .escape)
        #expect(wizard.state.content.situation == "Missed the bus?")
        #expect(wizard.press(.ctrl("z")) == .none)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.state.content.situation == "Missed the bus")
        wizard.press(.ctrl("y"))
        #expect(wizard.state.content.situation == "Missed the bus?")
        // From another step, it goes back to that field's step to show it.
        wizard.press(.char("n"))
        #expect(wizard.state.step != .situation)
        wizard.press(.ctrl("z"))
        #expect(wizard.state.step == .situation && wizard.state.focus == .situation)
        #expect(wizard.state.content.situation == "Missed the bus")
    }

    @Test("a step change asks for a draft save through an effect; staying does not")
    func draftSaveEffect() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        #expect(wizard.press(.char("n")) == .saveDraft)
        #expect(wizard.press(.char("p")) == .saveDraft)
        #expect(wizard.press(.char("e")) == .none)
        #expect(wizard.press(.char("x")) == .none)
        #expect(wizard.press(.tab) == .saveDraft)
        var empty = Fixtures.wizard()
        #expect(empty.press(.char("n")) == .none, "a refused move saves nothing")
    }

    @Test("a notice given at start is shown until the first change")
    func startNotice() {
        var wizard = DiaryWizard(content: Fixtures.complete, localizer: Localizer(language: .en),
                                 notice: WizardNotice(.info, "reopening draft 1234"), timeZone: Fixtures.utc, now: { Fixtures.now })
        #expect(wizard.state.notice?.text == "reopening draft 1234")
        wizard.press(.char(" "))
        #expect(wizard.state.notice == nil)
    }

    @Test("the key help scrolls with ↑↓ while shown")
    func helpScroll() {
        var wizard = Fixtures.wizard()
        wizard.press(.char("?"), .down, .down)
        #expect(wizard.state.showHelp && wizard.state.helpOffset == 2)
        wizard.press(.up)
        #expect(wizard.state.helpOffset == 1)
        wizard.press(.escape)
        #expect(!wizard.state.showHelp)
    }

    @Test("the key help is laid out when it opens, not on every resize: the first frame does not pay for it")
    func helpLaidOutWhenShown() {
        var wizard = Fixtures.wizard()
        _ = wizard.update(.resize(columns: 40, rows: 12))
        #expect(wizard.state.helpLastOffset == .max, "a resize with the help closed laid out every key binding")
        wizard.press(.char("?"))
        let lines = 1 + WizardKeyTable.pageLines(localizer: wizard.localizer, width: 40).count
        #expect(wizard.state.helpLastOffset == lines - (12 - 5 - 1))
        // Open, it follows the screen at once.
        _ = wizard.update(.resize(columns: 80, rows: 30))
        #expect(wizard.state.helpLastOffset == max(0, 1 + WizardKeyTable.pageLines(localizer: wizard.localizer, width: 80).count - (30 - 5 - 1)))
    }

    @Test("the key help stops at its last page, worked out from the resize event: the first ↑ after holding ↓ moves it")
    func helpScrollStopsAtTheEnd() {
        var wizard = Fixtures.wizard()
        _ = wizard.update(.resize(columns: 40, rows: 12))
        // Title and page lines; 12 rows keep 5 for the screen around the help and 1 for "more".
        let lines = 1 + WizardKeyTable.pageLines(localizer: wizard.localizer, width: 40).count
        let last = lines - (12 - 5 - 1)
        #expect(last > 8, "the help does not fit 40×12")
        wizard.press(.char("?"))
        for _ in 0..<(lines + 30) { wizard.press(.down) }
        wizard.press(Key(.pageDown))
        #expect(wizard.state.helpOffset == last)
        wizard.press(.up)
        #expect(wizard.state.helpOffset == last - 1)
        for _ in 0..<(lines / 8 + 1) { wizard.press(Key(.pageUp)) }
        #expect(wizard.state.helpOffset == 0)
        // A taller screen shows more at once: the offset follows its smaller last page.
        for _ in 0..<(lines / 8 + 1) { wizard.press(Key(.pageDown)) }
        _ = wizard.update(.resize(columns: 80, rows: 30))
        let tall = 1 + WizardKeyTable.pageLines(localizer: wizard.localizer, width: 80).count - (30 - 5 - 1)
        #expect(tall > 0 && tall < last)
        #expect(wizard.state.helpOffset == tall)
    }
}
