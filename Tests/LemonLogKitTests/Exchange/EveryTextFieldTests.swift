import Foundation
import LemonLogTestSupport
import XCTest
@testable import LemonLogKit

/// Every text field of the field table, present and future, goes the whole way: written in the
/// wizard (through its update function), saved, exported, imported, exported again, shown,
/// searched, listed and put in the Markdown (read back by the real `cmark`). The test iterates
/// `FieldTable.textFields`, so a field is covered the day its row is added.
final class EveryTextFieldTests: StoreTestCase {
    /// The words written into `field`: its own token (to search for), a second line, a
    /// diacritic, Hangul and characters Markdown would otherwise read as markup.
    /// A marked line (the hot thought) is the second line of the words of the text it marks.
    static func words(_ field: DiaryField) -> String {
        if case .mark(let source, _) = field.spec.kind { return DiaryContent.markableLines(of: words(source))[1] }
        return "\(token(field)) Zoë <b>*not bold*</b>\n# 팀장님 \(field.rawValue) [x](y)"
    }

    /// A word found only in `field`'s text.
    static func token(_ field: DiaryField) -> String { "tok" + field.rawValue + "mark" }

    /// Brings the wizard to editing `field`: to its step (`n`/`p`), Enter, then Tab between the
    /// step's fields until it is the one edited.
    func edit(_ field: DiaryField, in wizard: inout DiaryWizard) {
        while wizard.state.step != FieldTable.step(of: field) {
            let before = wizard.state.step
            _ = wizard.update(.key(.char(before < FieldTable.step(of: field) ? "n" : "p")))
            if wizard.state.step == before { return XCTFail("the wizard stays on \(before) on the way to \(field)") }
        }
        _ = wizard.update(.key(.enter))
        for _ in 0..<FieldTable.all.count where wizard.state.mode.editingField != field {
            _ = wizard.update(.key(.tab))
            if wizard.state.mode.editingField == nil { _ = wizard.update(.key(.enter)) }
        }
        XCTAssertEqual(wizard.state.mode.editingField, field, "the wizard does not edit \(field) on its step")
    }

