import Foundation

/// The last step: the date (refused when unparseable or in the future) and up to five images.
extension DiaryWizard {
    /// Parses the date line; publishes the date's error and returns false if it is refused.
    mutating func commitDate() -> Bool {
        switch form.parseDate(state.editor(.date).text, dateInput: dateInput) {
        case .failure(let error):
            state.errors[.date] = error
            return false
        case .success(let date):
            // The line now shows the date taken, so it holds nothing left to keep.
            defer { state.editors[.date] = TextEditor(text: confirmedLine(.date), limit: StepTable.kind(of: .date).editorLimit) }
            if date != state.content.date {
                state.content.date = date
                contentChanged(.date)
            } else {
                state.errors[.date] = nil
            }
            return true
        }
    }

    /// How many emotions or images are chosen over the most (`3/5`), as the step shows it.
    package func countLabel(_ field: DiaryField) -> String { form.countLabel(field) }

    /// Opens the image path line, unless five images are attached already.
    mutating func beginAddingImage() {
        guard steps.body(of: state.step).hasAttachments else { return }
        if let refusal = form.imageRefusal(adding: 1) {
            state.errors[.images] = refusal
            return
        }
        // A path typed and not taken (kept by a draft) is edited on.
        state.editors[.images] = lineEditor(.images)
        state.mode = .editing(.images)
    }

    /// Detaches the highlighted image (the copy is removed when the entry is saved).
    mutating func removeImage() {
        guard steps.body(of: state.step).hasAttachments, state.content.images.indices.contains(state.imageCursor) else { return }
        state.content.images.remove(at: state.imageCursor)
        state.imageCursor = max(0, min(state.imageCursor, state.content.images.count - 1))
        contentChanged(.images)
    }

    /// The effect that imports what the path line holds: one path, or the first of several
    /// pasted together (the others follow, one `.importImage` after each answer).
    mutating func importImages(_ line: String) -> WizardEffect {
        let paths = ImagePath.parseList(line)
        guard paths.count > 1, let first = paths.first else { return .importImage(ImagePath.parse(line)) }
        state.batchImagePath = first
        state.queuedImagePaths = Array(paths.dropFirst())
        return .importImage(first)
    }

    /// The driver's answer to `.importImage`: the image was checked and copied. Returns the
    /// next `.importImage` while paths pasted together are left, else `.none`.
    @discardableResult
    mutating func imageImported(_ attachment: ImageAttachment) -> WizardEffect {
        if state.answering { return answeredImage(attachment, refusal: nil) }
        if let kept = alreadyAttached(attachment) {
            // The same bytes again (the store copied them once, so the copy is the same): one
            // attachment, and the step says so rather than listing it twice.
            state.imageCursor = kept
            state.notice = WizardNotice(.info, alreadyAttachedNotice(attachment), step: state.step)
            let queued = state.queuedImagePaths
            cancelImagePath()
            state.mode = .navigating
            guard let next = queued.first else { return .none }
            state.batchImagePath = next
            state.queuedImagePaths = Array(queued.dropFirst())
            return .importImage(next)
        }
        if let refusal = form.imageRefusal(adding: 1) {
            state.errors[.images] = refusal
            state.batchImagePath = nil
            state.queuedImagePaths = []
            return .none
        }
        state.content.images.append(attachment)
        state.imageCursor = state.content.images.count - 1
        let queued = state.queuedImagePaths
        cancelImagePath()
        state.mode = .navigating
        contentChanged(.images)
        guard let next = queued.first else { return .none }
        if let refusal = form.imageRefusal(adding: 1) {
            // No room for the rest: they stay on the path line, with the reason.
            state.editors[.images] = TextEditor(text: queued.map(ImagePath.quoted).joined(separator: " "),
                                                limit: StepTable.kind(of: .images).editorLimit)
            state.errors[.images] = refusal
            state.refusedImagePath = state.editor(.images).text
            state.mode = .editing(.images)
            return .none
        }
        state.batchImagePath = next
        state.queuedImagePaths = Array(queued.dropFirst())
        return .importImage(next)
    }

    /// Where the entry already holds this image (the store keeps the same bytes once per entry, so
    /// an image attached again comes back with the copy already listed), if it does.
    func alreadyAttached(_ attachment: ImageAttachment) -> Int? {
        state.content.images.firstIndex { $0.storedPath == attachment.storedPath }
    }

    /// The line that says an image was not added twice, in both faces.
    func alreadyAttachedNotice(_ attachment: ImageAttachment) -> String {
        localizer("image_already_attached", ["path": TextSanitizer.singleLine(attachment.originalPath)])
    }

    /// Empties the image path line and clears its error (a cancelled path leaves no error behind).
    mutating func cancelImagePath() {
        state.editors[.images] = TextEditor(limit: StepTable.kind(of: .images).editorLimit)
        state.errors[.images] = nil
        state.refusedImagePath = nil
        state.batchImagePath = nil
        state.queuedImagePaths = []
    }

    /// The driver's answer to `.importImage`: the path was refused or the copy failed
    /// (`reason` says why, for failures that are not a refusal). The path stays editable.
    @discardableResult
    mutating func imageImportFailed(_ error: Error, reason: String) -> WizardEffect {
        let refusal = DiaryValidationError.imageImport(error, reason: reason, localizer: localizer)
        if state.answering { return answeredImage(nil, refusal: refusal) }
        state.errors[.images] = refusal
        if let failed = state.batchImagePath {
            // One of several pasted together: it and the ones after it stay on the line.
            let left = [failed] + state.queuedImagePaths
            state.editors[.images] = TextEditor(text: left.map(ImagePath.quoted).joined(separator: " "),
                                                limit: StepTable.kind(of: .images).editorLimit)
            state.batchImagePath = nil
            state.queuedImagePaths = []
        }
        state.refusedImagePath = state.editor(.images).text.trimmingCharacters(in: .whitespaces)
        state.mode = .editing(.images)
        return .none
    }
}
