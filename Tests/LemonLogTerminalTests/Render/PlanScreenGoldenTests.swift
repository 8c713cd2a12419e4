import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// `lemonlog plan` full screen at 80×24 and 40×12, in English and Korean: as it opens on a plan,
/// and while a part is edited (the cursor in the editor, the list scrolled to it).
@Suite("Renderer golden frames: the safety plan")
struct PlanScreenGoldenTests {
    static let cases: [(Language, Int, Int, Bool)] = [
        (.en, 80, 24, false), (.ko, 80, 24, false), (.en, 40, 12, false), (.ko, 40, 12, false),
        (.en, 80, 24, true), (.ko, 80, 24, true), (.en, 40, 12, true), (.ko, 40, 12, true),
    ]

    static func plan(_ language: Language) -> SafetyPlan {
        language == .ko
            ? SafetyPlan([.warningSigns: ["하루 종일 잠만 잔다"], .copingAlone: ["강아지와 산책하기", "따뜻한 물로 샤워하기"],
                          .helpers: ["언니 010-1234-5678"], .professionals: ["109 자살예방상담전화"], .reasonsForLiving: ["우리 고양이"]])
            : SafetyPlan([.warningSigns: ["I sleep all day"], .copingAlone: ["walk the dog", "a warm shower"],
                          .helpers: ["Sam, my sister: 555-0100"], .professionals: ["988 (Suicide & Crisis Lifeline)"],
                          .reasonsForLiving: ["my cat"]])
    }

    @Test("the plan screen", arguments: cases)
    func screen(language: Language, columns: Int, rows: Int, editing: Bool) throws {
        var form = SafetyPlanForm(plan: Self.plan(language), numbers: [])
        if editing {
            _ = form.update(.char("5"), wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            _ = form.update(.enter, wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            _ = form.update(.enter, wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            for character in language == .ko ? "이 선생님 555-0142" : "Dr Lee 555-0142" {
                _ = form.update(.char(character), wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            }
        }
        let l = Localizer(language: language)
        let frame = PlanRenderer(theme: Theme(color: true), localizer: l).render(form, size: TerminalSize(rows: rows, columns: columns))
        #expect(frame.lines.count == rows)
        let plain = frame.lines.map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
        #expect(plain.allSatisfy { DisplayWidth.of($0) <= columns })
        #expect(plain.first == l("plan_title"))
        if editing {
            let cursor = try #require(frame.cursor)
            #expect(plain[cursor.row].contains("555-0142"), "the cursor is on the line typed")
        } else {
            #expect(frame.cursor == nil)
            #expect(plain.contains { $0.hasPrefix("› 1. ") })
        }
        try GoldenFrame.assert(frame, named: "plan-\(editing ? "editing" : "open")-\(columns)x\(rows)-\(language)")
    }

    @Test("frames fit every small size", arguments: [(1, 1), (3, 5), (6, 12), (12, 20), (2, 80)])
    func fits(rows: Int, columns: Int) {
        for language in Language.allCases {
            var form = SafetyPlanForm(plan: Self.plan(language), numbers: [])
            _ = form.update(.char("4"), wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            _ = form.update(.enter, wrapWidth: PlanRenderer.wrapWidth(columns: columns))
            let frame = PlanRenderer(theme: Theme(color: false), localizer: Localizer(language: language))
                .render(form, size: TerminalSize(rows: rows, columns: columns))
            #expect(frame.lines.count == rows)
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(frame.lines)")
            if let cursor = frame.cursor { #expect(cursor.row < rows && cursor.column < columns) }
        }
    }
}
