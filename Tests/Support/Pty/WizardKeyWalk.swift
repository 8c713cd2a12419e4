import Foundation
import LemonLogKit

/// Walks the full-screen wizard on a pseudo-terminal by question, as the step table asks them
/// (`WizardSteps.shipped`, from `FieldTable`): a text step's written fields are answered in the order
/// Tab walks them, and a question without an answer is left empty (an optional one is skipped).
/// So a key script names answers, never the shape of a step: adding an optional question to a
/// step changes no walk-through.
package struct WizardKeyWalk {
    package let session: PtySession
    package let steps: WizardSteps
    package let localizer: Localizer
    /// The texts typed so far: they decide what a crisis thought leaves unasked (`CrisisThoughtRule`).
    package private(set) var typed: [DiaryField: String] = [:]

    package init(_ session: PtySession, language: Language = .en, steps: WizardSteps = .shipped) {
        self.session = session
        self.steps = steps
        self.localizer = Localizer(language: language)
    }

    /// The footer's first hint while a field is edited (`Esc done`): the sign that typing goes to the field.
    package var editingHint: String {
        localizer("footer_edit").components(separatedBy: " · ").first ?? "Esc"
    }

    /// The written fields `step` asks, in the order Tab walks them, as the wizard's model says
    /// for what was typed (`DiaryWizard.askedFields`: a crisis thought leaves one unasked).
    package func askedFields(of step: DiaryWriteStep) -> [DiaryField] {
        DiaryWizard(content: DiaryContent(texts: typed), localizer: localizer, steps: steps).askedFields(of: step)
    }

    /// On the emotion step (its label on the screen): chooses the emotion under the cursor and
    /// goes to the next step.
    package func chooseEmotionAndGoOn() throws {
        try session.expectScreen(steps.label(.emotion))
        try session.send(" ")
        try session.expectScreen("(1/\(StepTable.kind(of: .emotion).maxCount ?? 5))")
        try session.send("n")
        if let next = steps.next(after: .emotion) { try session.expectScreen(steps.label(next)) }
    }

    /// On the text step `step` (waits for its label): Enter opens its first asked field; each
    /// asked field gets its answer (`type` types it; by default one write, then waits to see its
    /// end on the screen) or none, then Tab; the Tab after the last leaves the step.
    package mutating func answer(_ step: DiaryWriteStep, _ answers: [DiaryField: String],
                                 type: ((DiaryField, String) throws -> Void)? = nil) throws {
        try session.expectScreen(steps.label(step))
        try session.send(Keys.enter)
        try session.expectScreen(editingHint)
        for field in askedFields(of: step) {
            if let text = answers[field], !text.isEmpty {
                if let type {
                    try type(field, text)
                } else {
                    try session.send(text)
                    let lastLine = text.split(separator: "\n").last.map(String.init) ?? text
                    try session.expectScreen(String(lastLine.suffix(10)))
                }
                if case .text = StepTable.kind(of: field) { typed[field] = text }
            }
            try session.send(Keys.tab)
        }
    }

    /// While `field` is edited: Tab past the step's asked questions after it (left as they are),
    /// which leaves the step.
    package func leaveStep(from field: DiaryField) throws {
        let asked = askedFields(of: steps.step(of: field))
        let tabs = asked.firstIndex(of: field).map { asked.count - $0 } ?? 1
        try session.send(String(repeating: Keys.tab, count: tabs))
    }

    /// Answers every text step from the one after the emotions up to the date step, in order;
    /// `after` runs once each step is left (e.g. to close the care screen).
    package mutating func answerTextSteps(_ answers: [DiaryField: String],
                                          type: ((DiaryField, String) throws -> Void)? = nil,
                                          after: (DiaryWriteStep) throws -> Void = { _ in }) throws {
        for step in steps.steps where !steps.writtenFields(of: step).isEmpty {
            try answer(step, answers, type: type)
            try after(step)
        }
        if let last = steps.steps.last { try session.expectScreen(steps.label(last)) }
    }
}
