import Foundation
import Testing
@testable import LemonLogKit

/// An entry saved before (an imported jrnl entry has only a situation) stays editable: a typo
/// fixed, it saves; what it still lacks is a notice on its steps, never a blocker.
@Suite("View-model: imported and older entries stay editable")
struct SavedEntryEditTests {
    /// A jrnl entry as the import makes it: title and body in the situation, nothing else.
    static let imported = DiaryContent(situation: "Teh meeting went badly", date: Fixtures.now.addingTimeInterval(-86_400))

    static func wizard(_ content: DiaryContent, baseline: DiaryContent?, step: DiaryWriteStep = .situation,
                       language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step), baseline: baseline,
                    localizer: Localizer(language: language), timeZone: Fixtures.utc, now: { Fixtures.now })
    }

    @Test("an imported jrnl entry: fix a typo, save works, the other steps show the notice")
    func fixTypoAndSave() {
        for language in Language.allCases {
            var wizard = Self.wizard(Self.imported, baseline: Self.imported, language: language)
            wizard.press(.enter, .home)
            wizard.press(.right, .right, .right, .backspace, .backspace, .char("h"), .char("e"))
            #expect(wizard.state.content.situation == "The meeting went badly")
            #expect(wizard.press(.ctrl("s")) == .save)
            #expect(wizard.state.errors.isEmpty)
            #expect(wizard.saveSummary == nil)
            let notice = Localizer(language: language)("validation_notice_required")
            for step in [DiaryWriteStep.emotion, .thought, .reeval, .action] {
                #expect(wizard.status(of: step) == .lacking, "\(step)")
            }
            #expect(wizard.status(of: .dateAndImages) == .done)
            #expect(wizard.notice(.thought) == notice)
            #expect(wizard.notice(.emotion) == notice)
            #expect(wizard.notice(.situation) == nil)
            // Every step can be left forward: the notice never blocks.
            var walker = Self.wizard(Self.imported, baseline: Self.imported, step: .emotion, language: language)
            for _ in 0..<5 { walker.press(.char("n")) }
            #expect(walker.state.step == .dateAndImages)
            #expect(walker.state.errors.isEmpty)
        }
    }

    @Test("a new entry with the same words still meets every rule")
    func newEntryStillChecked() {
        var wizard = Self.wizard(Self.imported, baseline: nil)
        #expect(wizard.press(.char("s")) != .save)
        #expect(wizard.saveSummary == "4 fields need attention: Emotion, Thought, A balanced thought, Next action")
        #expect(wizard.status(of: .thought) == .failing)
        #expect(wizard.notice(.thought) == nil)
    }

    @Test("an edit that breaks a rule the saved entry met is refused as before")
    func ruleMetBeforeStillHolds() {
        var wizard = Self.wizard(Self.imported, baseline: Self.imported)
        wizard.press(.enter, .end)
        for _ in 0..<40 { wizard.press(.backspace) }
        #expect(DiaryValidators.isBlank(wizard.state.content.situation))
        wizard.press(.escape)
        #expect(wizard.press(.char("s")) != .save)
        #expect(wizard.state.errors[.situation]?.rule == .required)
        #expect(wizard.saveSummary == "1 field needs attention: Situation")
    }

    @Test("a saved text over the limit may stay over, shortened or not, but may not grow")
    func overLimitMayStayButNotGrow() {
        let long = String(repeating: "가나다라마바사아자차 ", count: 250)  // 2,750 Characters
        var saved = Fixtures.complete
        saved.situation = long
        var wizard = Self.wizard(saved, baseline: saved)
        #expect(wizard.counter(.situation) == FieldCounter(count: 2_750, limit: 2_000, isKeptOver: true))
        #expect(wizard.notice(.situation) == "Over 2000 characters, as when it was saved. It can stay, but not grow.")
        wizard.press(.enter, .end, .backspace)
        #expect(wizard.state.content.situation.count == 2_749)
        #expect(wizard.state.errors[.situation] == nil)
        #expect(wizard.press(.ctrl("s")) == .save)
        // A paste that makes it longer than it was saved is refused, and kept whole.
        var growing = Self.wizard(saved, baseline: saved)
        growing.press(.enter, .end, Key(.paste(" 더")))
        #expect(growing.state.content.situation == long + " 더")
        #expect(growing.state.errors[.situation]?.rule == .tooLong)
        #expect(growing.counter(.situation)?.isKeptOver == false)
        #expect(growing.press(.ctrl("s")) != .save)
    }

    @Test("an entry saved with more images than the limit: after removing one, both faces take another path, as the images rule does")
    func imagesOverTheLimitAskTheRule() {
        var saved = Self.imported
        saved.images = (1...7).map { ImageAttachment(storedPath: "images/x/\($0)-a.png", originalPath: "/tmp/\($0).png", format: "png") }
        var edited = saved
        edited.images.removeLast()
        var wizard = Self.wizard(edited, baseline: saved, step: .dateAndImages)
        wizard.press(.char("a"))
        #expect(wizard.state.mode == .editing(.images) && wizard.state.errors[.images] == nil)
        var plain = PlainConversation(content: edited, step: .dateAndImages, baseline: saved, localizer: Localizer(language: .en),
                                      timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = plain.start(subtitle: "Entry")
        _ = plain.receive("")
        #expect(plain.receive("/tmp/8.png") == [.importImage("/tmp/8.png")])
        #expect(wizard.countLabel(.images) == "6/5")
    }
}
