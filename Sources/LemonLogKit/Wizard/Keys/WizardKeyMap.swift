/// Reads a key in the wizard's current mode: the contract's key table, in one place.
public enum WizardKeyMap {
    /// The action a key means on `step` in `mode`.
    /// `finding`: type-to-find is open on the emotion list (`/`).
    public static func action(for key: Key, mode: WizardMode, step: DiaryWriteStep, helpShown: Bool = false,
                              finding: Bool = false) -> WizardAction {
        switch mode {
        case .navigating where finding && StepTable.body(of: step).hasChoices: return findingKey(key)
        case .navigating: return navigating(key, step: step, helpShown: helpShown)
        case .editing(let field):
            if StepTable.asksTrapQuestions(field.step), key.modifiers.isEmpty, key.code == .pageDown || key.code == .pageUp {
                return .cycleQuestions(key.code == .pageDown ? 1 : -1)
            }
            return editing(key, field: field)
        }
    }

    private static func navigating(_ key: Key, step: DiaryWriteStep, helpShown: Bool) -> WizardAction {
        let key = latinLetter(key)
        let body = StepTable.body(of: step)
        let list = body.hasList, choices = body.hasChoices, attachments = body.hasAttachments, ratings = body.hasRatings
        let traps = body.hasTraps, pages = choices || traps
        if helpShown {
            switch (key.code, key.modifiers) {
            case (.up, []), (.character("k"), []): return .scrollHelp(-1)
            case (.down, []), (.character("j"), []): return .scrollHelp(1)
            case (.pageUp, []): return .scrollHelp(-8)
            case (.pageDown, []), (.character(" "), []): return .scrollHelp(8)
            default: break
            }
        }
        switch (key.code, key.modifiers) {
        case (.character("n"), []), (.right, []), (.tab, []), (.character("n"), .control): return .next
        case (.character("p"), []), (.left, []), (.tab, .shift), (.character("p"), .control): return .previous
        case (.character(let c), []) where StepTable.step(forDigit: c) != nil:
            return .jump(StepTable.step(forDigit: c)!)
        case (.enter, []), (.character("e"), []), (.character("i"), []): return .beginEditing
        case (.escape, []), (.character("d"), .control): return helpShown ? .closeHelp : .ignore
        case (.character("s"), []), (.character("s"), .control): return .save
        case (.character("q"), []): return .quit
        case (.character("c"), .control): return .interrupt
        case (.character("z"), .control): return .suspend
        case (.character("?"), []): return .toggleHelp
        case (.character("o"), .control): return step.textField != nil ? .openExternalEditor : .ignore
        case (.up, []) where list, (.character("k"), []) where list: return .moveListCursor(-1)
        case (.down, []) where list, (.character("j"), []) where list: return .moveListCursor(1)
        case (.pageUp, []) where pages: return .moveListCursor(-8)
        case (.pageDown, []) where pages: return .moveListCursor(8)
        case (.pageUp, []) where StepTable.asksTrapQuestions(step): return .cycleQuestions(-1)
        case (.pageDown, []) where StepTable.asksTrapQuestions(step): return .cycleQuestions(1)
        case (.character(" "), []) where choices: return .toggleEmotion
        case (.character("/"), []) where choices: return .beginFind
        case (.character(" "), []) where traps: return .toggleTrap
        case (.character("+"), _) where ratings, (.character("="), []) where ratings: return .adjustRating(Intensity.step)
        case (.character("-"), []) where ratings, (.character("_"), _) where ratings: return .adjustRating(-Intensity.step)
        case (.character("a"), []) where attachments: return .beginAddingImage
        case (.character("x"), []) where attachments, (.delete, []) where attachments, (.backspace, []) where attachments:
            return .removeImage
        default: return .ignore
        }
    }

    /// Type-to-find on the emotion list: letters in either language (jamo stay jamo), ↑/↓ to
    /// the other matches, Space chooses the one found, Enter or Esc stop.
    private static func findingKey(_ key: Key) -> WizardAction {
        switch (key.code, key.modifiers) {
        case (.paste(let text), _): return .find(text)
        case (.enter, []), (.escape, []), (.character("d"), .control): return .endFind
        case (.character("c"), .control): return .interrupt
        case (.character("z"), .control): return .suspend
        case (.backspace, []): return .findErase
        case (.up, []): return .findNext(-1)
        case (.down, []): return .findNext(1)
        case (.character(" "), []): return .toggleEmotion
        case (.character(let c), []), (.character(let c), .shift):
            return isPrintable(c) ? .find(String(c)) : .ignore
        default: return .ignore
        }
    }

    private static func editing(_ key: Key, field: DiaryField) -> WizardAction {
        let multiline = StepTable.isText(field)
        switch (key.code, key.modifiers) {
        case (.paste(let text), _): return .paste(text)
        case (.tab, []), (.character("n"), .control): return .finishEditingThen(.next)
        case (.tab, .shift), (.character("p"), .control): return .finishEditingThen(.previous)
        case (.escape, []), (.character("d"), .control): return .finishEditing
        case (.character("s"), .control): return .finishEditingThen(.save)
        case (.character("c"), .control): return .interrupt
        case (.character("o"), .control): return multiline ? .openExternalEditor : .ignore
        case (.enter, []): return .edit(.newline)
        case (.left, []): return .edit(.moveLeft)
        case (.right, []): return .edit(.moveRight)
        case (.up, []): return .edit(.moveUp)
        case (.down, []): return .edit(.moveDown)
        case (.home, []), (.character("a"), .control): return .edit(.moveLineStart)
        case (.end, []), (.character("e"), .control): return .edit(.moveLineEnd)
        case (.left, .alt), (.left, .control), (.character("b"), .alt): return .edit(.moveWordLeft)
        case (.right, .alt), (.right, .control), (.character("f"), .alt): return .edit(.moveWordRight)
        case (.home, .control): return .edit(.moveTextStart)
        case (.end, .control): return .edit(.moveTextEnd)
        case (.backspace, []): return .edit(.deleteBackward)
        case (.delete, []): return .edit(.deleteForward)
        case (.character("w"), .control), (.backspace, .alt): return .edit(.deleteWordBackward)
        case (.character("k"), .control): return .edit(.deleteToLineEnd)
        case (.character("u"), .control): return .edit(.deleteToLineStart)
        case (.character("z"), .control): return .edit(.undo)
        case (.character("y"), .control): return .edit(.redo)
        case (.character(let c), []), (.character(let c), .shift):
            return isPrintable(c) ? .edit(.insert(String(c))) : .ignore
        default: return .ignore
        }
    }

    /// A jamo of the Korean 2-set keyboard read as the Latin letter key that gives it (navigating
    /// only: while editing, jamo are text).
    static func latinLetter(_ key: Key) -> Key {
        guard key.modifiers.isEmpty, case .character(let c) = key.code,
              let latin = KoreanKeyboard.latin(for: c) else { return key }
        return Key(.character(latin))
    }

    /// A typed character that may go into a field: no control characters, no escape.
    static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }
}
