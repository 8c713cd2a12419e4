/// Every key of the wizard, declared once: the key map reads a key with it (first match wins,
/// in this order) and the `?` help and `lemonlog help write` tell it, one row per help key.
enum WizardKeyBindings {
    private static func k(_ key: Key) -> KeyPattern { .key(key) }
    private static func c(_ character: Character) -> KeyPattern { .key(.char(character)) }
    private static func ctrl(_ letter: Character) -> KeyPattern { .key(.ctrl(letter)) }
    private static let pageUp = KeyPattern.key(Key(.pageUp)), pageDown = KeyPattern.key(Key(.pageDown))

    package static let all: [WizardKeyBinding] = navigating + editing + finding

    /// Moving between steps; the key help's own keys (scope `.help`) come first while it is shown.
    static let navigating: [WizardKeyBinding] = [
        WizardKeyBinding(.navigating, [c("n"), k(.right), ctrl("n")], .next, help: "keys_next"),
        WizardKeyBinding(.navigating, [c("p"), k(.left), ctrl("p")], .previous, help: "keys_previous"),
        WizardKeyBinding(.navigating, [k(.tab)], .nextField, help: "keys_next_field"),
        WizardKeyBinding(.navigating, [k(.backTab)], .previousField, help: "keys_next_field"),
        WizardKeyBinding(.navigating, [.stepDigit], help: "keys_jump") { key in
            KeyPattern.stepNumber(of: key).map { .jump(number: $0) } ?? .ignore
        },
        WizardKeyBinding(.navigating, [k(.enter), c("e"), c("i")], .beginEditing, help: "keys_begin_editing"),
        WizardKeyBinding(.navigating, [k(.up), c("k")], .moveListCursor(-1), help: "keys_move_list", when: .list),
        WizardKeyBinding(.navigating, [k(.down), c("j")], .moveListCursor(1), help: "keys_move_list", when: .list),
        WizardKeyBinding(.navigating, [k(.up), c("k")], .moveFocus(-1), help: "keys_move_field", when: .fields),
        WizardKeyBinding(.navigating, [k(.down), c("j")], .moveFocus(1), help: "keys_move_field", when: .fields),
        WizardKeyBinding(.navigating, [pageUp], .moveListCursor(-8), help: "keys_move_list", when: .pages),
        WizardKeyBinding(.navigating, [pageDown], .moveListCursor(8), help: "keys_move_list", when: .pages),
        WizardKeyBinding(.navigating, [c(" ")], .toggleEmotion, help: "keys_toggle_emotion", when: .choices),
        WizardKeyBinding(.navigating, [c("/")], .beginFind, help: "keys_find", when: .choices),
        WizardKeyBinding(.navigating, [c(" ")], .toggleTrap, help: "keys_toggle_trap", when: .traps),
        WizardKeyBinding(.navigating, [c("h")], .markHotThought, help: "keys_hot_thought", when: .mark),
        WizardKeyBinding(.navigating, [.anyModifiers(.character("+")), c("=")], .adjustRating(Intensity.step),
                         help: "keys_rate_belief", when: .belief),
        WizardKeyBinding(.navigating, [c("-"), .anyModifiers(.character("_"))], .adjustRating(-Intensity.step),
                         help: "keys_rate_belief", when: .belief),
        WizardKeyBinding(.navigating, [.anyModifiers(.character("+")), c("=")], .adjustRating(Intensity.step),
                         help: "keys_rate", when: .ratings),
        WizardKeyBinding(.navigating, [c("-"), .anyModifiers(.character("_"))], .adjustRating(-Intensity.step),
                         help: "keys_rate", when: .ratings),
        WizardKeyBinding(.navigating, [pageDown], .cycleQuestions(1), help: "keys_questions", when: .trapQuestions),
        WizardKeyBinding(.navigating, [pageUp], .cycleQuestions(-1), help: "keys_questions", when: .trapQuestions),
        WizardKeyBinding(.navigating, [c("a")], .beginAddingImage, help: "keys_images", when: .attachments),
        WizardKeyBinding(.navigating, [c("x"), k(.delete), k(.backspace)], .removeImage, help: "keys_images",
                         when: .attachments),
        WizardKeyBinding(.navigating, [c("s"), ctrl("s")], .save, help: "keys_save"),
        WizardKeyBinding(.navigating, [c("q")], .quit, help: "keys_quit"),
        WizardKeyBinding(.navigating, [ctrl("c")], .interrupt, help: "keys_quit"),
        WizardKeyBinding(.navigating, [ctrl("o")], .openExternalEditor, help: "keys_external_editor", when: .textField),
        // Ctrl-Z undoes in both modes (after Esc: in the field written last); suspending is `z`.
        WizardKeyBinding(.navigating, [ctrl("z")], .undoLastWritten(.undo), help: "keys_undo"),
        WizardKeyBinding(.navigating, [ctrl("y")], .undoLastWritten(.redo), help: "keys_undo"),
        WizardKeyBinding(.navigating, [c("z")], .suspend, help: "keys_suspend"),
        WizardKeyBinding(.navigating, [c("?")], .toggleHelp, help: "keys_help"),
        WizardKeyBinding(.help, [k(.escape), ctrl("d")], .closeHelp, help: "keys_help"),
        WizardKeyBinding(.help, [k(.up), c("k")], .scrollHelp(-1), help: "keys_help_scroll"),
        WizardKeyBinding(.help, [k(.down), c("j")], .scrollHelp(1), help: "keys_help_scroll"),
        WizardKeyBinding(.help, [pageUp], .scrollHelp(-8), help: "keys_help_scroll"),
        WizardKeyBinding(.help, [pageDown, c(" ")], .scrollHelp(8), help: "keys_help_scroll"),
    ]

