/// Care in plain mode, as on the full screen: after each answer that leaves crisis words not seen
/// yet in this session, the question and the numbers are said (nothing is asked, so a script's
/// next line is still the next answer); a step that fits a crisis thought asks no evidence for it.
extension PlainConversation {
    /// The step's questions, less the fields not asked for a crisis thought (`DiaryForm.isAsked`).
    func askedQuestions(of step: DiaryWriteStep) -> [StepQuestion] {
        steps.questions(of: step).filter { question in question.field.map(form.isAsked) ?? true }
    }

    /// The step's text fields that are asked.
    func askedTextFields(of step: DiaryWriteStep) -> [DiaryField] {
        steps.textFields(of: step).filter(form.isAsked)
    }

    /// An answer's outputs, after the care lines when the answer left crisis words not seen yet.
    mutating func caring(_ out: [PlainOutput]) -> [PlainOutput] {
        guard careWatch.notice(CareWatch.texts(of: form.content)) else { return out }
        return [.say("")] + CareWatch.printedLines(l, numbers: support).map { .say($0) } + [.say("")] + out
    }
}
