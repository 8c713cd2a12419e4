import LemonLogKit

/// The last step: the date line (or its editor) and the attached images.
extension WizardRenderer {
    func dateBody(_ wizard: DiaryWizard, height: Int, width: Int) -> Body {
        let state = wizard.state
        let l = wizard.localizer
        var body = Body()
        let label = l("date_label") + ": "
        if state.mode == .editing(.date) {
            let editor = state.editor(.date)
            body.lines.append(StyledLine(label, .bold).adding(editor.text))
            let before = String(editor.text.prefix(editor.cursor))
            body.cursor = (0, DisplayWidth.of(label) + DisplayWidth.of(before))
            body.lines.append(StyledLine("  " + l("date_hint"), .dim))
        } else if let typed = wizard.unconfirmedLines[.date] {
            // A line a reopened draft kept, not taken yet: shown as typed, with its error.
            body.lines.append(StyledLine(label, .bold).adding(typed))
        } else {
            body.lines.append(StyledLine(label, .bold).adding(wizard.dateInput.display(state.content.date)))
        }
        body.lines += errorLines(wizard, .date, width: width)
        body.lines.append(StyledLine())

        let images = state.content.images
        body.lines.append(StyledLine(l("images_label", ["count": wizard.countLabel(.images)]), .bold))
        if images.isEmpty {
            body.lines.append(StyledLine("  " + l("images_none"), .dim))
        }
        for (index, image) in images.enumerated() {
            let here = index == state.imageCursor && state.mode == .navigating
            body.lines.append(StyledLine(here ? "› " : "  ", .accent)
                .adding(image.originalPath, here ? .selected : .plain)
                .adding(" (\(image.format))", .dim))
        }
        if state.mode == .editing(.images) {
            let editor = state.editor(.images)
            let prompt = "  " + l("image_path_prompt") + " "
            let room = max(1, width - DisplayWidth.of(prompt) - 1)
            let before = String(editor.text.prefix(editor.cursor))
            // Long paths scroll left so that the cursor stays on screen.
            var shown = editor.text
            var column = DisplayWidth.of(before)
            while column >= room, !shown.isEmpty {
                column -= DisplayWidth.of(shown.removeFirst())
            }
            body.cursor = (body.lines.count, DisplayWidth.of(prompt) + column)
            body.lines.append(StyledLine(prompt, .bold).adding(shown))
        } else if let typed = wizard.unconfirmedLines[.images] {
            body.lines.append(StyledLine("  " + l("image_path_prompt") + " ", .bold).adding(typed))
        }
        body.lines += errorLines(wizard, .images, width: width)
        return body
    }
}
