import Foundation

/// `export --format markdown`: the entries as a document a person (or their therapist) reads.
/// One section per entry, oldest first: the date, the emotions with their intensity before →
/// after, the four texts under their step names, and the images as relative links.
public struct MarkdownExport: Sendable {
    /// Labels, dates and ratings are written as `show` writes them.
    public let formatter: DiaryFormatter

    public init(localizer: Localizer, catalog: EmotionCatalog = .shipped, timeZone: TimeZone = .current) {
        formatter = DiaryFormatter(localizer: localizer, catalog: catalog, timeZone: timeZone)
    }

    var localizer: Localizer { formatter.localizer }

    /// The whole document. `imageLink` gives the relative link of each image.
    public func document(_ entries: [DiaryEntry], imageLink: (DiaryEntry, ImageAttachment) -> String) -> String {
        let l = localizer
        var lines = ["# " + l("markdown_title", ["count": String(entries.count)]), ""]
        for entry in entries {
            lines += section(entry, imageLink: imageLink)
        }
        return lines.joined(separator: "\n")
    }

    func section(_ entry: DiaryEntry, imageLink: (DiaryEntry, ImageAttachment) -> String) -> [String] {
        let l = localizer
        let content = entry.content
        var lines = ["## " + formatter.dateInput.display(content.date) + " · " + DiaryStore.shortID(entry.id), ""]
        if !content.emotions.isEmpty {
            lines.append("**" + l("label_emotions") + ":** " + formatter.ratedEmotions(content))
            lines.append("")
        }
        if !content.traps.isEmpty {
            lines.append("**" + l("label_traps") + ":** " + formatter.traps(content.traps))
            lines.append("")
        }
        for field in StepTable.textFields {
            let text = TextSanitizer.sanitize(content.text(of: field)).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            lines += ["### " + l("step_\(field.step.key)"), "", text, ""]
            if field == .action, let done = formatter.actionDoneLine(content) { lines += ["*" + done + "*", ""] }
        }
        if !content.images.isEmpty {
            lines += ["### " + l("label_images"), ""]
            for image in content.images {
                let name = TextSanitizer.singleLine(DiaryStore.exportName(of: image))
                lines.append("![\(Self.escapeLabel(name))](\(Self.escapeLink(imageLink(entry, image))))")
            }
            lines.append("")
        }
        return lines
    }

    static func escapeLabel(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "]", with: "\\]")
            .replacingOccurrences(of: "[", with: "\\[")
    }

    /// A link path with the characters Markdown links cannot hold percent-encoded.
    static func escapeLink(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "()")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