    /// Writing in a field.
    static let editing: [WizardKeyBinding] = [
        WizardKeyBinding(.editing, [.character], help: "keys_type") { key in
            guard case .character(let typed) = key.code else { return .ignore }
            return .edit(.insert(String(typed)))
        },
        WizardKeyBinding(.editing, [.paste], help: "keys_type") { key in
            guard case .paste(let text) = key.code else { return .ignore }
            return .paste(text)
        },
        WizardKeyBinding(.editing, [k(.escape), ctrl("d")], .finishEditing, help: "keys_finish"),
        WizardKeyBinding(.editing, [k(.tab)], .nextField, help: "keys_edit_next_field"),
        WizardKeyBinding(.editing, [k(.backTab)], .previousField, help: "keys_edit_next_field"),
        WizardKeyBinding(.editing, [ctrl("n")], .finishEditingThen(.next), help: "keys_finish_move"),
        WizardKeyBinding(.editing, [ctrl("p")], .finishEditingThen(.previous), help: "keys_finish_move"),
        WizardKeyBinding(.editing, [ctrl("s")], .finishEditingThen(.save), help: "keys_finish_save"),
        WizardKeyBinding(.editing, [k(.enter)], .edit(.newline), help: "keys_newline"),
        WizardKeyBinding(.editing, [k(.left)], .edit(.moveLeft), help: "keys_cursor"),
        WizardKeyBinding(.editing, [k(.right)], .edit(.moveRight), help: "keys_cursor"),
        WizardKeyBinding(.editing, [k(.up)], .edit(.moveUp), help: "keys_cursor"),
        WizardKeyBinding(.editing, [k(.down)], .edit(.moveDown), help: "keys_cursor"),
        WizardKeyBinding(.editing, [k(.home), ctrl("a")], .edit(.moveLineStart), help: "keys_line_ends"),
        WizardKeyBinding(.editing, [k(.end), ctrl("e")], .edit(.moveLineEnd), help: "keys_line_ends"),
        WizardKeyBinding(.editing, [k(Key(.left, .alt)), k(Key(.left, .control)), k(.alt("b"))], .edit(.moveWordLeft),
                         help: "keys_word"),
        WizardKeyBinding(.editing, [k(Key(.right, .alt)), k(Key(.right, .control)), k(.alt("f"))], .edit(.moveWordRight),
                         help: "keys_word"),
        WizardKeyBinding(.editing, [k(Key(.home, .control))], .edit(.moveTextStart), help: "keys_text_ends"),
        WizardKeyBinding(.editing, [k(Key(.end, .control))], .edit(.moveTextEnd), help: "keys_text_ends"),
        WizardKeyBinding(.editing, [k(.backspace)], .edit(.deleteBackward), help: "keys_delete"),
        WizardKeyBinding(.editing, [k(.delete)], .edit(.deleteForward), help: "keys_delete"),
        WizardKeyBinding(.editing, [ctrl("w"), k(Key(.backspace, .alt))], .edit(.deleteWordBackward), help: "keys_delete_more"),
        WizardKeyBinding(.editing, [ctrl("k")], .edit(.deleteToLineEnd), help: "keys_delete_more"),
        WizardKeyBinding(.editing, [ctrl("u")], .edit(.deleteToLineStart), help: "keys_delete_more"),
        WizardKeyBinding(.editing, [ctrl("z")], .edit(.undo), help: "keys_undo"),
        WizardKeyBinding(.editing, [ctrl("y")], .edit(.redo), help: "keys_undo"),
        WizardKeyBinding(.editing, [pageDown], .cycleQuestions(1), help: "keys_questions", when: .trapQuestions),
        WizardKeyBinding(.editing, [pageUp], .cycleQuestions(-1), help: "keys_questions", when: .trapQuestions),
        WizardKeyBinding(.editing, [ctrl("o")], .openExternalEditor, help: "keys_external_editor", when: .multiline),
        WizardKeyBinding(.editing, [ctrl("c")], .interrupt, help: "keys_quit"),
    ]

    /// Type-to-find on the emotion list: letters in either language (jamo stay jamo), ↑/↓ to
    /// the other matches, Space chooses the one found, Enter or Esc stop.
    static let finding: [WizardKeyBinding] = [
        WizardKeyBinding(.finding, [c(" ")], .toggleEmotion, help: "keys_toggle_emotion"),
        WizardKeyBinding(.finding, [.character], help: "keys_find_type") { key in
            guard case .character(let typed) = key.code else { return .ignore }
            return .find(String(typed))
        },
        WizardKeyBinding(.finding, [.paste], help: "keys_find_type") { key in
            guard case .paste(let text) = key.code else { return .ignore }
            return .find(text)
        },
        WizardKeyBinding(.finding, [k(.up)], .findNext(-1), help: "keys_find_next"),
        WizardKeyBinding(.finding, [k(.down)], .findNext(1), help: "keys_find_next"),
        WizardKeyBinding(.finding, [k(.backspace)], .findErase, help: "keys_delete"),
        WizardKeyBinding(.finding, [k(.enter), k(.escape), ctrl("d")], .endFind, help: "keys_find_end"),
        WizardKeyBinding(.finding, [ctrl("c")], .interrupt, help: "keys_quit"),
        // Nothing is written while finding, so nothing to undo: Ctrl-Z suspends here.
        WizardKeyBinding(.finding, [ctrl("z")], .suspend, help: "keys_suspend"),
    ]
}
