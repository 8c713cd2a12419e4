import Testing
@testable import LemonLogKit

/// Plain mode walked by question, as the step table asks (`WizardSteps.questions(of:)`): each
/// question is answered from what the walk was given, by field (a text's lines joined by new
/// lines, or a one-line answer as typed) or by list (`StepQuestion.typedKey`: "ratings",
/// "reratings", "traps"); every other question is kept or skipped (`.` for a text, Enter for the
/// rest). A walk-through written with it names only what it answers, so adding an optional
/// question to a step changes no walk-through.
struct QuestionWalk {
    /// Where a walk stops.
    enum Stop: Equatable {
        /// When the step it started on is left (forward or back).
        case stepLeft
        /// When this question is asked (before answering it).
        case asked(StepQuestion)
        /// When nothing more is asked: the entry was committed.
        case end
    }

    /// What to type, by the name a question is kept under (`StepQuestion.typedKey`).
    let answers: [String: String]

    init(_ fields: [DiaryField: String] = [:], lists: [String: String] = [:]) {
        var answers = lists
        for (field, text) in fields { answers[field.rawValue] = text }
        self.answers = answers
    }

    /// The lines that answer `question` with `given`: a text's lines and its lone `.` (`.` alone
    /// keeps it, or leaves an optional one empty), or the one line (Enter when nothing is given).
    static func lines(for question: StepQuestion, given: String?) -> [String] {
        guard case .text = question else { return [given ?? ""] }
        guard let given, !given.isEmpty else { return ["."] }
        return given.components(separatedBy: "\n") + ["."]
    }

    /// Answers question after question until `stop`, or the first refusal; returns the refusals.
    /// `conversation` reads the face's model; `send` types one line and carries out what it asks,
    /// returning the refusals it printed. A question answered from the walk once is then kept
    /// (Enter), so that a question asked again (the image paths) moves on.
    @discardableResult
    func walk(_ conversation: () -> PlainConversation, until stop: Stop = .stepLeft,
              send: (String) throws -> [String]) rethrows -> [String] {
        let start = conversation().step
        var answered: Set<String> = []
        for _ in 0..<200 {
            let (question, step) = (conversation().question, conversation().step)
            if stop == .asked(question) || (stop == .stepLeft && step != start) { return [] }
            let key = question.typedKey
            let given = answered.contains(key) ? nil : answers[key]
            answered.insert(key)
            var refusals: [String] = []
            for line in Self.lines(for: question, given: given) { refusals += try send(line) }
            if !refusals.isEmpty { return refusals }
            // Kept as it is, and still asked on the same step: nothing more is asked (the commit).
            if given == nil, conversation().question == question, conversation().step == step {
                if stop != .end { Issue.record("the walk ended on \(question) before \(stop)") }
                return []
            }
        }
        Issue.record("the walk did not reach \(stop)")
        return []
    }

    /// Walks a conversation in process (`receive`, nothing carried out); returns the refusals.
    @discardableResult
    func walk(_ c: inout PlainConversation, until stop: Stop = .stepLeft) -> [String] {
        outputs(&c, until: stop).compactMap { if case .refuse(let text) = $0 { text } else { nil } }
    }

    /// Walks a conversation in process; returns everything it printed, in order.
    func outputs(_ c: inout PlainConversation, until stop: Stop = .stepLeft) -> [PlainOutput] {
        var printed: [PlainOutput] = []
        walk({ c }, until: stop) { line in
            let out = c.receive(line)
            printed += out
            return out.compactMap { if case .refuse(let text) = $0 { text } else { nil } }
        }
        return printed
    }
}
