/// The last questions as plain lines: the next action's due time, the date, then image paths.
extension PlainConversation {
    /// The due-time prompt, with the time set if any (Enter keeps it).
    func duePrompt() -> PlainOutput {
        guard let due = content.actionDue else { return .prompt(l("plain_due_prompt")) }
        return .prompt(l("plain_due_prompt_current", ["current": dateInput.dueEditable(due)]))
    }

    func datePrompt() -> PlainOutput {
        .prompt(l("plain_date_prompt", ["current": dateInput.editable(content.date)]))
    }

    /// How many images may be attached, those attached so far, and the path prompt.
    func askImages() -> [PlainOutput] {
        var out: [PlainOutput] = [.say(l("plain_images_hint", ["max": String(StepTable.kind(of: .images).maxCount ?? 0)]))]
        if !content.images.isEmpty {
            out.append(.say(l("plain_images_current", ["count": String(content.images.count)])))
            for (index, image) in content.images.enumerated() {
                out.append(.say("  \(index + 1). " + TextSanitizer.singleLine(image.originalPath)))
            }
        }
        return out + [.prompt(l("plain_image_prompt"))]
    }

    /// The line said when an image was attached: its path and how many of the most.
    func imageAttached(_ attachment: ImageAttachment) -> PlainOutput {
        let max = StepTable.kind(of: .images).maxCount ?? 0
        return .say(l("plain_image_attached", ["path": TextSanitizer.singleLine(attachment.originalPath),
                                               "count": String(content.images.count), "max": String(max)]))
    }
}
