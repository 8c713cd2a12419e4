import LemonLogKit

/// The key help shown by `?`.
extension WizardRenderer {
    func helpBody(_ wizard: DiaryWizard) -> Body {
        let l = wizard.localizer
        var body = Body()
        body.lines.append(ScreenLine(l("help_title"), .bold))
        for index in 1...12 {
            let key = "help_line_\(index)"
            guard l(key) != key else { break }
            body.lines.append(ScreenLine("  " + l(key)))
        }
        return body
    }
}
