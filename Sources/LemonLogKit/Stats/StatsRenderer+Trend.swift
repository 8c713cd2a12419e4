import Foundation

/// The trend of `stats`: for the emotions rated most often, the average intensity (before the
/// new perspective) of each week as a sparkline, over the heatmap's weeks, with the first and
/// last week's averages after it.
extension StatsRenderer {
    static let sparkGlyphs = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The glyph of an average intensity 0–100.
    static func sparkGlyph(_ average: Double) -> String {
        sparkGlyphs[max(0, min(sparkGlyphs.count - 1, Int((average * Double(sparkGlyphs.count - 1) / 100).rounded())))]
    }

    func trendLines(_ stats: DiaryStats) -> [StyledLine] {
        let l = localizer
        let (firstDay, weeks, shown) = weekWindow(firstEntry: stats.firstDate)
        let title = weeks == 1 ? l("stats_trend_title_one") : l("stats_trend_title", ["weeks": "\(weeks)"])
        var lines = [StyledLine(title, .bold)]
        let rows: [(label: String, averages: [Double?])] = stats.ratings.map { emotion in
            let averages: [Double?] = (0..<weeks).map { week in
                var sum = DiaryStats.RatingSum()
                for day in firstDay + week * 7 ..< firstDay + week * 7 + 7 where shown(day) {
                    guard let ratings = emotion.days[day] else { continue }
                    sum.total += ratings.total
                    sum.count += ratings.count
                }
                return sum.count > 0 ? Double(sum.total) / Double(sum.count) : nil
            }
            return (label(emotion.key), averages)
        }.filter { $0.averages.contains { $0 != nil } }
        guard !rows.isEmpty else { return lines + [StyledLine(l("stats_trend_none"), .dim)] }
        let labelWidth = min(rows.map { DisplayWidth.of($0.label) }.max() ?? 0, max(12, columns / 4))
        for row in rows {
            var line = StyledLine(DisplayWidth.pad(row.label, toWidth: labelWidth) + " ")
            for average in row.averages {
                if let average { line.add(Self.sparkGlyph(average), .bar) } else { line.add(" ") }
            }
            let known = row.averages.compactMap { $0 }
            if let first = known.first, let last = known.last {
                let from = Int(first.rounded()), to = Int(last.rounded())
                line.add("  " + leftPad("\(from)", 3) + " → " + "\(to)", to < from ? .eased : to > from ? .grew : .plain)
            }
            lines.append(line)
        }
        return lines
    }
}
