import Foundation

/// Whole entries as `show` and `read` print them: the header, the thought record's columns in
/// order (`RecordColumn`: each text under its name, the moods before and after as columns of
/// their own), the images by absolute path, wrapped at a width by display width (the
/// wizard's wrapping, so Korean takes two columns and combining marks none) or not at all.
package struct EntryPage: Sendable {
    package let formatter: DiaryFormatter
    /// Where an image's copy is (an absolute path); the stored, relative path when nil.
    package let imagePath: @Sendable (ImageAttachment) -> String?

    package init(formatter: DiaryFormatter, imagePath: @escaping @Sendable (ImageAttachment) -> String? = { _ in nil }) {
        self.formatter = formatter
        self.imagePath = imagePath
    }

    /// One entry's lines, each wrapped to `width` columns (nil: not wrapped, as piped).
    package func lines(_ entry: DiaryEntry, width: Int?) -> [StyledLine] {
        source(entry).flatMap { text, tone in
            wrap(text, width: width).map { StyledLine($0, tone) }
        }
    }

    /// Several entries in the order given, a blank line between two.
    package func lines(_ entries: [DiaryEntry], width: Int?) -> [StyledLine] {
        var out: [StyledLine] = []
        for (number, entry) in entries.enumerated() {
            if number > 0 { out.append(StyledLine()) }
            out += lines(entry, width: width)
        }
        return out
    }

    /// The logical lines of the entry (no new line inside), each with its tone.
    func source(_ entry: DiaryEntry) -> [(String, StyledLine.Tone)] {
        let l = formatter.localizer
        let content = entry.content
        var lines: [(String, StyledLine.Tone)] = []
        func text(_ value: String) {
            for line in TextSanitizer.sanitize(value).split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append((String(line), .plain))
            }
        }
        var header = "\(formatter.shortID(entry.id)) · \(formatter.dateInput.display(content.date, writtenIn: content.timeZone))"
        if content.starred { header += "  " + formatter.star + " " + l("label_starred") }
        if let original = entry.conflictOf {
            let id = formatter.shortID(original)
            header += "  (" + (entry.importedFrom.map { l("conflict_copy_of_from", ["id": id, "source": $0]) }
                ?? l("conflict_copy_of", ["id": id])) + ")"
        }
        lines.append((header, .bold))
        if content.starred, let reason = content.starReason { text(l("label_star_reason", ["reason": reason])) }
        func section(_ label: String) {
            lines.append(("", .plain))
            lines.append(("## " + label, .bold))
        }
        // The seven columns (`RecordColumn`): an optional text left empty has no heading; the hot
        // thought is marked among the thought's lines, with its belief before → after; the moods
        // before and after are columns of their own.
        // How the action went answers the prediction: it comes after the last text of the action
        // step (the prediction), whether or not that text was written, as in the Markdown export.
        let outcomeAfter = RecordColumn.order.last { column in
            if case .text(let field) = column { return FieldTable.step(of: field) == FieldTable.step(of: .action) }
            return false
        }
        for column in RecordColumn.order {
            switch column {
            case .moodsBefore:
                section(l("label_emotions_before"))
                lines.append((formatter.moodsBefore(content), .plain))
            case .moodsAfter:
                guard let after = formatter.moodsAfter(content) else { continue }
                section(l("label_emotions_after"))
                lines.append((after, .plain))
            case .traps:
                if !content.traps.isEmpty { lines.append(("\(l("label_traps")): \(formatter.traps(content.traps))", .plain)) }
            case .text(let field):
                let record = RecordLine.lines(of: field, in: content)
                if !record.isEmpty || FieldTable.spec(of: field).isRequired {
                    section(l(FieldTable.spec(of: field).labelKey))
                    if record.isEmpty { text("") }
                    for line in record {
                        for part in TextSanitizer.sanitize(line.text).split(separator: "\n", omittingEmptySubsequences: false) {
                            lines.append((line.isMarked ? "› " + part + (line.belief.map { "  " + $0 } ?? "") : String(part), .plain))
                        }
                        if !line.isMarked, let belief = line.belief { lines.append((l("label_believed", ["belief": belief]), .plain)) }
                    }
                    if FieldTable.isPromise(field), let due = formatter.actionDueLine(content) { lines.append((due, .plain)) }
                }
                if column == outcomeAfter, let outcome = formatter.actionOutcomeLine(content) {
                    lines.append((outcome, .plain))
                    if let done = content.actionOutcome {
                        for detail in formatter.outcomeDetailLines(done, learned: done.learned) { text(detail) }
                    }
                }
            }
        }
        if !content.images.isEmpty {
            lines.append(("", .plain))
            lines.append(("## " + l("label_images"), .bold))
            for image in content.images {
                let path = imagePath(image) ?? image.storedPath
                // The path first, whole where it fits (a bullet before it would be a place to break).
                lines.append((TextSanitizer.singleLine(path) + "  (" + TextSanitizer.singleLine(image.originalPath) + ")",
                              .plain))
            }
        }
        lines.append(("", .plain))
        lines.append(("\(l("label_created")): \(formatter.dateInput.editable(entry.createdAt))  "
                      + "\(l("label_updated")): \(formatter.dateInput.editable(entry.updatedAt))", .dim))
        return lines
    }

    /// One logical line as rows of at most `width` columns, broken as the wizard's fields
    /// break (after the last space that fits, else where the width runs out); nothing is
    /// dropped but the spaces at a break: those a row ends in, and the one space that starts
    /// the next row when the row before is exactly full.
    package static func wrap(_ line: String, width: Int) -> [String] {
        let rows = TextEditor(text: line, cursor: 0).layout(wrapWidth: max(1, width)).lines.map(\.text)
        guard rows.count > 1 else { return rows }
        return rows.enumerated().compactMap { number, row in
            var row = Substring(row)
            if number > 0, row.first == " " {
                row = row.dropFirst()
                if row.isEmpty { return nil }  // a row that held only the breaking space
            }
            return number == rows.count - 1 ? String(row) : String(row.reversed().drop { $0 == " " }.reversed())
        }
    }

    private func wrap(_ line: String, width: Int?) -> [String] {
        guard let width else { return [line] }
        return Self.wrap(line, width: width)
    }
}
