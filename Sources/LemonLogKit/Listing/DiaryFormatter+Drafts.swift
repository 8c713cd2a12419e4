import Foundation

/// `drafts`' lines: one per draft, each relative time worded once.
extension DiaryFormatter {
    /// One `drafts` line: short id, last change (relative), step `N/total`, emotions, and the first
    /// line of the text field the draft was left on (the field last edited), else the situation.
    package func draftLine(_ draft: DiaryDraft, now: Date, width: Int) -> String {
        draftLine(DraftSummary(draft), now: now, width: width)
    }

    /// The `drafts` lines of many drafts (each relative time worded once).
    package func draftLines(_ drafts: [DraftSummary], now: Date, width: Int) -> [String] {
        var times = RelativeTime.Memo()
        return drafts.map { draftLine($0, now: now, width: width, times: &times) }
    }

    /// One `drafts` line from the draft's summary (`drafts.idx`), as `draftLine(_:now:width:)`.
    package func draftLine(_ draft: DraftSummary, now: Date, width: Int) -> String {
        var times = RelativeTime.Memo()
        return draftLine(draft, now: now, width: width, times: &times)
    }

    private func draftLine(_ draft: DraftSummary, now: Date, width: Int, times: inout RelativeTime.Memo) -> String {
        var head = "\(shortID(draft.id))  \(times.format(draft.updatedAt, now: now, localizer: localizer))"
        head += "  " + draft.step.label
        if let entryID = draft.entryID {
            head += "  (" + localizer("draft_of_entry", ["id": shortID(entryID)]) + ")"
        }
        if draft.fromOtherMachine { head += "  (" + localizer("draft_from_other_machine") + ")" }
        let chosen = emotions(draft.emotions)
        if !chosen.isEmpty { head += "  " + chosen }
        return fit(head, TextSanitizer.singleLine(draft.preview), width: width)
    }

    fileprivate func fit(_ head: String, _ tail: String, width: Int) -> String {
        let safeHead = TextSanitizer.singleLine(head)
        let line = tail.isEmpty ? safeHead : safeHead + "  — " + tail
        // Within the width already, told from the parts: each of plain text alone is measured
        // without grapheme breaking (`simpleWidth`), which the dash between them would prevent.
        if !tail.isEmpty, let headWidth = DisplayWidth.simpleWidth(safeHead.utf8), let tailWidth = DisplayWidth.simpleWidth(tail.utf8),
           headWidth + DisplayWidth.of("  — ") + tailWidth <= max(10, width) {
            return line
        }
        return DisplayWidth.truncate(line, toWidth: max(10, width))
    }
}
