import Foundation
import Testing
@testable import LemonLogKit

@Suite("Whole entries for show and read, and list --contains snippets (issue 23, item 3)")
struct EntryPageTests {
    let now = Date(timeIntervalSince1970: 1_795_262_400)
    let utc = TimeZone(identifier: "UTC")!

    func entry(_ situation: String, images: [ImageAttachment] = []) -> DiaryEntry {
        var content = DiaryContent(situation: situation, thought: "t", reeval: "r", action: "a", date: now)
        content.setEmotions(["sadness.lonely"])
        content.images = images
        return DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now, content: content)
    }

    func page(_ language: Language = .en) -> EntryPage {
        EntryPage(formatter: DiaryFormatter(localizer: Localizer(language: language), timeZone: utc)) { image in
            "/home/mina/.local/share/lemonlog/" + image.storedPath
        }
    }

    @Test("rows fit the width by display width: Korean two columns, combining marks none, broken at spaces",
          arguments: [20, 33, 60])
    func wrapsByDisplayWidth(width: Int) {
        let text = "팀장님이 회의에서 내 의견을 무시했다. Cafe\u{301} talk with Zoe\u{308} about everything at length."
        let rows = page().lines(entry(text), width: width).map(\.plain)
        for row in rows { #expect(DisplayWidth.of(row) <= width, "\(row)") }
        let words = rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains(text), "every word kept, in order")
        #expect(rows.contains { $0.hasPrefix("팀장님이") })
    }

    @Test("exact rows at 20 columns")
    func exactRows() {
        #expect(EntryPage.wrap("팀장님이 회의에서 내 의견을 무시했다.", width: 20) == ["팀장님이 회의에서 내", "의견을 무시했다."])
        #expect(EntryPage.wrap("e\u{301}e\u{301}e\u{301} abc", width: 5) == ["e\u{301}e\u{301}e\u{301}", "abc"])
        #expect(EntryPage.wrap("", width: 20) == [""])
        #expect(EntryPage.wrap("abcd efgh", width: 4) == ["abcd", "efgh"], "the breaking space starts no row")
        #expect(EntryPage.wrap("no-space-at-all-in-this-line", width: 10) == ["no-space-a", "t-all-in-t", "his-line"])
    }

    @Test("not wrapped without a width; new lines kept; images by absolute path; no escape")
    func piped() {
        let image = ImageAttachment(storedPath: "images/0123456789ab/1-lemon.png", originalPath: "~/lemon\u{1B}[2J.png", format: "png")
        let lines = page().lines(entry("first line \u{1B}]0;x\u{07}that is long enough to wrap anywhere\nsecond", images: [image]),
                                 width: nil).map(\.plain)
        #expect(lines.contains("first line that is long enough to wrap anywhere"))
        #expect(lines.contains("second"))
        #expect(lines.contains("/home/mina/.local/share/lemonlog/images/0123456789ab/1-lemon.png  (~/lemon.png)"))
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test("several entries: a blank line between two; the header bold, headings bold")
    func severalEntries() throws {
        let lines = page(.ko).lines([entry("하나"), entry("둘")], width: 40)
        let plain = lines.map(\.plain)
        #expect(plain.filter { $0.hasPrefix("01234567 · ") }.count == 2)
        #expect(plain.contains("## 상황"))
        let second = try #require(plain.lastIndex { $0.hasPrefix("01234567 · ") })
        try #require(second > 0)
        #expect(plain[second - 1] == "")
        #expect(lines[0].encoded(color: true).hasPrefix("\u{1B}[1m01234567"))
        #expect(!lines[0].encoded(color: false).contains("\u{1B}"))
    }

    @Test("show (piped) is the page without a width")
    func showIsThePage() {
        let formatter = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc)
        let long = String(repeating: "word ", count: 40)
        #expect(formatter.show(entry(long)) == EntryPage(formatter: formatter).lines(entry(long), width: nil).map(\.plain)
            .joined(separator: "\n"))
        #expect(formatter.show(entry(long)).contains(long.trimmingCharacters(in: .whitespaces)))
    }

    @Test("a snippet keeps the match whole, some words before it, and fits the width", arguments: [20, 30, 60])
    func snippet(width: Int) throws {
        var content = DiaryContent(situation: "nothing here", date: now)
        content.thought = "first line\nA very long day at work and then coffee with Zoë at the café near the station, finally."
        let snippet = try #require(SearchSnippet.find(SearchText.fold("zoe"), in: content, width: width))
        #expect(snippet.match == "Zoë")
        #expect(DisplayWidth.of(snippet.plain) <= width)
        #expect(snippet.before.hasPrefix("…"))
        #expect(snippet.after.hasSuffix("…") == (width < 60), "cut only where it does not fit")
        #expect(!snippet.plain.contains("first line"), "only the line that matched")
        #expect(SearchSnippet.find(SearchText.fold("tea"), in: content, width: width) == nil)
    }

    @Test("list --contains: the columns of list, then the snippet with the match in its tone")
    func matchLines() throws {
        let formatter = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc)
        let e = entry("We met at the café near the station")
        let summary = EntrySummary(entry: e, file: .unknown)
        let lines = formatter.matchLines([summary], contents: [e.id: e.content], needle: SearchText.fold("CAFE"), width: nil)
        #expect(lines.map(\.plain) == ["01234567  2026-11-21 12:00  Lonely  We met at the café near the station"])
        try #require(lines.count == 1)
        #expect(lines[0].encoded(color: true).contains("\u{1B}[1;7mcafé\u{1B}[0m"))
        #expect(!lines[0].encoded(color: false).contains("\u{1B}"))
        let narrow = formatter.matchLines([summary], contents: [e.id: e.content], needle: SearchText.fold("station"), width: 50)
        let first = try #require(narrow.first)
        #expect(DisplayWidth.of(first.plain) <= 50)
        #expect(first.plain.contains("station"), "the match stays in sight: \(first.plain)")
        let unread = formatter.matchLines([summary], contents: [:], needle: SearchText.fold("CAFE"), width: nil)
        #expect(unread.map(\.plain) == formatter.listLines([summary], width: nil))
    }

    @Test("show prints the prediction before the outcome that answers it, and the outcome without a prediction too",
          arguments: ["She will be too busy.", ""])
    func predictionBeforeOutcome(prediction: String) throws {
        let utc = TimeZone(identifier: "UTC")!
        var content = DiaryContent(situation: "s", thought: "t", reeval: "r", action: "Ask for five minutes.",
                                   date: Date(timeIntervalSince1970: 1_795_000_000))
        content.setText(prediction, of: .actionPrediction)
        content.actionOutcome = ActionOutcome(status: .partly, at: Date(timeIntervalSince1970: 1_795_100_000), mastery: 6, pleasure: nil,
                                              note: "ten minutes")
        let entry = DiaryEntry(id: "0123456789ab", createdAt: content.date, updatedAt: content.date, content: content)
        let lines = DiaryFormatter(localizer: Localizer(language: .en), timeZone: utc).show(entry).components(separatedBy: "\n")
        let outcome = try #require(lines.firstIndex { $0.hasPrefix("Partly done") }, "\(lines)")
        if prediction.isEmpty {
            #expect(lines[outcome - 1] == "Ask for five minutes.", "under the action: \(lines)")
        } else {
            let predicted = try #require(lines.firstIndex(of: prediction))
            #expect(predicted < outcome, "\(lines)")
        }
    }
}
