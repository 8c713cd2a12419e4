import Foundation
import LemonLogKit

/// Plain mode walked by question, as the step table asks (`WizardSteps.questions(of:)`): each
/// question is answered from what the walk was given, by field (a text's lines joined by new
/// lines, or a one-line answer as typed) or by list (`StepQuestion.typedKey`: "ratings",
/// "reratings", "traps"); every other question is kept or skipped (`.` for a text, Enter for the
/// rest). A walk-through written with it names only what it answers, so adding an optional
/// question to a step changes no walk-through.
package struct QuestionWalk: Sendable {
    /// Where a walk stops.
    package enum Stop: Equatable, Sendable {
        /// When the step it started on is left (forward or back).
        case stepLeft
        /// When this question is asked (before answering it).
        case asked(StepQuestion)
        /// When nothing more is asked: the entry was committed.
        case end
    }

    /// Why a walk failed: it ended, or went on, where it should not have.
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// What to type, by the name a question is kept under (`StepQuestion.typedKey`).
    package let answers: [String: String]

    package init(_ fields: [DiaryField: String] = [:], lists: [String: String] = [:]) {
        var answers = lists
        for (field, text) in fields { answers[field.rawValue] = text }
        self.answers = answers
    }

    /// The lines that answer `question` with `given`: a text's lines and its lone `.` (`.` alone
    /// keeps it, or leaves an optional one empty), or the one line (Enter when nothing is given).
    package static func lines(for question: StepQuestion, given: String?) -> [String] {
        guard case .text = question else { return [given ?? ""] }
        guard let given, !given.isEmpty else { return ["."] }
        return given.components(separatedBy: "\n") + ["."]
    }

    /// The refusals among a conversation's outputs.
    package static func refusals(_ outputs: [PlainOutput]) -> [String] {
        outputs.compactMap { if case .refuse(let text) = $0 { text } else { nil } }
    }

    /// Answers question after question until `stop`, or the first refusal; returns the refusals.
    /// `conversation` reads the face's model; `send` types one line and carries out what it asks,
    /// returning the refusals it printed. A question answered from the walk once is then kept
    /// (Enter), so that a question asked again (the image paths) moves on. Throws `Problem` when
    /// the walk ends before `stop` or never reaches it.
    @discardableResult
    package func walk(_ conversation: () -> PlainConversation, until stop: Stop = .stepLeft,
                      send: (String) throws -> [String]) throws -> [String] {
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
                if stop != .end { throw Problem(description: "the walk ended on \(question) before \(stop)") }
                return []
            }
        }
        throw Problem(description: "the walk did not reach \(stop)")
    }

    /// The lines to pipe into `lemonlog write --plain` for a new entry (or `edit --plain` for a
    /// saved one: `editing` its content, every question not answered kept): the questions the step
    /// table asks (`steps`), from the first step to the commit (or to `stop`), answered as `walk` answers them,
    /// found by walking plain mode's own model in process (`PlainConversation`, as the binary
    /// builds it). Throws `Problem` on a refusal (the answers do not make an entry) or a walk
    /// that does not end.
    package func plainLines(language: Language = .en, steps: WizardSteps = .shipped,
                            support: SupportNumbers? = nil, editing saved: DiaryContent? = nil,
                            until stop: Stop = .end) throws -> [String] {
        let first = steps.steps.first ?? .emotion
        var c = PlainConversation(content: saved ?? DiaryContent(), step: first, baseline: saved,
                                  localizer: Localizer(language: language),
                                  steps: steps, support: support)
        _ = c.start(subtitle: "")
        var lines: [String] = []
        let refusals = try walk({ c }, until: stop) { line in
            lines.append(line)
            return Self.refusals(c.receive(line))
        }
        if !refusals.isEmpty { throw Problem(description: "refused: " + refusals.joined(separator: "; ")) }
        return lines
    }

    /// `plainLines` as the text to pipe: each line ended by a new line.
    package func plainInput(language: Language = .en, steps: WizardSteps = .shipped,
                            support: SupportNumbers? = nil, editing saved: DiaryContent? = nil,
                            until stop: Stop = .end) throws -> String {
        try plainLines(language: language, steps: steps, support: support, editing: saved, until: stop).map { $0 + "\n" }.joined()
    }
}
