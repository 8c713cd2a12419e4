import Foundation
import LemonLogKit

/// Thinking traps as the wizard shows them: the list under the thought field (navigating), with
/// the description of the trap under the cursor, and the chosen traps' questions above the
/// new-perspective field.
extension WizardRenderer {
    /// The trap list in at most `room` lines: a title (when there is room), the rows scrolled
    /// around the cursor, and the description of the highlighted trap.
    func trapLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        let state = wizard.state
        let traps = wizard.trapItems
        guard case .navigating = state.mode, room > 0, let current = traps.firstIndex(where: \.selected) else { return [] }
        let l = wizard.localizer
        let indent = "      "
        let description = wrapped(traps[current].detail ?? "", width: max(2, width - indent.count))
        let full = 1 + traps.count + description.count
        let titled = room >= full || room >= 5
        var descriptionRoom = room >= full ? description.count : (room >= 7 ? 2 : (room >= 2 ? 1 : 0))
        descriptionRoom = min(descriptionRoom, description.count)
        let rowRoom = max(1, room - (titled ? 1 : 0) - descriptionRoom)
        var lines: [StyledLine] = []
        if titled {
            let marked = state.content.traps.count
            lines.append(StyledLine(l("traps_title"), .bold)
                .adding(marked > 0 ? "  " + l("traps_marked", ["count": String(marked)]) : "", .dim))
        }
        let first = min(max(0, current - rowRoom / 2), max(0, traps.count - rowRoom))
        for trap in traps[first..<min(traps.count, first + rowRoom)] {
            var line = StyledLine(trap.selected ? "› " : "  ", .accent)
            line.add(trap.marked ? "[x] " : "[ ] ", trap.marked ? .success : .plain)
            line.add(trap.label, trap.selected ? .selected : .plain)
            lines.append(line)
        }
        if descriptionRoom > 0 {
            var shown = Array(description.prefix(descriptionRoom))
            if description.count > descriptionRoom {
                // Cut: the last line shown ends in … rather than mid-sentence without a sign.
                let rest = description.dropFirst(descriptionRoom - 1)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                shown[descriptionRoom - 1] = DisplayWidth.truncate(rest, toWidth: max(2, width - indent.count))
            }
            lines += shown.map { StyledLine(indent + $0, .dim) }
        }
        return Array(lines.prefix(room))
    }

    /// The chosen traps' questions in at most `room` lines: wrapped when they fit, else one
    /// line each, cut with …, from the one PgDn/PgUp brought first, and a last line naming how
    /// many more there are and the key that shows them.
    func trapQuestionLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        let all = wizard.trapQuestionItems.map { (label: $0.label, question: $0.detail ?? "") }
        guard room > 0, !all.isEmpty else { return [] }
        let marker = "? "
        func line(_ label: String, _ rest: String) -> StyledLine {
            StyledLine(marker, .accent).adding(label, .bold).adding(rest)
        }
        var lines: [StyledLine] = []
        for (label, question) in all {
            let text = label + ": " + question
            for (index, piece) in wrapped(text, width: max(2, width - marker.count)).enumerated() {
                if index == 0, piece.hasPrefix(label) {
                    lines.append(line(label, String(piece.dropFirst(label.count))))
                } else {
                    lines.append(StyledLine((index == 0 ? marker : "  ") + piece))
                }
            }
        }
        if lines.count <= room { return lines }
        // Wrapped, they do not fit: one line each, the first the one the person cycled to.
        let offset = wizard.state.trapQuestionOffset % all.count
        let questions = Array(all[offset...] + all[..<offset])
        let oneEach = questions.count <= room ? questions.count : max(1, room - 1)
        let hidden = questions.count - oneEach
        // With no line to spare for it, the last question shown says how many more there are.
        let tail = hidden > 0 && oneEach >= room ? " " + wizard.localizer("traps_more_key", ["count": String(hidden)]) : ""
        lines = questions.prefix(oneEach).enumerated().map { index, question in
            let suffix = index == oneEach - 1 ? tail : ""
            let room = max(1, width - marker.count - DisplayWidth.of(question.label) - DisplayWidth.of(suffix))
            return line(question.label, DisplayWidth.truncate(": " + question.question, toWidth: room)).adding(suffix, .dim)
        }
        if hidden > 0, lines.count < room {
            let more = wizard.localizer("traps_more_cycle", ["count": String(hidden)])
            lines.append(StyledLine("  " + DisplayWidth.truncate(more, toWidth: max(1, width - 2)), .dim))
        }
        return lines
    }
}
