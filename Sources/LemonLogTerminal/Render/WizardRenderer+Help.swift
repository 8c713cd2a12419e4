import LemonLogKit

/// The key help shown by `?`: the whole key table (navigating and editing keys, the Korean
/// keyboard line); when it does not fit it scrolls, and its last line says there is more.
extension WizardRenderer {
    func helpBody(_ wizard: DiaryWizard, height: Int, width: Int) -> Body {
        let l = wizard.localizer
        var all = [ScreenLine(l("help_title"), .bold)]
        let widest = WizardKeyTable.allLines(localizer: l).map { DisplayWidth.of($0) }.max() ?? 0
        for line in WizardKeyTable.allLines(localizer: l, stacked: widest > width) {
            // A line wider than the screen continues below, indented, instead of being cut.
            for (index, part) in wrapped(line, width: width - 4).enumerated() {
                all.append(ScreenLine(index == 0 ? part : "      " + part))
            }
        }
        var body = Body()
        guard all.count > height else {
            body.lines = all
            return body
        }
        let room = max(1, height - 1)
        let offset = min(max(0, wizard.state.helpOffset), all.count - room)
        body.lines = Array(all[offset..<(offset + room)])
        let more = l("help_more", ["shown": "\(offset + 1)–\(offset + room)", "total": String(all.count)])
        body.lines.append(ScreenLine(more, .accent))
        return body
    }
}
