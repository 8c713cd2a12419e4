import Foundation
import Testing
@testable import LemonLogKit

/// The full-screen view-model takes the date as people say it (issue 22, item 8); `now` is
/// Saturday 2026-11-21 12:00 UTC.
@Suite("View-model: the date in people's words")
struct WizardDateWordsTests {
    @Test("어제 오후 9시 on the date line, then s: the entry saved is yesterday at 21:00", arguments: Language.allCases)
    func koreanWordsSaved(language: Language) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages, language: language)
        wizard.press(.enter, .ctrl("u"))
        wizard.type("어제 오후 9시")
        wizard.press(.enter)
        #expect(wizard.state.errors[.date] == nil)
        #expect(wizard.state.mode == .navigating)
        #expect(wizard.press(.char("s")) == .save)
        #expect(StoreTimestamp.format(wizard.state.content.date) == "2026-11-20T21:00:00.000Z")
    }

    @Test("leaving the line with a date it cannot take keeps the old one, and the notice offers one that works")
    func leavingOffersAnExample() throws {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        let before = wizard.state.content.date
        wizard.press(.enter, .ctrl("u"))
        wizard.type("2026-11-25 25:00")
        wizard.press(.escape)
        #expect(wizard.state.content.date == before)
        let notice = try #require(wizard.state.notice)
        #expect(notice.text == "Kept Sat, Nov 21, 2026 12:00. '2026-11-25 25:00' is not a date or time; "
                + "try e.g. 'yesterday 21:30' or '2026-11-20 21:30'.")
    }
}
