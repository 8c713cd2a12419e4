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

    /// The chosen traps' questions in at most `room` lines, each whole, wrapped by display width:
    /// all when they fit; else, from the one PgDn/PgUp brought first, as many as fit and a last
    /// line naming how many more there are and the key that brings them
    /// (`WizardLayout.trapQuestionsShown`). When not even one fits whole (a very short screen),
    /// the first one's lines that fit, the last cut with … and the key.
    func trapQuestionLines(_ wizard: DiaryWizard, room: Int, width: Int) -> [StyledLine] {
        let all = wizard.trapQuestionItems.map { (label: $0.label, question: $0.detail ?? "") }
        guard room > 0, !all.isEmpty else { return [] }
        let marker = "? "
        let textWidth = max(2, width - WizardLayout.trapQuestionIndent)
        func block(_ label: String, _ question: String) -> [StyledLine] {
            wrapped(label + ": " + question, width: textWidth).enumerated().map { index, piece in
                if index == 0, piece.hasPrefix(label) {
                    return StyledLine(marker, .accent).adding(label, .bold).adding(String(piece.dropFirst(label.count)))
                }
                return StyledLine((index == 0 ? marker : "  ") + piece)
            }
        }
        let offset = wizard.state.trapQuestionOffset % all.count
        let blocks = Array(all[offset...] + all[..<offset]).map { block($0.label, $0.question) }
        let shown = WizardLayout.trapQuestionsShown(blocks.map(\.count), room: room)
        let hidden = blocks.count - shown
        if shown > 0 {
            var lines = blocks.prefix(shown).flatMap { $0 }
            if hidden > 0 {
                let more = wizard.localizer("traps_more_cycle", ["count": String(hidden)])
                lines.append(StyledLine("  " + DisplayWidth.truncate(more, toWidth: max(1, width - 2)), .dim))
            }
            return lines
        }
        // Not one whole: the first question's lines that fit, the last cut, and the key.
        let first = blocks[0]
        var lines = Array(first.prefix(room))
        let tail = blocks.count > 1 ? " " + wizard.localizer("traps_more_key", ["count": String(blocks.count - 1)]) : ""
        let last = lines.count - 1
        let whole = last == 0
            ? StyledLine(marker, .accent).adding(all[offset].label, .bold).adding(": " + all[offset].question)
            : StyledLine("  " + first.dropFirst(last).map { $0.plain.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
        lines[last] = whole.truncated(toWidth: max(1, width - DisplayWidth.of(tail))).adding(tail, .dim)
        return lines
    }
}
