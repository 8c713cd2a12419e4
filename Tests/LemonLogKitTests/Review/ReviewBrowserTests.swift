import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit

@Suite("The review screen's model: keys to state")
struct ReviewBrowserTests {
    typealias F = ReviewFixtures

    func browser() -> ReviewBrowser {
        ReviewBrowser(summaries: F.entries(.en).reversed().map { EntrySummary(entry: $0, file: .unknown) })
    }

    @Test("newest first; ↑ ↓ j k move and stop at the ends; PgDn PgUp a page")
    func moves() {
        var b = browser()
        #expect(b.rows.map(\.id) == F.entries(.en).map(\.id))
        #expect(b.selected == 0)
        _ = b.update(Key(.up))
        #expect(b.selected == 0)
        _ = b.update(Key(.down))
        _ = b.update(.char("j"))
        #expect(b.selected == 2)
        _ = b.update(.char("k"))
        #expect(b.selected == 1)
        _ = b.update(Key(.pageDown), page: 3)
        #expect(b.selected == 4)
        _ = b.update(Key(.pageDown), page: 3)
        #expect(b.selected == 4)
        _ = b.update(Key(.pageUp), page: 3)
        #expect(b.selected == 1)
        _ = b.update(.char("ㅓ"))
        #expect(b.selected == 2, "a Korean keyboard's ㅓ is j")
    }

    @Test("the selected entry is wanted until loaded, and again when the selection moves")
    func loading() throws {
        var b = browser()
        #expect(b.wanted == F.entries(.en)[0].id)
        b.loaded(F.entries(.en)[0])
        #expect(b.wanted == nil)
        _ = b.update(Key(.down))
        #expect(b.wanted == F.entries(.en)[1].id)
        b.loaded(F.entries(.en)[0])
        #expect(b.shownEntry == nil, "a late load of another entry is not shown")
    }

    @Test("/ searches as --contains does: typed, Enter; Esc on the list clears it")
    func search() {
        var b = browser()
        _ = b.update(.char("/"))
        for character in "EXAM" { _ = b.update(.char(character)) }
        #expect(b.mode == .searching("EXAM"))
        _ = b.update(Key(.enter))
        #expect(b.mode == .list)
        #expect(b.rows.map(\.id) == [F.entries(.en)[1].id])
        _ = b.update(Key(.escape))
        #expect(b.rows.count == 5)
        _ = b.update(.char("/"))
        _ = b.update(.char("x"))
        _ = b.update(Key(.escape))
        #expect(b.mode == .list && b.query == nil, "Esc while typing drops the search")
    }

    @Test("Enter reads the entry whole, scrolls, q and Esc come back")
    func reading() {
        var b = browser()
        _ = b.update(Key(.enter))
        #expect(b.mode == .reading(scroll: 0))
        _ = b.update(Key(.down))
        _ = b.update(Key(.pageDown), page: 5)
        #expect(b.mode == .reading(scroll: 6))
        b.clampScroll(to: 4)
        #expect(b.mode == .reading(scroll: 4))
        _ = b.update(.char("q"))
        #expect(b.mode == .list)
        _ = b.update(Key(.enter))
        _ = b.update(Key(.escape))
        #expect(b.mode == .list)
    }

    @Test("* stars or unstars, d asks y/n, e edits, q leaves, Ctrl-C interrupts")
    func effects() throws {
        var b = browser()
        #expect(b.update(.char("*")) == .setStar(id: F.entries(.en)[0].id, starred: true))
        _ = b.update(Key(.down))
        #expect(b.update(.char("*")) == .setStar(id: F.entries(.en)[1].id, starred: false))
        #expect(b.update(.char("d")) == nil)
        #expect(b.mode == .confirmingDelete)
        #expect(b.update(.char("n")) == nil)
        #expect(b.mode == .list)
        _ = b.update(.char("d"))
        #expect(b.update(.char("y")) == .delete(id: F.entries(.en)[1].id))
        b.removed(F.entries(.en)[1].id)
        #expect(b.rows.count == 4 && b.selected == 1)
        #expect(b.update(.char("e")) == .edit(id: F.entries(.en)[2].id))
        #expect(b.update(.char("q")) == .leave)
        #expect(b.update(.ctrl("c")) == .interrupt)
    }

    @Test("a star saved shows at once; w and ? open and close their views; a failure shows until the next key")
    func replacedAndViews() {
        var b = browser()
        var entry = F.entries(.en)[0]
        entry.content.starred = true
        b.replaced(entry)
        #expect(b.rows[0].starred)
        _ = b.update(.char("w"))
        #expect(b.mode == .week(scroll: 0))
        _ = b.update(Key(.pageDown), page: 4)
        #expect(b.mode == .week(scroll: 4))
        b.clampScroll(to: 2)
        #expect(b.mode == .week(scroll: 2))
        _ = b.update(.char("q"))
        #expect(b.mode == .list)
        _ = b.update(.char("w"))
        _ = b.update(.char("w"))
        #expect(b.mode == .list, "w goes back too")
        _ = b.update(.char("?"))
        #expect(b.mode == .help)
        _ = b.update(Key(.escape))
        #expect(b.mode == .list)
        b.failed("locked")
        #expect(b.notice == "locked")
        _ = b.update(Key(.down))
        #expect(b.notice == nil)
    }
}
