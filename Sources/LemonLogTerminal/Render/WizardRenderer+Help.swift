import LemonLogKit

/// The key help shown by `?`: the whole key table (navigating and editing keys, the Korean
/// keyboard line); when it does not fit it scrolls, and its last line says there is more.
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
        body.lines.append(ScreenLine(more, .accent))
        return body
    }

    /// The offset that shows the help's last page on a screen of `size` (0 when it all fits),
    /// for the driver to hand to `DiaryWizard.resize`: the view-model clamps scrolling to it.
    public func helpLastOffset(_ wizard: DiaryWizard, size: TerminalSize) -> Int {
        guard size.rows >= Self.minimumSize.rows, size.columns >= Self.minimumSize.columns else { return 0 }
        let height = bodyHeight(wizard, size: size)
        let count = helpLines(wizard, width: size.columns).count
        return count > height ? count - max(1, height - 1) : 0
    }

    /// Every line of the help at `width`, before scrolling.
    func helpLines(_ wizard: DiaryWizard, width: Int) -> [ScreenLine] {
        let l = wizard.localizer
        var all = [ScreenLine(l("help_title"), .bold)]
        let widest = WizardKeyTable.allLines(localizer: l).map { DisplayWidth.of($0) }.max() ?? 0
        for line in WizardKeyTable.allLines(localizer: l, stacked: widest > width) {
            // A line wider than the screen continues below, indented, instead of being cut.
            for (index, part) in wrapped(line, width: width - 4).enumerated() {
                all.append(ScreenLine(index == 0 ? part : "      " + part))
            }
        }
        return all
    }
}
