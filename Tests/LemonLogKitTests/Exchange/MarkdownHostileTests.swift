import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// A hostile diary, in English and Korean, exported as Markdown and rendered by two real
/// CommonMark parsers (`cmark --unsafe` and markdown-it, raw HTML allowed in both): one heading
/// per entry at its level, no HTML element from the person's words, and every text, label, note
/// and image name literally there, in its own section.
final class MarkdownHostileTests: XCTestCase {
    static let hostile = [
        "```\nunclosed fence, the rest would be code", "## Fake heading", "A line\n---", "#", "<!-- swallows the rest",
        "<details><summary>open me</summary>", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
        "- item\n1. one\n1) two\n+ plus", "> quote", "| a | b |\n|---|---|\n| 1 | 2 |", "*em* _em_ **strong**",
        "C:\\Users\\me\\*.txt", "&amp; &lt;", "[link](http://example.com) ![img](x.png)\n[ref]: http://evil",
        "<http://example.com> <me@example.com>", "    indented code", "  two leading spaces\n     five",
        "line one\nline two\n\nafter a blank line", "Setext\n===", "ends with a backslash\\",
    ]
    static let hostileKorean = [
        "```\n닫히지 않은 코드", "## 가짜 제목", "줄 하나\n---", "<!-- 주석이 나머지를 삼킨다", "<script>경고(1)</script>",
        "- 목록\n1. 하나\n> 인용", "*강조* _강조_", "  앞 공백 두 칸\n줄 둘", "&amp; 엔티티",
    ]

    /// Three entries: English, Korean, and a plain last one (which an unclosed fence or comment
    /// above it would swallow).
    static func entries() -> [DiaryEntry] {
        let en = hostile.joined(separator: "\n")
        let ko = hostileKorean.joined(separator: "\n")
        func entry(_ id: String, _ date: String, _ texts: [String], emotions: [String], traps: [String],
                   done: ActionOutcome?, images: [String]) -> DiaryEntry {
            // One text per text field of the table, in its order; a field added to the table takes
            // the texts again from the first (so it is hostile too, and nothing here traps).
            let fields = WizardSteps.shipped.textFields
            let byField = Dictionary(uniqueKeysWithValues: fields.indices.map { (fields[$0], texts[$0 % texts.count]) })
            let content = DiaryContent(emotions: emotions, texts: byField,
                                       date: ExchangeFixtures.date(date),
                                       images: images.map { ImageAttachment(storedPath: "images/\(id)/" + $0, originalPath: $0, format: "png") },
                                       intensities: Dictionary(uniqueKeysWithValues: emotions.prefix(1).map { ($0, 70) }),
                                       traps: traps, actionOutcome: done)
            return DiaryEntry(id: id, createdAt: content.date, updatedAt: content.date, content: content)
        }
        return [
            entry("aaaa00000001", "2026-11-01T09:30:00Z", [en, "# " + en, "* " + en, "1. " + en, en + "\n" + ko, "---\n" + en, "> " + en],
                  emotions: ["sadness.lonely", "## <b>unknown</b> *key*"], traps: ["labeling", "<script>x</script>"],
                  done: ActionOutcome(at: ExchangeFixtures.date("2026-11-02T10:00:00Z"), note: "*done* <b>bold</b>\n## not a heading"),
                  images: ["1-a]b (1)&amp;.png", "2-a]b (1)&amp;.png", "3-<img onerror=x>.png"]),
            entry("bbbb00000002", "2026-11-02T09:30:00Z", [ko, "```", "~~~", "<details>", "<!--", ko, "| a | b |\n|---|---|"],
                  emotions: ["sadness.lonely"], traps: [], done: ActionOutcome(at: ExchangeFixtures.date("2026-11-03T10:00:00Z"), note: nil),
                  images: []),
            entry("cccc00000003", "2026-11-03T09:30:00Z", ["The last entry", "still here", "for", "against", "마지막", "whole", "expected"],
                  emotions: ["joy"], traps: [], done: nil, images: []),
        ]
    }

    /// What a text must render as: control characters sanitized, blank lines at either end
    /// left out, a run of blank lines one paragraph break (`MarkdownEscapeTests.expected`).
    func rendered(_ text: String) -> String {
        MarkdownEscapeTests.expected(TextSanitizer.sanitize(text))
    }

    /// The HTML between `start` and the next `end` after it, or nil.
    func between(_ html: Substring, _ start: String, _ end: String) -> Substring? {
        guard let open = html.range(of: start), let close = html[open.upperBound...].range(of: end) else { return nil }
        return html[open.upperBound..<close.lowerBound]
    }

