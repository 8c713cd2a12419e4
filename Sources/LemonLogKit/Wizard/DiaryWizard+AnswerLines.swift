/// Answers on one line that the full screen reads from a line of its own (the due time, the
/// date, image paths), read by the same code, and the lines a refused answer keeps: on those
/// lines as typed, or carried in the draft for questions that have none (`DraftPosition.typed`).
extension DiaryWizard {
    /// A due line, read as the full screen reads its time line (`commitDue`): empty clears the
    /// time; else it must name one (a past one is kept, said overdue).
    mutating func answerDue(_ typed: String, field: DiaryField) {
        let before = state.content.actionDue
        state.editors[field] = TextEditor(text: typed, limit: StepTable.kind(of: field).editorLimit)
        guard commitDue(field) else { return refuseLine(field, question: .due(field)) }
        let changed = state.content.actionDue != before
        if changed, state.content.actionDue == nil { state.beats.append(.dueCleared) }
        if state.content.actionDue != nil, let passed = form.duePassedNotice(dateInput: dateInput) {
            state.beats.append(.notice(passed))
        }
        nextQuestion(saving: changed)
    }

    /// The date line, read as the full screen reads it (`commitDate`): a date the rules accept.
    mutating func answerDate(_ typed: String) {
        let before = state.content.date
        state.editors[.date] = TextEditor(text: typed, limit: StepTable.kind(of: .date).editorLimit)
        guard commitDate() else { return refuseLine(.date, question: .date) }
        if state.content.date != before { state.beats.append(.saveDraft) }
        nextQuestion(saving: false)
    }

    /// A one-line field's line refused: its published error told, the question asked again.
    mutating func refuseLine(_ field: DiaryField, question: StepQuestion) {
        state.beats += [.refused(state.errors[field]?.message ?? ""), .prompted(question, nil)]
    }

    /// A line of image paths: refused whole when they would be too many; else imported one by
    /// one (`.importImage`, the next after each outcome).
    mutating func answerImages(_ line: String) {
        let paths = ImagePath.parseList(line)
        if let error = form.imageRefusal(adding: paths.count) {
            state.beats += [.refused(error.message), .prompted(.images, nil)]
            return
        }
        guard !paths.isEmpty, case .importImage(let first) = importImages(line) else { return state.beats.append(.imagePrompt) }
        state.answeredImageLine = line
        state.beats.append(.importImage(first))
    }

    /// An image of an answered line was imported (`attachment`) or refused (`refusal`): said, and
    /// the next path asked for; a refused one keeps the line as typed.
    mutating func answeredImage(_ attachment: ImageAttachment?, refusal: DiaryValidationError?) -> WizardEffect {
        if let attachment, let kept = alreadyAttached(attachment) {
            state.imageCursor = kept
            state.beats.append(.notice(alreadyAttachedNotice(attachment)))
        } else if let attachment {
            state.content.images.append(attachment)
            state.imageCursor = state.content.images.count - 1
            contentChanged(.images)
            state.beats += [.saveDraft, .imageAttached(attachment)]
        }
        if let refusal {
            setKept(state.answeredImageLine ?? "", key: StepQuestion.images.typedKey)
            state.beats += [.saveDraft, .refused(refusal.message)]
        }
        guard let next = state.queuedImagePaths.first else {
            state.answeredImageLine = nil
            state.batchImagePath = nil
            state.beats.append(.imagePrompt)
            return .saveDraft
        }
        state.batchImagePath = next
        state.queuedImagePaths.removeFirst()
        state.beats.append(.importImage(next))
        return .importImage(next)
    }

    // MARK: - Kept lines

    /// After an answer on `asked`: a refused one is kept as typed (and the draft written); a
    /// taken one lets go of the line kept before. A text keeps its words in the content, and
    /// back leaves the kept line as it is.
    mutating func keeping(_ typed: String, asked: StepQuestion, hadKept: Bool, isBack: Bool, from start: Int) {
        if case .text = asked { return }
        if isBack { return }
        let refused = state.beats[start...].contains { if case .refused = $0 { true } else { false } }
        if refused, state.question == asked, !typed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            setKept(typed, key: asked.typedKey)
            state.beats.insert(.saveDraft, at: start)
            return
        }
        guard hadKept, !refused || state.question != asked else { return }
        setKept(nil, key: asked.typedKey)
        if !state.beats[start...].contains(.saveDraft) { state.beats.insert(.saveDraft, at: start) }
    }

    /// Keeps (or, nil, lets go of) a line under its name: a one-line field's line holds it, as
    /// on the full screen; any other question's is carried in the draft (`DraftPosition.typed`).
    mutating func setKept(_ text: String?, key: String) {
        guard let field = DiaryField(rawValue: key), steps.allFields.contains(field), StepTable.kind(of: field).isLine else {
            state.carriedTyped[key] = text
            return
        }
        state.editors[field] = TextEditor(text: text ?? confirmedLine(field), limit: StepTable.kind(of: field).editorLimit)
    }
}