    /// An entry written in the wizard, every text field filled by typing.
    func writtenEntry() throws -> DiaryEntry {
        var wizard = DiaryWizard(content: DiaryContent(date: Fixtures.now), localizer: Localizer(language: .en),
                                 timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = wizard.update(.key(.char(" ")))
        XCTAssertFalse(wizard.state.content.emotions.isEmpty, "Space chose no emotion")
        for field in FieldTable.textFields where field.spec.isTyped {
            edit(field, in: &wizard)
            for character in Self.words(field) {
                _ = wizard.update(.key(character == "\n" ? .enter : .char(character)))
            }
            _ = wizard.update(.key(.escape))
            XCTAssertEqual(wizard.state.content.text(of: field), Self.words(field), "typed into \(field)")
        }
        // A marked line is marked with `h` on its step, after its text is written.
        for field in FieldTable.textFields where !field.spec.isTyped {
            while wizard.state.step != FieldTable.step(of: field) { _ = wizard.update(.key(.char(wizard.state.step < FieldTable.step(of: field) ? "n" : "p"))) }
            for _ in 0..<3 where wizard.state.content.text(of: field) != Self.words(field) { _ = wizard.update(.key(.char("h"))) }
            XCTAssertEqual(wizard.state.content.text(of: field), Self.words(field), "marked \(field)")
        }
        XCTAssertEqual(wizard.update(.key(.char("s"))), .save, "the wizard did not save: \(wizard.state.errors)")
        return DiaryEntry(id: "c0ffee123456", createdAt: Fixtures.now, updatedAt: Fixtures.now, content: wizard.state.content)
    }

    func export(_ store: DiaryStore) throws -> Data {
        try store.exchangeDocument(store.entries(for: store.entrySummaries().summaries).entries).document.encoded()
    }

    /// The first entry of an export as a JSON object.
    func exported(_ data: Data) throws -> [String: Any] {
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(document["entries"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 1)
        return try XCTUnwrap(entries.first)
    }

    func testEveryTextFieldGoesTheWholeWay() throws {
        XCTAssertFalse(FieldTable.textFields.isEmpty)
        let entry = try writtenEntry()

        // Saved, and read back from its file.
        let store = try makeStore()
        try store.saveEntry(entry)
        let saved = try XCTUnwrap(store.entries().entries.first)
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.entryPath(entry.id))))
            as? [String: Any])
        let fileContent = try XCTUnwrap(file["content"] as? [String: Any])

        // Exported, imported into an empty diary, exported again: the same bytes.
        let first = try export(store)
        let other = try DiaryStore(directory: root.appendingPathComponent("other"))
        guard case .success(let candidates) = ImportReader(timeZone: Fixtures.utc).read(first).map(\.candidates) else {
            return XCTFail("the export did not read back")
        }
        XCTAssertEqual(try other.importEntries(candidates, replace: false), ImportResult(imported: 1, replaced: 0, skipped: 0))
        let second = try export(other)
        XCTAssertEqual(String(decoding: second, as: UTF8.self), String(decoding: first, as: UTF8.self))
        let imported = try XCTUnwrap(other.entries().entries.first)
        let exportedEntry = try exported(second)

        let listed = try XCTUnwrap(try JSONSerialization.jsonObject(
            with: Data(ListingJSON.encode(other.entrySummaries().summaries, catalog: .shipped).utf8)) as? [String: Any])
        let listedEntry = try XCTUnwrap((listed["entries"] as? [[String: Any]])?.first)

        let pages = Language.allCases.map { language in
            EntryPage(formatter: DiaryFormatter(localizer: Localizer(language: language), timeZone: Fixtures.utc))
                .lines(imported, width: nil).map(\.plain).joined(separator: "\n")
        }
        let markdowns = try Language.allCases.map { language in
            let markdown = MarkdownExport(localizer: Localizer(language: language), timeZone: Fixtures.utc)
                .document([imported], imageLink: MarkdownExport.besideDocument)
            return try CommonMark.html(markdown)
        }

        for field in FieldTable.textFields {
            let spec = FieldTable.spec(of: field), words = Self.words(field)
            XCTAssertEqual(saved.content.text(of: field), words, "\(field) saved")
            XCTAssertEqual(fileContent[spec.jsonKey] as? String, words, "\(field) under \(spec.jsonKey) in the entry file")
            XCTAssertEqual(exportedEntry[spec.jsonKey] as? String, words, "\(field) under \(spec.jsonKey) in the export")
            XCTAssertEqual(imported.content.text(of: field), words, "\(field) imported")
            if spec.isListed {
                XCTAssertEqual(listedEntry[spec.jsonKey] as? String, EntrySummary.head(words), "\(field)'s first line in list --json")
            } else {
                XCTAssertNil(listedEntry[spec.jsonKey], "\(field) is not listed")
            }
            if !spec.isTyped {
                // A marked line is shown marked among the lines of the text it marks.
                for page in pages { XCTAssertTrue(page.contains("\n› " + words + "\n"), "\(field) marked in show:\n\(page)") }
                for html in markdowns {
                    XCTAssertTrue(CommonMark.text(html).contains("<strong>" + words + "</strong>"), "\(field) in bold:\n\(html)")
                }
                continue
            }
            // A text whose line is marked shows that line marked (`›`, in bold in Markdown).
            let marked = FieldTable.all.first { if case .mark(let source, _) = $0.kind { source == field } else { false } }
                .map { Self.words($0.field) }
            let shown = marked.map { words.replacingOccurrences(of: "\n" + $0, with: "\n› " + $0) } ?? words
            for (language, page) in zip(Language.allCases, pages) {
                let label = Localizer(language: language)(spec.labelKey)
                XCTAssertTrue(page.contains("## " + label + "\n" + shown), "\(field) shown under its label in \(language)")
            }
            for (language, html) in zip(Language.allCases, markdowns) {
                let label = Localizer(language: language)(spec.labelKey)
                let section = "<h3>" + label + "</h3>\n<p>"
                let written = marked.map { words.replacingOccurrences(of: "\n" + $0, with: "\n<strong>" + $0 + "</strong>") } ?? words
                XCTAssertTrue(CommonMark.text(html).contains(section + written + "</p>"),
                              "\(field) in the Markdown under its label, as written, in \(language):\n\(html)")
            }
            for diary in [store, other] {
                let found = diary.entrySummaries(texts: true, matching: EntryFilter(contains: Self.token(field).uppercased()))
                XCTAssertEqual(found.summaries.map(\.id), [entry.id], "\(field) searched")
            }
        }
    }
}
