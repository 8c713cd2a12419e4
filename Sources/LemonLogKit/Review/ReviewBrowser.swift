import Foundation

/// `lemonlog review` full screen, as a pure model: the entries of the index, newest first, one
/// selected (shown whole beside or under the list once the driver loaded it), a search as
/// `--contains` does, reading one entry whole, the week view and the help. Keys go in, an
/// effect may come out; the driver does what it says (star, delete, edit, load) and reports back.
package struct ReviewBrowser: Sendable {
    /// What the screen shows.
    package enum Mode: Sendable, Equatable {
        case list
        /// Typing a search (the text so far).
        case searching(String)
        /// The selected entry whole, scrolled down by `scroll` rows.
        case reading(scroll: Int)
        /// Asking y/n before deleting the selected entry.
        case confirmingDelete
        /// This week beside the last, scrolled down by `scroll` rows.
        case week(scroll: Int)
        case help
    }

    /// What the driver does after a key.
    package enum Effect: Sendable, Equatable {
        case leave
        /// Ctrl-C: leave with exit 130.
        case interrupt
        /// Star or unstar this entry, then call `replaced(_:)`.
        case setStar(id: String, starred: Bool)
        /// Delete this entry, then call `removed(_:)`.
        case delete(id: String)
        /// Edit this entry in the wizard, then call `reloaded(_:)`.
        case edit(id: String)
    }

    /// Every entry of the index, newest first.
    package private(set) var all: [EntrySummary]
    /// The entries the search takes (all without one).
    package private(set) var rows: [EntrySummary]
    /// The search applied (folded as `--contains` folds); nil for none.
    package private(set) var query: String?
    package private(set) var selected = 0
    package private(set) var mode: Mode = .list
    /// The selected entry's whole text, once loaded (`loaded(_:)`); nil while not.
    package private(set) var entry: DiaryEntry?
    /// A line the driver gave (a star or delete that failed, an entry that could not be read),
    /// shown until the next key.
    package private(set) var notice: String?
    /// When each quick check-in (`mood`) was made, once the week is shown and the driver read
    /// them (`wantsCheckIns`); nil before: the list never waits for them.
    package var checkInDates: [Date]?

    /// How many entries the diary has while only the newest are here (`init(first:total:)`):
    /// the title's count until `completed(_:)`; nil once every entry is.
    package private(set) var pendingTotal: Int?

    package init(summaries: [EntrySummary]) {
        all = summaries.sorted(by: EntrySummary.isListedBefore)
        rows = all
    }

    /// Whether the week is shown and its check-ins are not read yet (the driver then sets `checkInDates`).
    package var wantsCheckIns: Bool {
        if case .week = mode { return checkInDates == nil }
        return false
    }

    /// Only the newest entries, enough for the first screen, of `total` (the driver then calls
    /// `completed(_:)` with all of them, before the first key).
    package init(first summaries: [EntrySummary], total: Int) {
        self.init(summaries: summaries)
        pendingTotal = total
    }

    /// How many entries the title counts: the search's, or the diary's while only the first are here.
    package var shownCount: Int { pendingTotal ?? rows.count }

    /// Every entry, once the first screen was shown from the newest: the selection and the
    /// entry loaded stay.
    package mutating func completed(_ summaries: [EntrySummary]) {
        let id = current?.id
        all = summaries.sorted(by: EntrySummary.isListedBefore)
        applySearch()
        selected = rows.firstIndex { $0.id == id } ?? min(selected, max(0, rows.count - 1))
        pendingTotal = nil
    }

    /// The selected entry's summary.
    package var current: EntrySummary? { rows.indices.contains(selected) ? rows[selected] : nil }

    /// The id the driver should load (the selected entry, not loaded yet); nil when none is needed.
    package var wanted: String? {
        guard let current, entry?.id != current.id else { return nil }
        return current.id
    }

    /// The selected entry's whole text when it is loaded (nil while another one's is kept).
    package var shownEntry: DiaryEntry? { entry?.id == current?.id ? entry : nil }

    /// What the driver loaded for `wanted`.
    package mutating func loaded(_ entry: DiaryEntry) {
        if entry.id == current?.id { self.entry = entry }
    }

    /// What went wrong, to show until the next key.
    package mutating func failed(_ message: String) {
        notice = message
    }

    /// An entry saved anew (starred, unstarred): its summary in place.
    package mutating func replaced(_ entry: DiaryEntry) {
        let summary = EntrySummary(entry: entry, file: .unknown)
        all = all.map { $0.id == entry.id ? Self.keepingSearch(summary, of: $0) : $0 }
        rows = rows.map { $0.id == entry.id ? Self.keepingSearch(summary, of: $0) : $0 }
        if self.entry?.id == entry.id { self.entry = entry }
    }

    /// An entry deleted: gone from the list, the next one selected.
    package mutating func removed(_ id: String) {
        all.removeAll { $0.id == id }
        rows.removeAll { $0.id == id }
        selected = min(selected, max(0, rows.count - 1))
        if entry?.id == id { entry = nil }
        mode = .list
    }

    /// The index read again (after an edit): the same entry stays selected where it still is.
    package mutating func reloaded(_ summaries: [EntrySummary]) {
        let id = current?.id
        all = summaries.sorted(by: EntrySummary.isListedBefore)
        applySearch()
        selected = rows.firstIndex { $0.id == id } ?? min(selected, max(0, rows.count - 1))
        entry = nil
        pendingTotal = nil
    }

    private static func keepingSearch(_ summary: EntrySummary, of old: EntrySummary) -> EntrySummary {
        var summary = summary
        if summary.searchText.isEmpty { summary.searchText = old.searchText }
        return summary
    }

    private mutating func applySearch() {
        let filter = EntryFilter(contains: query)
        rows = all.filter(filter.matches)
    }

    /// Applies a key; `page` is how many rows a page moves (the list's height on screen).
    package mutating func update(_ key: Key, page: Int = 10) -> Effect? {
        notice = nil
        if key == .ctrl("c") { return .interrupt }
        switch mode {
        case .list: return listKey(key, page: page)
        case .searching(let text): searchKey(key, text)
        case .reading(let scroll):
            if let moved = scrolled(key, scroll, page: page) { mode = .reading(scroll: moved) }
        case .week(let scroll):
            if character(key) == "w" { mode = .list } else if let moved = scrolled(key, scroll, page: page) { mode = .week(scroll: moved) }
        case .confirmingDelete: return confirmKey(key)
        case .help:
            if key.code == .escape || character(key) == "q" || character(key) == "?" { mode = .list }
        }
        return nil
    }

    /// The character of an unmodified key (a Korean keyboard's jamo as its Latin key).
    private func character(_ key: Key) -> Character? {
        guard case .character(let raw) = key.code, key.modifiers.isEmpty || key.modifiers == .shift else { return nil }
        return KoreanKeyboard.latin(for: raw) ?? raw
    }

    private mutating func move(_ by: Int) {
        guard !rows.isEmpty else { return }
        selected = max(0, min(rows.count - 1, selected + by))
    }

    private mutating func listKey(_ key: Key, page: Int) -> Effect? {
        switch key.code {
        case .up: move(-1)
        case .down: move(1)
        case .pageUp: move(-max(1, page))
        case .pageDown: move(max(1, page))
        case .home: move(-rows.count)
        case .end: move(rows.count)
        case .enter: if current != nil { mode = .reading(scroll: 0) }
        case .escape:
            if query != nil {
                query = nil
                applySearch()
                selected = 0
            }
        default:
            switch character(key) {
            case "k": move(-1)
            case "j": move(1)
            case "q": return .leave
            case "/": mode = .searching("")
            case "w": mode = .week(scroll: 0)
            case "?": mode = .help
            case "*": if let current { return .setStar(id: current.id, starred: !current.starred) }
            case "d": if current != nil { mode = .confirmingDelete }
            case "e": if let current { return .edit(id: current.id) }
            default: break
            }
        }
        return nil
    }

    private mutating func searchKey(_ key: Key, _ text: String) {
        switch key.code {
        case .enter:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            query = trimmed.isEmpty ? nil : trimmed
            applySearch()
            selected = 0
            mode = .list
        case .escape: mode = .list
        case .backspace: mode = .searching(String(text.dropLast()))
        case .character(let typed) where key.modifiers.isEmpty || key.modifiers == .shift: mode = .searching(text + String(typed))
        case .paste(let pasted): mode = .searching(text + TextSanitizer.singleLine(pasted))
        default: break
        }
    }

    /// A scrolled view's next scroll for a key (q and Esc go back to the list: nil).
    private mutating func scrolled(_ key: Key, _ scroll: Int, page: Int) -> Int? {
        switch key.code {
        case .up: return max(0, scroll - 1)
        case .down: return scroll + 1
        case .pageUp: return max(0, scroll - max(1, page))
        case .pageDown, .character(" "): return scroll + max(1, page)
        case .home: return 0
        case .escape: mode = .list
        default:
            switch character(key) {
            case "q": mode = .list
            case "k": return max(0, scroll - 1)
            case "j": return scroll + 1
            default: return scroll
            }
        }
        return nil
    }

    /// Scrolling past the end stops at the last page (the renderer says how many rows there are).
    package mutating func clampScroll(to last: Int) {
        switch mode {
        case .reading(let scroll) where scroll > max(0, last): mode = .reading(scroll: max(0, last))
        case .week(let scroll) where scroll > max(0, last): mode = .week(scroll: max(0, last))
        default: break
        }
    }

    private mutating func confirmKey(_ key: Key) -> Effect? {
        mode = .list
        if character(key) == "y", let current { return .delete(id: current.id) }
        return nil
    }
}
