/// The wizard's lists (`ListItem`s, built by `WizardLists`) as plain mode lays them out: one
/// line per item, numbered for the lists answered by number, indented by depth.
enum PlainList {
    /// `  12. Label` (or `  12. Label: detail`), numbers right-aligned, each level of depth
    /// four more spaces in front.
    static func numbered(_ items: [ListItem], withDetail: Bool) -> [String] {
        let width = String(items.count).count
        return items.map { item in
            let number = String(item.number)
            let padded = String(repeating: " ", count: max(0, width - number.count)) + number
            let detail = withDetail ? item.detail.map { ": " + $0 } ?? "" : ""
            return String(repeating: "    ", count: item.depth) + "  " + padded + ". " + item.label + detail
        }
    }

    /// `  Label: detail`, one line per item (the marked traps' questions).
    static func questions(_ items: [ListItem]) -> [String] {
        items.map { "  " + $0.label + ": " + ($0.detail ?? "") }
    }

    /// `Label 70, Label –, Label 40 → 30`: each item and its rating (`–` when it is unrated),
    /// and with `after` its re-rating when there is one.
    static func ratings(_ items: [ListItem], after: Bool) -> String {
        items.map { item -> String in
            let before = item.rating.map(String.init) ?? "–"
            guard after else { return item.label + " " + before }
            return item.label + " " + before + (item.rerating.map { " → \($0)" } ?? "")
        }.joined(separator: ", ")
    }
}