    func testTheHostileDiaryRendersAsWrittenInBothLanguages() throws {
        let entries = Self.entries()
        for language in [Language.en, .ko] {
            let localizer = Localizer(language: language)
            let export = MarkdownExport(localizer: localizer, timeZone: ExchangeFixtures.utc)
            for (parser, html) in try MarkdownParsers.html(export.document(entries, imageLink: MarkdownExport.besideDocument)) {
            let language = "\(language) \(parser)"
            let elements = CommonMark.elements(html)
            // The summary's lists (MarkdownSummaryTests) are the only ul and li.
            XCTAssertEqual(Set(elements), ["h1", "h2", "h3", "p", "strong", "em", "br", "img", "ul", "li"], "\(language): \(html)")
            XCTAssertEqual(elements.filter { $0 == "h1" }.count, 2, "one title (open and close)")
            XCTAssertEqual(elements.filter { $0 == "h2" }.count, 2 * (1 + entries.count), "the summary's heading, one per entry")
            // Each entry's section: from its heading to the next (the summary's first).
            let sections = html.components(separatedBy: "<h2>").dropFirst(2)
            XCTAssertEqual(sections.count, entries.count)
            for (entry, section) in zip(entries, sections) {
                let section = Substring(section)
                let heading = export.formatter.dateInput.display(entry.content.date) + " · " + DiaryStore.shortID(entry.id)
                XCTAssertEqual(section.prefix { $0 != "<" }, Substring(heading))
                // The texts written (an optional one left empty has no heading).
                let fields = WizardSteps.shipped.textFields.filter { !entry.content.text(of: $0).isEmpty }
                let texts = fields.map { entry.content.text(of: $0) }
                let moods = (entry.content.emotions.isEmpty ? 0 : 1) + (export.formatter.moodsAfter(entry.content) == nil ? 0 : 1)
                XCTAssertEqual(section.components(separatedBy: "<h3>").count - 1,
                               texts.count + moods + (entry.content.images.isEmpty ? 0 : 1))
                for (field, text) in zip(fields, texts) {
                    let name = localizer(FieldTable.spec(of: field).labelKey)
                    // The text's paragraphs, up to the next heading, the traps or the outcome. Every line
                    // break a hard one (a soft one would read back as a space in HTML).
                    var body = try XCTUnwrap(between(section + "<h", "<h3>" + name + "</h3>\n", "<h"), "\(language) \(field)")
                    for end in ["<p><em>", "<p><strong>"] {
                        if let after = body.range(of: end) { body = body[..<after.lowerBound] }
                    }
                    XCTAssertTrue(Set(CommonMark.elements(String(body))).isSubset(of: ["p", "br", "strong"]), "\(language) \(field)")
                    XCTAssertEqual(MarkdownEscapeTests.text(String(body)), rendered(text), "\(language) \(entry.id) \(field)")
                }
                // The moods before and after, each a section of its own.
                let before = try XCTUnwrap(between(section, "<h3>" + localizer("label_emotions_before") + "</h3>\n<p>", "</p>"))
                XCTAssertEqual(CommonMark.text(String(before)), export.formatter.moodsBefore(entry.content))
                if let after = export.formatter.moodsAfter(entry.content) {
                    let shown = try XCTUnwrap(between(section, "<h3>" + localizer("label_emotions_after") + "</h3>\n<p>", "</p>"))
                    XCTAssertEqual(CommonMark.text(String(shown)), after)
                }
                if !entry.content.traps.isEmpty {
                    let traps = try XCTUnwrap(between(section, "<strong>" + localizer("label_traps") + ":</strong> ", "</p>"))
                    XCTAssertEqual(CommonMark.text(String(traps)), export.formatter.traps(entry.content.traps))
                }
                if let done = entry.content.actionOutcome {
                    // Each line of the note in emphasis of its own (emphasis cannot span paragraphs).
                    let line = try XCTUnwrap(between(section, "<p><em>", "</em></p>"))
                    let expected = export.formatter.outcomeLine(done, note: done.note)
                    XCTAssertEqual(MarkdownEscapeTests.text(line.replacingOccurrences(of: "</em><br />\n<em>", with: "\n")), expected)
                }
                // Every image: its own name as the text, a link to its own file.
                let images = section.components(separatedBy: "<img src=\"").dropFirst()
                XCTAssertEqual(images.count, entry.content.images.count)
                let names = ExportImageNames.names(entry.content.images)
                for ((image, fileName), tag) in zip(zip(entry.content.images, names), images) {
                    let source = String(tag.prefix { $0 != "\"" })
                    XCTAssertEqual(CommonMark.text(source).removingPercentEncoding, "images/\(entry.id)/" + fileName)
                    let alt = try XCTUnwrap(between(Substring(tag), "alt=\"", "\""))
                    XCTAssertEqual(CommonMark.text(String(alt)), DiaryStore.exportName(of: image))
                }
                XCTAssertEqual(Set(names).count, names.count, "two images of one name get distinct files")
            }
            }
        }
    }
}
