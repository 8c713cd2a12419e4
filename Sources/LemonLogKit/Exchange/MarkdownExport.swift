import Foundation

/// `export --format markdown`: the entries as a document a person (or their therapist) reads.
/// It opens with a summary (`ReviewSummary`, laid out in `MarkdownExport+Summary`), then one
/// section per entry, oldest first: the date, the thought record's columns in order
/// (`RecordColumn`: the texts under their names, the moods before and after as sections of
/// their own), and the images as relative links. Every text
/// goes through `MarkdownEscape`, so that any CommonMark renderer shows it as it was written.
package struct MarkdownExport: Sendable {
    /// Labels, dates and ratings are written as `show` writes them.
    package let formatter: DiaryFormatter

    package init(localizer: Localizer, catalog: EmotionCatalog = .shipped, timeZone: TimeZone = .current) {
        formatter = DiaryFormatter(localizer: localizer, catalog: catalog, timeZone: timeZone)
    }

    var localizer: Localizer { formatter.localizer }

    /// The note that names an image not linked (`ImageLink` gave nil): sealed in the diary, or
    /// left out of a document sealed for someone else (`export --to`).
    package var imageNoteKey = "markdown_image_sealed"

    /// Gives the link of one image from its entry, the image and its file name in the export
    /// (`ExportImageNames`: distinct within the entry); nil for an image that cannot be linked
    /// (sealed in an encrypted diary, printed): a note says so in its place.
    package typealias ImageLink = (_ entry: DiaryEntry, _ image: ImageAttachment, _ fileName: String) -> String?

    /// The link of an image copied beside the document: `images/<entry id>/<file name>`.
    package static func besideDocument(_ entry: DiaryEntry, _ image: ImageAttachment, _ fileName: String) -> String {
        "images/\(entry.id)/" + fileName
    }

    /// The whole document. `imageLink` gives the link of each image. The check-ins (`mood`), if
    /// any, follow the entries in a section of their own, one line each, oldest first.
    package func document(_ entries: [DiaryEntry], checkIns: [CheckIn] = [], imageLink: ImageLink) -> String {
        let l = localizer
        var lines = ["# " + escaped(l("markdown_title", ["count": String(entries.count)])), ""]
        lines += summarySection(ReviewSummary(entries: entries, catalog: formatter.catalog, trapCatalog: formatter.trapCatalog,
                                              timeZone: formatter.dateInput.timeZone))
        for entry in entries {
            lines += section(entry, imageLink: imageLink)
        }
        if !checkIns.isEmpty {
            lines += ["## " + escaped(l("markdown_checkins", ["count": String(checkIns.count)])), ""]
            let shown = CheckInLines(formatter: formatter)
            for checkIn in checkIns.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) {
                let note = checkIn.note.allSatisfy(\.isWhitespace) ? "" : ": " + escaped(checkIn.note.split(whereSeparator: \.isNewline).joined(separator: " "))
                lines.append("- " + escaped(shown.date(checkIn)) + ", " + escaped(shown.moods(checkIn)) + note)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    func section(_ entry: DiaryEntry, imageLink: ImageLink) -> [String] {
        let l = localizer
        let content = entry.content
        // A starred entry says so in its heading, and why below it (it is to bring to the next
        // session), as the summary's list of starred entries does.
        let star = content.starred ? " " + formatter.star : ""
        var lines = ["## " + escaped(formatter.dateInput.display(content.date) + " · " + DiaryStore.shortID(entry.id)) + star, ""]
        if content.starred { lines += [escaped(l("markdown_starred"), emphasis: "*"), ""] }
        // Why, in the person's words (`star --why`), as written: every line kept.
        if content.starred, let reason = content.starReason { lines += [escaped(l("label_star_reason", ["reason": reason])), ""] }
        // The seven columns (`RecordColumn`), each with the lines `column` gives it. How the
        // action went answers the prediction, so it comes after the last text of the action
        // step (the prediction), whether or not that text was written.
        let outcomeAfter = RecordColumn.order.last { column in
            if case .text(let field) = column { return FieldTable.step(of: field) == FieldTable.step(of: .action) }
            return false
        }
        for column in RecordColumn.order {
            lines += self.column(column, of: content)
            if column == outcomeAfter, let done = doneLine(content) {
                lines += [done, ""]
                if let outcome = content.actionOutcome {
                    for detail in formatter.outcomeDetailLines(outcome, learned: outcome.learned.map(TextSanitizer.sanitize)) {
                        lines += [escaped(detail), ""]
                    }
                }
            }
        }
        if !content.images.isEmpty {
            lines += ["### " + escaped(l("label_images")), ""]
            for (image, fileName) in zip(content.images, ExportImageNames.names(content.images)) {
                let name = TextSanitizer.singleLine(DiaryStore.exportName(of: image))
                guard let link = imageLink(entry, image, fileName) else {
                    lines.append(escaped(l(imageNoteKey, ["name": name]), emphasis: "*"))
                    continue
                }
                lines.append("![\(escaped(name, linkText: true))](\(Self.escapeLink(link)))")
            }
            lines.append("")
        }
        return lines
    }

    /// Any text of the document, as Markdown that renders as exactly that text (each line in
    /// `emphasis`, if given; `linkText` for a link's or an image's text).
    func escaped(_ text: String, emphasis: String = "", linkText: Bool = false) -> String {
        MarkdownEscape.text(TextSanitizer.sanitize(text), emphasis: emphasis, linkText: linkText)
    }

    /// One column of the record (`RecordColumn`): the moods before and after as sections of
    /// their own; the hot thought in bold among the thought's lines, with its belief before →
    /// after; the balanced thought's belief under it; the action's due time under it. None for
    /// a column left empty.
    func column(_ column: RecordColumn, of content: DiaryContent) -> [String] {
        let l = localizer
        switch column {
        case .moodsBefore:
            guard !content.emotions.isEmpty else { return [] }
            return ["### " + escaped(l("label_emotions_before")), "", escaped(formatter.moodsBefore(content)), ""]
        case .moodsAfter:
            guard let after = formatter.moodsAfter(content) else { return [] }
            return ["### " + escaped(l("label_emotions_after")), "", escaped(after), ""]
        case .traps:
            guard !content.traps.isEmpty else { return [] }
            return ["**" + escaped(l("label_traps")) + ":** " + escaped(formatter.traps(content.traps)), ""]
        case .text(let field):
            let record = RecordLine.lines(of: field, in: content)
            guard !record.isEmpty else { return [] }
            var text = escaped(content.text(of: field))
            if record.contains(where: \.isMarked) {
                text = MarkdownEscape.join(record.map { line in
                    let sanitized = TextSanitizer.sanitize(line.text)
                    guard line.isMarked else { return MarkdownEscape.text(sanitized) }
                    return MarkdownEscape.text(sanitized, emphasis: "**") + (line.belief.map { " " + escaped($0) } ?? "")
                })
            }
            if let belief = record.last(where: { !$0.isMarked })?.belief { text += "\n\n" + escaped(l("label_believed", ["belief": belief])) }
            var lines = ["### " + escaped(l(FieldTable.spec(of: field).labelKey)), "", text, ""]
            if FieldTable.isPromise(field), let due = formatter.actionDueLine(content) { lines += [escaped(due, emphasis: "*"), ""] }
            return lines
        }
    }

    /// `*Partly done 2026-11-22 10:00 · mastery 6/10: the note*`, the note whole (its lines kept
    /// as line breaks, each in emphasis), or nil until the person said how the action went.
    func doneLine(_ content: DiaryContent) -> String? {
        guard let outcome = content.actionOutcome else { return nil }
        return escaped(formatter.outcomeLine(outcome, note: TextSanitizer.sanitize(outcome.note ?? "")), emphasis: "*")
    }

    /// A link path percent-encoded where Markdown would read it otherwise: spaces, brackets,
    /// parentheses, `<`, `>`, `\\` and `&` (an entity in a link is decoded).
    static func escapeLink(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "()&")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
