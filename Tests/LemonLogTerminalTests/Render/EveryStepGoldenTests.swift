import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Golden frames of every step at every size the issue names (40×12, 60×20, 80×24, 120×40), in
/// both languages (issue 34, items 3 and 4), from one table of scenes: each step in a state a
/// person meets, mostly writing with an error. On every size the field being written keeps its
/// label, the thought answered (one line) and the error; a field not written says how many lines
/// it hides.
@Suite("Renderer golden frames: every step at every size")
struct EveryStepGoldenTests {
    typealias G = WizardRendererGoldenTests

    /// One state of one step, and what must be on screen at every size.
    struct Scene: Sendable, CustomTestStringConvertible {
        let name: String
        let step: DiaryWriteStep
        var testDescription: String { name }
    }

    static let scenes: [Scene] = [
        Scene(name: "1-emotion-refused", step: .emotion),
        Scene(name: "2-situation-writing-refused", step: .situation),
        Scene(name: "3-thought-writing-refused", step: .thought),
        Scene(name: "3-thought-belief", step: .thought),
        Scene(name: "4-reeval-traps", step: .reeval),
        Scene(name: "4-reeval-writing-refused", step: .reeval),
        Scene(name: "5-action-due-writing-refused", step: .action),
        Scene(name: "6-date-writing-refused", step: .dateAndImages),
    ]

    /// A terminal size and the language of the entry.
    struct Size: Sendable, CustomTestStringConvertible {
        let language: Language, columns: Int, rows: Int
        var testDescription: String { "\(columns)x\(rows)-\(language)" }
    }

    static let sizes: [Size] = [Language.en, .ko].flatMap { language in
        [(40, 12), (60, 20), (80, 24), (120, 40)].map { Size(language: language, columns: $0.0, rows: $0.1) }
    }

    /// A whole entry up to the scene's step: a thought of two lines, the second the hot thought,
    /// three traps marked (their questions among the longest), evidence of several lines.
    static func content(_ language: Language) -> DiaryContent {
        let ko = language == .ko
        var content = DiaryContent(emotions: ["sadness.lonely", "fear.anxious"], date: G.now)
        content.intensities = ["sadness.lonely": 70, "fear.anxious": 40]
        content.situation = ko ? "오늘 아침 버스를 놓쳐서 회의에 10분 늦었다.\n팀장님은 아무 말도 하지 않았다.\n그게 오히려 더 불편했다."
            : "Missed the bus and came in ten minutes late.\nThe manager said nothing.\nThat felt worse."
        content.thought = ko ? "다들 나를 게으르다고 생각할 거야\n나는 늘 이런 식이야" : "Everyone thinks I'm lazy\nI always mess things up"
        content.setText(ko ? "나는 늘 이런 식이야" : "I always mess things up", of: .hotThought)
        content.beliefs[.hotThoughtBelief] = 80
        content.traps = ["all_or_nothing", "should_statements", "other_blame"]
        content.setText(ko ? "지난달에도 두 번 늦었다.\n팀장님이 시계를 봤다.\n회의가 이미 시작했었다."
            : "I was late twice last month.\nThe manager looked at the clock.\nThe meeting had started.", of: .evidenceFor)
        content.setText(ko ? "버스가 20분 늦게 왔다." : "The bus came twenty minutes late.", of: .evidenceAgainst)
        content.reeval = ko ? "버스는 누구에게나 늦는다." : "Buses are late for everyone."
        content.action = ko ? "십 분 일찍 나서기" : "Leave ten minutes earlier."
        return content
    }

    /// The wizard in the scene's state, and the label of the field being written (nil: none).
    static func wizard(_ scene: Scene, language: Language) -> (DiaryWizard, String?) {
        var content = content(language)
        let l = Localizer(language: language)
        func type(_ text: String, into wizard: inout DiaryWizard) { for character in text { _ = wizard.handle(.char(character)) } }
        switch scene.name {
        case "1-emotion-refused":
            content.emotions = []
            var wizard = make(content, scene.step, language)
            _ = wizard.handle(.char("n"))
            return (wizard, nil)
        case "2-situation-writing-refused", "3-thought-writing-refused":
            let field: DiaryField = scene.step == .situation ? .situation : .thought
            content.setText("", of: field)
            content.setText("", of: .hotThought)
            var wizard = make(content, scene.step, language)
            _ = wizard.handle(.char("n"))
            _ = wizard.handle(.enter)
            return (wizard, l("question_\(scene.step.key)"))
        case "3-thought-belief":
            content.beliefs[.hotThoughtBelief] = nil
            var wizard = make(content, scene.step, language)
            for key in "++++" { _ = wizard.handle(.char(key)) }
            return (wizard, nil)
        case "4-reeval-traps":
            // Navigating: the three questions (whole, or PgDn for the next), the fields, the ratings.
            return (make(content, scene.step, language), nil)
        case "4-reeval-writing-refused":
            content.reeval = ""
            var wizard = make(content, scene.step, language)
            _ = wizard.handle(.char("n"))
            _ = wizard.handle(.enter)
            return (wizard, wizard.focusedField.map { l(StepField($0).questionKey) })
        case "5-action-due-writing-refused":
            var wizard = make(content, scene.step, language)
            _ = wizard.handle(.enter)
            _ = wizard.handle(.tab)
            type("friyday", into: &wizard)
            _ = wizard.handle(.enter)
            return (wizard, l(StepField(.actionDue).questionKey))
        default:
            var wizard = make(content, scene.step, language)
            _ = wizard.handle(.enter)
            _ = wizard.handle(.ctrl("u"))
            type("2026-02-30", into: &wizard)
            _ = wizard.handle(.enter)
            return (wizard, nil)
        }
    }

    static func make(_ content: DiaryContent, _ step: DiaryWriteStep, _ language: Language) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step), localizer: Localizer(language: language),
                    timeZone: TimeZone(identifier: "UTC")!, now: { G.now })
    }

    @Test("every step, every size, both languages", arguments: scenes, sizes)
    func everyStep(scene: Scene, size: Size) throws {
        let (language, columns, rows) = (size.language, size.columns, size.rows)
        let (wizard, label) = Self.wizard(scene, language: language)
        let renderer = WizardRenderer(theme: Theme(color: false), subtitle: language == .ko ? "새 일기" : "New entry")
        let frame = G.render(wizard, rows, columns, renderer: renderer)
        #expect(frame.lines.count == rows)
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= columns })
        if !["3-thought-belief", "4-reeval-traps"].contains(scene.name) {
            #expect(frame.lines.contains { $0.contains("✗ ") }, "the error is on screen")
        }
        if let label {
            #expect(frame.lines.contains { $0.contains(String(label.prefix(12))) }, "the label of the field being written: \(label)")
        }
        if scene.step == .reeval, label != nil {
            let l = Localizer(language: language)
            let thought = l("answered_thought", ["thought": language == .ko ? "나는 늘 이런 식이야" : "I always mess things up"])
            #expect(frame.lines.contains { $0.hasPrefix(String(thought.prefix(8))) }, "the thought answered")
        }
        if scene.name == "3-thought-belief" {
            let l = Localizer(language: language)
            #expect(frame.lines.contains { $0.contains(l("belief_question_hotThoughtBelief")) }, "the belief asked")
        }
        try GoldenFrame.assert(frame, named: "step-\(scene.name)-\(columns)x\(rows)-\(language)")
    }
}
