/// The safety plan as lines of text, in the person's language, every item made one safe line
/// (`TextSanitizer`): what `plan --show` prints, and the parts the care screen shows.
package enum SafetyPlanText {
    /// The whole plan: a title, then each part's number, title and items (or that it is empty).
    package static func lines(_ plan: SafetyPlan, _ l: Localizer) -> [String] {
        var lines = [l("plan_title"), ""]
        for (index, part) in SafetyPlan.Part.allCases.enumerated() {
            lines.append("\(index + 1). " + l(part.titleKey))
            let items = plan[part]
            if items.isEmpty { lines.append("   " + l("plan_part_empty")) }
            lines += items.map(item)
            lines.append("")
        }
        return lines
    }

    /// One item as shown: a bullet and the item on one safe line.
    package static func item(_ text: String) -> String {
        "   • " + TextSanitizer.singleLine(text)
    }
}
