import Foundation
import LemonLogKit

/// Lays out `lemonlog review` full screen: the title, the list of entries (the selected one
/// marked) with the selected entry whole beside it (100 columns and more) or under it, and the
/// keys on the last line; or one entry whole (scrolled), the week view, the help. It decides
/// nothing.
package struct ReviewRenderer: Sendable {
    package var theme: Theme
    package var localizer: Localizer
    package var page: EntryPage
    package var now: Date
    package var timeZone: TimeZone

    /// The narrowest terminal that shows the entry beside the list.
    package static let besideWidth = 100

    package init(theme: Theme, localizer: Localizer, page: EntryPage, now: Date = Date(), timeZone: TimeZone = .current) {
        self.theme = theme
        self.localizer = localizer
        self.page = page
        self.now = now
        self.timeZone = timeZone
    }

    /// How many rows the list has on a terminal of `size` (what PgUp and PgDn move).
    package static func listRows(_ size: TerminalSize) -> Int {
        let body = max(1, size.rows - 2)
        return size.columns >= besideWidth ? body : max(1, body / 2)
    }

    /// How many rows the whole entry has when read on a terminal of `size`, less one page: the
    /// last scroll that still fills the screen.
    package func lastScroll(_ browser: ReviewBrowser, size: TerminalSize) -> Int {
        let room = max(1, size.rows - 2)
        switch browser.mode {
        case .reading: return (browser.shownEntry.map { page.lines($0, width: max(1, size.columns)).count } ?? 0) - room
        case .week: return weekLines(browser, width: max(1, size.columns)).count - room
        default: return 0
        }
    }

    private func weekLines(_ browser: ReviewBrowser, width: Int) -> [StyledLine] {
        let counter = browser.checkInDates.map { dates in { (from: Date, to: Date) in dates.filter { $0 >= from && $0 < to }.count } }
        let review = WeekReview(summaries: browser.all, now: now, timeZone: timeZone, checkIns: counter)
        return WeekReviewRenderer(localizer: localizer, width: width, theme: theme, timeZone: timeZone).lines(review)
    }

    package func render(_ browser: ReviewBrowser, size: TerminalSize) -> Frame {
        let l = localizer
        let width = max(1, size.columns)
        let room = max(0, size.rows - 2)
        var title = StyledLine("LemonLog · ", .bold).adding((browser.shownCount == 1 ? l("review_title_one") : l("review_title", ["count": "\(browser.shownCount)"])), .bold)
        if let query = browser.query { title.add("  " + l("review_search_shown", ["query": TextSanitizer.singleLine(query)]), .accent) }
        var body: [StyledLine]
        var bottom = StyledLine(l("review_keys"), .dim)
        switch browser.mode {
        case .reading(let scroll):
            let lines = browser.shownEntry.map { page.lines($0, width: width) } ?? [StyledLine("…", .dim)]
            body = Array(lines.dropFirst(scroll).prefix(room))
            bottom = StyledLine(l("review_read_keys"), .dim)
        case .week(let scroll):
            body = Array(weekLines(browser, width: width).dropFirst(scroll).prefix(room))
            bottom = StyledLine(l("review_read_keys"), .dim)
        case .help:
            body = ["review_help_move", "review_help_read", "review_help_search", "review_help_star", "review_help_edit",
                    "review_help_delete", "review_help_week", "review_help_quit"]
                .flatMap { HangingIndent.lines(of: l($0), width: width, first: "  ", rest: "      ").map { StyledLine($0) } }
            body = Array(body.prefix(room))
            bottom = StyledLine(l("review_back_keys"), .dim)
        case .list, .searching, .confirmingDelete:
            body = listAndEntry(browser, width: width, room: room)
            if case .searching(let text) = browser.mode {
                bottom = StyledLine(l("review_search_prompt"), .accent).adding(TextSanitizer.singleLine(text))
            } else if browser.mode == .confirmingDelete {
                let day = browser.current.map { ReviewBrowser.day($0.date, timeZone: timeZone) } ?? ""
                bottom = StyledLine(l("review_delete_confirm", ["id": browser.current.map { DiaryStore.shortID($0.id) } ?? "", "date": day]),
                                    .errorBold)
            }
        }
        if let notice = browser.notice { bottom = StyledLine("✗ " + TextSanitizer.singleLine(notice), .error) }
        var lines = [title.truncated(toWidth: width)] + body
        while lines.count < size.rows - 1 { lines.append(StyledLine()) }
        lines.append(bottom.truncated(toWidth: width))
        var cursor: FrameCursor?
        if case .searching = browser.mode { cursor = FrameCursor(row: size.rows - 1, column: min(width - 1, bottom.width)) }
        return Frame(rows: Array(lines.prefix(size.rows)).map { $0.render(width: width, theme: theme) }, cursor: cursor)
    }

    /// The list (a window holding the selected row) and the selected entry, beside or under it.
    private func listAndEntry(_ browser: ReviewBrowser, width: Int, room: Int) -> [StyledLine] {
        let l = localizer
        guard !browser.rows.isEmpty else {
            return [StyledLine(l(browser.query == nil ? "no_entries" : "no_matching_entries"), .dim)]
        }
        let beside = width >= Self.besideWidth
        let listWidth = beside ? width * 2 / 5 : width
        let listRoom = beside ? room : max(1, room / 2)
        let top = min(max(0, browser.selected - listRoom / 2), max(0, browser.rows.count - listRoom))
        let list = browser.rows.dropFirst(top).prefix(listRoom).enumerated().map { offset, summary -> StyledLine in
            let chosen = top + offset == browser.selected
            let text = (chosen ? "› " : "  ") + ReviewBrowser.rowText(summary, formatter: page.formatter, timeZone: timeZone)
            return StyledLine(text, chosen ? .selected : .plain).truncated(toWidth: listWidth)
        }
        let entryWidth = beside ? width - listWidth - 3 : width
        let entry = browser.shownEntry.map { page.lines($0, width: entryWidth) } ?? [StyledLine("…", .dim)]
        if beside {
            return (0..<room).map { row in
                var line = row < list.count ? list[row] : StyledLine()
                line.add(String(repeating: " ", count: max(0, listWidth - line.width)))
                line.add(" | ", .dim)
                if row < entry.count { line.pieces += entry[row].pieces }
                return line
            }
        }
        let rule = StyledLine(String(repeating: "-", count: width), .dim)
        return list + Array(repeating: StyledLine(), count: max(0, listRoom - list.count)) + [rule]
            + Array(entry.prefix(max(0, room - listRoom - 1)))
    }
}
