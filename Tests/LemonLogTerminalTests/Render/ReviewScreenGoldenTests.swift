import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// `lemonlog review` full screen at 40×12, 80×24, 120×40 and 200×60, in English and Korean: the list
/// with the selected entry under it (narrower than 100 columns) or beside it, and one entry read
/// whole; the help, the week view and the delete question at 80×24.
@Suite("Renderer golden frames: the review screen")
struct ReviewScreenGoldenTests {
    typealias F = ReviewFixtures
    static let sizes = [(40, 12), (80, 24), (120, 40), (200, 60)]
    static let cases: [(Language, Int, Int)] = sizes.flatMap { size in [Language.en, .ko].map { ($0, size.0, size.1) } }

    func browser(_ language: Language) -> ReviewBrowser {
        var browser = ReviewBrowser(summaries: F.entries(language).map { EntrySummary(entry: $0, file: .unknown) })
        _ = browser.update(.char("j"))
        if let id = browser.wanted, let entry = F.entries(language).first(where: { $0.id == id }) { browser.loaded(entry) }
        return browser
    }

    func renderer(_ language: Language) -> ReviewRenderer {
        ReviewRenderer(theme: Theme(color: true), localizer: Localizer(language: language),
                       page: EntryPage(formatter: DiaryFormatter(localizer: Localizer(language: language), timeZone: F.timeZone)),
                       now: F.now, timeZone: F.timeZone)
    }

    func check(_ frame: Frame, columns: Int, rows: Int) -> [String] {
        #expect(frame.lines.count == rows)
        let plain = frame.lines.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(plain.allSatisfy { DisplayWidth.of($0) <= columns })
        return plain
    }

    @Test("the list and the selected entry", arguments: cases)
    func list(language: Language, columns: Int, rows: Int) throws {
        let frame = renderer(language).render(browser(language), size: TerminalSize(rows: rows, columns: columns))
        let plain = check(frame, columns: columns, rows: rows)
        let selected = try #require(plain.first { $0.hasPrefix("› ") })
        #expect(selected.contains("★"), "the second entry is starred")
        let situation = F.entries(language)[1].content.situation
        #expect(plain.contains { $0.contains(situation) } == (rows > 12), "the entry is shown in full where there is room")
        try GoldenFrame.assert(frame, named: "review-list-\(columns)x\(rows)-\(language)")
    }

    @Test("one entry read whole", arguments: cases)
    func reading(language: Language, columns: Int, rows: Int) throws {
        var browser = browser(language)
        _ = browser.update(Key(.enter))
        let frame = renderer(language).render(browser, size: TerminalSize(rows: rows, columns: columns))
        let plain = check(frame, columns: columns, rows: rows)
        #expect(plain.last == Localizer(language: language)("review_read_keys").replacingOccurrences(of: "↑↓", with: "↑↓"))
        try GoldenFrame.assert(frame, named: "review-read-\(columns)x\(rows)-\(language)")
    }

    @Test("the title counts the entries shown: one entry is one, not \"1 entries\"", arguments: [
        (Language.en, 1, "LemonLog · Review · 1 entry"), (.en, 5, "LemonLog · Review · 5 entries"),
        (.ko, 1, "LemonLog · 돌아보기 · 기록 1개"), (.ko, 5, "LemonLog · 돌아보기 · 기록 5개"),
    ])
    func title(language: Language, count: Int, expected: String) {
        let summaries = F.entries(language).prefix(count).map { EntrySummary(entry: $0, file: .unknown) }
        let frame = renderer(language).render(ReviewBrowser(summaries: Array(summaries)), size: TerminalSize(rows: 24, columns: 80))
        #expect(check(frame, columns: 80, rows: 24).first == expected)
    }

    @Test("help, the week and the delete question", arguments: [Language.en, .ko])
    func views(language: Language) throws {
        for (key, name) in [(Key.char("?"), "help"), (.char("w"), "week"), (.char("d"), "delete")] {
            var browser = browser(language)
            _ = browser.update(key)
            let frame = renderer(language).render(browser, size: TerminalSize(rows: 24, columns: 80))
            _ = check(frame, columns: 80, rows: 24)
            try GoldenFrame.assert(frame, named: "review-\(name)-80x24-\(language)")
        }
    }
}
