import Testing
@testable import LemonLogKit

@Suite("Key map: the contract's key table")
struct WizardKeyMapTests {
    static let navigating: [(Key, DiaryWriteStep, WizardAction)] = [
        (.char("n"), .situation, .next), (.right, .situation, .next), (.tab, .thought, .nextField), (.ctrl("n"), .action, .next),
        (.char("p"), .situation, .previous), (.left, .situation, .previous), (.backTab, .reeval, .previousField),
        (.ctrl("p"), .action, .previous),
        (.char("1"), .action, .jump(number: 1)), (.char("6"), .emotion, .jump(number: 6)),
        (.enter, .situation, .beginEditing), (.char("e"), .thought, .beginEditing), (.char("i"), .reeval, .beginEditing),
        (.char("s"), .action, .save), (.ctrl("s"), .action, .save),
        (.char("q"), .action, .quit), (.ctrl("c"), .emotion, .interrupt),
        (.char("?"), .emotion, .toggleHelp), (.escape, .emotion, .ignore),
        (.up, .emotion, .moveListCursor(-1)), (.char("j"), .emotion, .moveListCursor(1)),
        (.char(" "), .emotion, .toggleEmotion), (.char(" "), .situation, .ignore),
        (.char("a"), .dateAndImages, .beginAddingImage), (.char("x"), .dateAndImages, .removeImage),
        (.char("a"), .situation, .ignore), (.char("7"), .situation, .ignore), (.char("한"), .situation, .ignore),
        (Key(.unknown), .situation, .ignore), (Key(.paste("n")), .situation, .ignore),
        (.ctrl("o"), .thought, .openExternalEditor), (.ctrl("o"), .emotion, .ignore),
        // `z` suspends; ㅋ, the same key under Korean input, does not (ㅋㅋ is laughter typed by habit).
        (.char("z"), .situation, .suspend), (.char("ㅋ"), .situation, .ignore), (.char("ㅜ"), .situation, .next),
    ]

    @Test("navigating", arguments: navigating)
    func navigatingKeys(key: Key, step: DiaryWriteStep, expected: WizardAction) {
        #expect(WizardKeyMap.action(for: key, mode: .navigating, step: step) == expected)
    }

    static let editing: [(Key, WizardAction)] = [
        (.char("n"), .edit(.insert("n"))), (.char("p"), .edit(.insert("p"))), (.char("1"), .edit(.insert("1"))),
        (.char("한"), .edit(.insert("한"))), (.char("?"), .edit(.insert("?"))), (.char("q"), .edit(.insert("q"))),
        (.right, .edit(.moveRight)), (.left, .edit(.moveLeft)), (.up, .edit(.moveUp)), (.down, .edit(.moveDown)),
        (.enter, .edit(.newline)),
        (.tab, .nextField), (.ctrl("n"), .finishEditingThen(.next)),
        (.backTab, .previousField), (.ctrl("p"), .finishEditingThen(.previous)),
        (.escape, .finishEditing), (.ctrl("d"), .finishEditing),
        (.ctrl("s"), .finishEditingThen(.save)), (.ctrl("c"), .interrupt),
        (.home, .edit(.moveLineStart)), (.ctrl("a"), .edit(.moveLineStart)),
        (.end, .edit(.moveLineEnd)), (.ctrl("e"), .edit(.moveLineEnd)),
        (Key(.left, .alt), .edit(.moveWordLeft)), (.alt("b"), .edit(.moveWordLeft)),
        (Key(.right, .alt), .edit(.moveWordRight)), (.alt("f"), .edit(.moveWordRight)),
        (Key(.home, .control), .edit(.moveTextStart)), (Key(.end, .control), .edit(.moveTextEnd)),
        (.backspace, .edit(.deleteBackward)), (.delete, .edit(.deleteForward)),
        (.ctrl("w"), .edit(.deleteWordBackward)), (Key(.backspace, .alt), .edit(.deleteWordBackward)),
        (.ctrl("k"), .edit(.deleteToLineEnd)), (.ctrl("u"), .edit(.deleteToLineStart)),
        (.ctrl("z"), .edit(.undo)), (.ctrl("y"), .edit(.redo)),
        (Key(.paste("n\u{1B}")), .paste("n\u{1B}")), (.char("\u{1B}"), .ignore), (Key(.unknown), .ignore),
        (.ctrl("o"), .openExternalEditor),
    ]

    @Test("editing a text field", arguments: editing)
    func editingKeys(key: Key, expected: WizardAction) {
        #expect(WizardKeyMap.action(for: key, mode: .editing(.situation), step: .situation) == expected)
    }

    @Test("Esc closes the help when it is open")
    func escClosesHelp() {
        #expect(WizardKeyMap.action(for: .escape, mode: .navigating, step: .thought, helpShown: true) == .closeHelp)
    }
}
