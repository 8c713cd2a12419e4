/// The external editor's return: its text into the field (whole, over the limit too), and one
/// message that says what happened to it and names any file kept.
extension DiaryWizard {
    /// Applies `handback` to `field`. `failure` says how the editor failed (nil when it exited 0);
    /// `filePath` is where the scratch file now is when it was kept or left.
    mutating func externalEditorReturned(field: DiaryField, handback: EditorHandback,
                                                failure: String?, filePath: String?) {
        var messages: [String] = failure.map { [$0] } ?? []
        switch handback.field {
        case .apply(let text):
            // `externalEditorFinished` drops one final new line, as the store already did one.
            externalEditorFinished(field: field, text: text + "\n")
        case .oneRedoAway(let text):
            externalEditorRejected(field: field, text: text + "\n", notice: "")
            messages.append(localizer("editor_text_kept"))
        case .none:
            // The other reasons say so in their own message.
            if handback.reason == .none { messages.append(localizer("editor_field_unchanged")) }
        }
        let path = TextSanitizer.singleLine(filePath ?? "")
        switch handback.reason {
        case .none:
            if handback.file == .keep { messages.append(localizer("editor_file_kept", ["path": path])) }
        case .notUTF8(let count):
            messages.append(localizer("editor_not_utf8", ["count": String(count), "path": path]))
        case .tooLarge(let size):
            messages.append(localizer("editor_too_large", [
                "size": ScratchReading.describe(size: size),
                "max": ScratchReading.describe(size: Int64(ScratchFile.maxBytes)), "path": path,
            ]))
        case .unreadable:
            messages.append(filePath == nil ? localizer("editor_cannot_read")
                                            : localizer("editor_cannot_read_left", ["path": path]))
        }
        if !messages.isEmpty { state.notice = WizardNotice(.error, messages.joined(separator: " ")) }
    }
}
