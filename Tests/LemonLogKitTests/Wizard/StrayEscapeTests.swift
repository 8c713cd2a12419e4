import Testing
@testable import LemonLogKit

/// Issue 8 item 3 through the view-model: a paste with a stray control-string introducer.
@Suite("View-model: stray escapes in a paste")
struct StrayEscapeTests {
    @Test(arguments: ["]", "P", "X", "^", "_"])
    func pasteKeepsText(introducer: String) {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        wizard.press(.enter, .ctrl("u"))
        _ = wizard.handle(Key(.paste("before \u{1B}\(introducer)0;after\nnext line")))
        #expect(wizard.state.content.situation == "before 0;after\nnext line")
    }
}
