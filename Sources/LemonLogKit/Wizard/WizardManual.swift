/// The text of `lemonlog help write`: the steps in order with their questions, the date forms,
/// and the whole key table (navigating and editing keys), derived from the step table and the key table.
package enum WizardManual {
    package static func text(localizer l: Localizer) -> String {
        let steps = WizardSteps.shipped
        var lines = [l("manual_write_intro", ["count": String(steps.count)]), ""]
        for step in steps.steps {
            lines.append("  " + steps.label(step) + "  " + l("step_\(step.key)"))
            lines.append("        " + l("question_\(step.key)"))
        }
        lines.append("")
        lines.append(l("manual_write_modes"))
        lines.append("")
        lines.append(l("manual_write_dates"))
        lines.append("")
        lines += WizardKeyTable.allLines(localizer: l)
        return lines.joined(separator: "\n")
    }
}
