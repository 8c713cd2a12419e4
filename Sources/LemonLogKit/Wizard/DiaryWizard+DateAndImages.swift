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
            if date != state.content.date {
                state.content.date = date
                contentChanged(.date)
            } else {
                state.errors[.date] = nil
            }
            return true
        }
    }

    /// Opens the image path line, unless five images are attached already.
    mutating func beginAddingImage() {
        guard StepTable.body(of: state.step).hasAttachments else { return }
        guard state.content.images.count < DiaryLimits.maxImages else {
            state.errors[.images] = DiaryValidationError.make(.images, .tooMany, localizer)
            return
        }
        state.editors[.images] = TextEditor(limit: StepTable.kind(of: .images).editorLimit)
        state.mode = .editing(.images)
    }

    /// Detaches the highlighted image (the copy is removed when the entry is saved).
    mutating func removeImage() {
        guard StepTable.body(of: state.step).hasAttachments, state.content.images.indices.contains(state.imageCursor) else { return }
        state.content.images.remove(at: state.imageCursor)
        state.imageCursor = max(0, min(state.imageCursor, state.content.images.count - 1))
        contentChanged(.images)
    }

    /// The driver's answer to `.importImage`: the image was checked and copied.
    public mutating func imageImported(_ attachment: ImageAttachment) {
        guard state.content.images.count < DiaryLimits.maxImages else {
            state.errors[.images] = DiaryValidationError.make(.images, .tooMany, localizer)
            return
        }
        state.content.images.append(attachment)
        state.imageCursor = state.content.images.count - 1
        cancelImagePath()
        state.mode = .navigating
        contentChanged(.images)
    }

    /// Empties the image path line and clears its error (a cancelled path leaves no error behind).
    mutating func cancelImagePath() {
        state.editors[.images] = TextEditor(limit: StepTable.kind(of: .images).editorLimit)
        state.errors[.images] = nil
        state.refusedImagePath = nil
    }

    /// The driver's answer to `.importImage`: the path was refused or the copy failed
    /// (`reason` says why, for failures that are not a refusal). The path stays editable.
    public mutating func imageImportFailed(_ error: Error, reason: String) {
        state.errors[.images] = DiaryValidationError.imageImport(error, reason: reason, localizer: localizer)
        state.refusedImagePath = state.editor(.images).text.trimmingCharacters(in: .whitespaces)
        state.mode = .editing(.images)
    }
}
