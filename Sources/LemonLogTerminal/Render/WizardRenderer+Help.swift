import LemonLogKit

/// The key help shown by `?`: the whole key table (navigating and editing keys, the Korean
/// keyboard line); when it does not fit it scrolls, and its last line says there is more. While it
/// is shown the screen keeps only its title, step and footer around it (`WizardLayout.helpChromeRows`).
extension WizardRenderer {
    func helpBody(_ wizard: DiaryWizard, height: Int, width: Int) -> Body {
        let l = wizard.localizer
        let all = helpLines(wizard, width: width)
        var body = Body()
        guard all.count > height else {
            body.lines = all
            return body
        }
        let room = max(1, height - 1)
        // The view-model keeps the offset within `helpLastOffset`; this only guards the slice.
        let offset = min(max(0, wizard.state.helpOffset), all.count - room)
        body.lines = Array(all[offset..<(offset + room)])
        let more = l("help_more", ["shown": "\(offset + 1)–\(offset + room)", "total": String(all.count)])
        body.lines.append(StyledLine(more, .accent))
        return body
    }

    /// Every line of the help at `width`, before scrolling: its title and the key table's page
    /// lines (the view-model counts the same lines for its last scroll offset).
    func helpLines(_ wizard: DiaryWizard, width: Int) -> [StyledLine] {
        let l = wizard.localizer
        return [StyledLine(l("help_title"), .bold)] + WizardKeyTable.pageLines(localizer: l, width: width).map { StyledLine($0) }
    }
}
