/// The last questions as plain prompts: the next action's due time, the date, then image paths.
extension PlainConversation {
    /// The due-time prompt, with the time set if any (Enter keeps it).
    func duePrompt() -> PlainOutput {
        guard let due = content.actionDue else { return .prompt(l("plain_due_prompt")) }
        return .prompt(l("plain_due_prompt_current", ["current": dateInput.dueEditable(due)]))
    }

    /// Enter keeps the time (or leaves none), `-` clears it, `p` goes back to the field before;
    /// anything else must name a time (a past one is kept and said to be overdue).
    mutating func answerDue(_ line: String, field: DiaryField) -> [PlainOutput] {
        if line == "p" {
            let written = steps.writtenFields(of: step)
            guard let index = written.firstIndex(of: field), index > 0 else { return back() }
            return ask(steps.question(for: written[index - 1]))
        }
        if line.isEmpty { return nextQuestion(saving: false) }
        if line == "-" {
            guard content.actionDue != nil else { return nextQuestion(saving: false) }
            form.content.actionDue = nil
            return [.say(l("plain_due_cleared"))] + nextQuestion()
        }
        switch form.parseDue(line, dateInput: dateInput) {
        case .failure(let error):
            return [.refuse(error.message), duePrompt()]
        case .success(let due):
            let changed = due != content.actionDue
            form.content.actionDue = due
            let passed = form.duePassedNotice(dateInput: dateInput).map { [PlainOutput.say("! " + $0)] } ?? []
            return passed + nextQuestion(saving: changed)
        }
    }

    // MARK: - Date and images

    func datePrompt() -> PlainOutput {
        .prompt(l("plain_date_prompt", ["current": dateInput.editable(content.date)]))
    }

    /// An empty line keeps the date shown; anything else must be a date the rules accept.
    mutating func answerDate(_ line: String) -> [PlainOutput] {
        if line == "p" { return back() }
        var out: [PlainOutput] = []
        if !line.isEmpty {
            switch form.parseDate(line, dateInput: dateInput) {
            case .failure(let error):
                return [.refuse(error.message), datePrompt()]
            case .success(let date):
                if date != content.date {
                    form.content.date = date
                    out.append(.saveDraft)
                }
            }
        }
        return out + nextQuestion(saving: false)
    }

    mutating func answerImage(_ line: String) -> [PlainOutput] {
        if line.isEmpty { return nextQuestion(saving: false) }
        if line == "p" { return back() }
        let paths = ImagePath.parseList(line)
        if let error = form.imageRefusal(adding: paths.count) {
            return [.refuse(error.message), .prompt(l("plain_image_prompt"))]
        }
        imagesLeft = paths.count
        imageLine = line
        return paths.map { .importImage($0) }
    }

    /// The answer to `.importImage`: the image was checked and copied.
    package mutating func imageImported(_ attachment: ImageAttachment) -> [PlainOutput] {
        form.content.images.append(attachment)
        let max = StepTable.kind(of: .images).maxCount ?? 0
        return [.saveDraft,
                .say(l("plain_image_attached", ["path": TextSanitizer.singleLine(attachment.originalPath),
                                                "count": String(content.images.count), "max": String(max)]))]
            + imageAnswered()
    }

    /// The prompt for the next path, once every path of the line was answered.
    mutating func imageAnswered() -> [PlainOutput] {
        imagesLeft = max(0, imagesLeft - 1)
        return imagesLeft == 0 ? [.prompt(l("plain_image_prompt"))] : []
    }

    /// The answer to `.importImage`: refused, or the copy failed (`reason` says why).
    package mutating func imageRefused(_ error: Error, reason: String) -> [PlainOutput] {
        // The line of paths stays in the draft as typed, for the person to correct.
        kept[StepQuestion.images.typedKey] = imageLine
        return [.saveDraft, .refuse(DiaryValidationError.imageImport(error, reason: reason, localizer: l).message)] + imageAnswered()
    }
}
