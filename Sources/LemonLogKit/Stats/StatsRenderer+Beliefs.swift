/// The beliefs in `stats`: for each thought rated (the hot thought before → after, the balanced
/// thought), a bar of the average belief and the numbers, drawn as the moods' change is (the
/// after part over the before, `░` where it went down, `▓` where it went up); the entries not
/// rated again after are counted as unchanged, and the line under the rows says how many.
extension StatsRenderer {
    func beliefLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        var lines = [StyledLine(l("stats_belief_title"), .bold)]
        guard !stats.beliefs.isEmpty else { return lines + [StyledLine(l("stats_belief_none"), .dim)] }
        let labels = stats.beliefs.map { TextSanitizer.singleLine(l(FieldTable.spec(of: $0.field).labelKey)) }
        let labelWidth = min(labels.map { DisplayWidth.of($0) }.max() ?? 0, max(12, columns / 4))
        let barWidth = min(40, max(10, columns / 4))
        for (belief, label) in zip(stats.beliefs, labels) {
            var line = StyledLine(DisplayWidth.pad(label, toWidth: labelWidth) + " ")
            let before = belief.shownBefore
            let after = belief.shownAfter ?? before
            let (beforeCells, afterCells) = (beliefCells(before, of: barWidth), beliefCells(after, of: barWidth))
            line.add(String(repeating: "█", count: min(afterCells, beforeCells)), .bar)
            if beforeCells > afterCells { line.add(String(repeating: "░", count: beforeCells - afterCells), .eased) }
            if afterCells > beforeCells { line.add(String(repeating: "▓", count: afterCells - beforeCells), .grew) }
            line.add(String(repeating: " ", count: barWidth - max(afterCells, beforeCells) + 2))
            if let shownAfter = belief.shownAfter, let delta = belief.shownChange {
                line.add(leftPad("\(before)%", 4) + " → " + DisplayWidth.pad("\(shownAfter)%", toWidth: 4) + " ")
                let sign = delta < 0 ? "−" : delta > 0 ? "+" : ""
                line.add(leftPad(sign + "\(abs(delta))", 4), delta < 0 ? .eased : delta > 0 ? .grew : .plain)
            } else {
                line.add(leftPad("\(before)%", 4) + String(repeating: " ", count: 3 + 4 + 1 + 4))
            }
            line.add("  " + (belief.entries == 1 ? l("stats_change_entries_one")
                : l("stats_change_entries", ["count": "\(belief.entries)"])), .dim)
            lines.append(line)
        }
        for belief in stats.beliefs where belief.notRerated > 0 {
            lines.append(StyledLine(l("stats_belief_not_rerated", [
                "thought": TextSanitizer.singleLine(l(FieldTable.spec(of: belief.field).labelKey)),
                "count": String(belief.notRerated), "total": String(belief.entries),
            ]), .dim))
        }
        return lines
    }

    private func beliefCells(_ value: Int, of barWidth: Int) -> Int {
        max(0, min(barWidth, Int((Double(value) * Double(barWidth) / 100).rounded())))
    }
}
