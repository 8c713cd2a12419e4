import Testing
@testable import LemonLogKit

/// Issue 19 item 4: everything that happens to the wizard is an event through `update`, and
/// what an effect brings back arrives the same way.
@Suite("Wizard events: one update path")
struct WizardEventTests {
    @Test("a key through update is the key map's action (and a step change asks for a draft save)")
    func key() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        #expect(wizard.update(.key(.char("n"))) == .saveDraft)
        #expect(wizard.state.step == .thought)
    }

    @Test("a resize wraps the fields at the new width")
    func resize() {
        var wizard = Fixtures.wizard()
        _ = wizard.update(.resize(columns: 50, rows: 20))
        #expect(wizard.state.wrapWidth == WizardLayout.fieldWidth(columns: 50))
        #expect(wizard.state.editor(.situation).preparedLayoutWidth == WizardLayout.fieldWidth(columns: 50))
    }

    @Test("an image imported is attached; a refused one stays on the path line with its reason")
    func images() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        #expect(wizard.update(.key(.char("a"))) == .none)
        for character in "/tmp/a.png" { _ = wizard.update(.key(.char(character))) }
        #expect(wizard.update(.key(.enter)) == .importImage("/tmp/a.png"))
        let attachment = ImageAttachment(storedPath: "images/x/1-a.png", originalPath: "/tmp/a.png", format: "png")
        #expect(wizard.update(.imageImported(attachment)) == .none)
        #expect(wizard.state.content.images == [attachment])
        #expect(wizard.state.mode == .navigating)

        _ = wizard.update(.key(.char("a")))
        for character in "/tmp/b.png" { _ = wizard.update(.key(.char(character))) }
        #expect(wizard.update(.key(.enter)) == .importImage("/tmp/b.png"))
        #expect(wizard.update(.imageImportFailed(ImageImportError.notFound, reason: "gone")) == .none)
        #expect(wizard.state.errors[.images] != nil)
        #expect(wizard.state.editor(.images).text == "/tmp/b.png")
        #expect(wizard.state.content.images == [attachment])
    }

    @Test("the editor finished: its text replaces the field; not opened: the field stays, with the reason")
    func editor() {
        var wizard = Fixtures.wizard(Fixtures.complete, step: .situation)
        #expect(wizard.update(.key(.ctrl("o"))) == .openExternalEditor(.situation))
        let handback = EditorHandback.decide(succeeded: true, reading: .text("Missed the bus, again", replaced: 0),
                                             original: "Missed the bus")
        #expect(wizard.update(.editorFinished(.situation, handback, failure: nil, filePath: nil)) == .none)
        #expect(wizard.state.content.situation == "Missed the bus, again")

        #expect(wizard.update(.editorNotOpened(.situation, reason: "no room for the file")) == .none)
        #expect(wizard.state.content.situation == "Missed the bus, again")
        #expect(wizard.state.notice == WizardNotice(.error, "no room for the file"))
    }

    @Test("a save or a draft save that failed says why in red; every word stays")
    func saveFailed() {
        let l = Localizer(language: .en)
        var wizard = Fixtures.wizard(Fixtures.complete, step: .dateAndImages)
        #expect(wizard.update(.key(.char("s"))) == .save)
        #expect(wizard.update(.saveFailed(reason: "disk full")) == .none)
        #expect(wizard.state.notice == WizardNotice(.error, l("save_failed", ["reason": "disk full"])))
        #expect(wizard.state.content == Fixtures.complete)
        _ = wizard.update(.key(.char("?")))
        #expect(wizard.state.showHelp)
        #expect(wizard.update(.draftSaveFailed(reason: "read-only")) == .none)
        #expect(!wizard.state.showHelp, "the help hides the notice: it closes")
        #expect(wizard.state.notice == WizardNotice(.error, l("draft_save_failed", ["reason": "read-only"])))
    }
}
