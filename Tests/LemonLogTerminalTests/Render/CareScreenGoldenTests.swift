import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// The calm screen after a heavy entry is saved, at 80×24 and 40×12, in English and Korean:
/// as it opens (no plan), and with a safety plan after a choice was moved to and the entry starred.
@Suite("Renderer golden frames: the care screen")
struct CareScreenGoldenTests {
    static let cases: [(Language, Int, Int, Bool)] = [
        (.en, 80, 24, false), (.ko, 80, 24, false), (.en, 40, 12, false), (.ko, 40, 12, false),
        (.en, 80, 24, true), (.ko, 80, 24, true), (.en, 40, 12, true), (.ko, 40, 12, true),
    ]

    @Test("the care screen", arguments: cases)
    func care(language: Language, columns: Int, rows: Int, answered: Bool) throws {
        let l = Localizer(language: language)
        let numbers = SupportNumbers.resolve(environment: ["LANG": language == .ko ? "ko_KR.UTF-8" : "en_US.UTF-8"],
                                             localizer: l, readFile: { _ in nil })
        let plan = language == .ko
            ? SafetyPlan([.helpers: ["언니 010-1234-5678"], .copingAlone: ["강아지와 산책하기", "따뜻한 물로 샤워하기"]])
            : SafetyPlan([.helpers: ["Sam, my sister: 555-0100"], .copingAlone: ["walk the dog", "a warm shower"]])
        var screen = CareScreen(plan: answered ? plan : nil)
        if answered {
            #expect(screen.update(.up) == nil)
            #expect(screen.update(.enter) == .star)
            screen.starred(.starred)
        }
        let frame = CareRenderer(theme: Theme(color: true)).render(screen.lines(l, numbers: numbers),
                                                                    size: TerminalSize(rows: rows, columns: columns))
        #expect(frame.lines.count == rows)
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)) <= columns })
        #expect(!frame.lines.contains { $0.contains("\u{1B}[31m") }, "nothing is red")
        let text = frame.lines.joined(separator: "\n")
        #expect(text.contains(l("care_choice_star").prefix(8)))
        if columns == 80 { #expect(text.contains(language == .ko ? "109" : "988"), "the numbers are on screen") }
        if answered && columns == 80 {
            #expect(text.contains(language == .ko ? "강아지와" : "walk the dog"))
            #expect(text.contains("★"))
        }
        try GoldenFrame.assert(frame, named: "care-\(answered ? "answered" : "open")-\(columns)x\(rows)-\(language)")
    }
}

/// A tiny terminal still gets a frame of its size: nothing wider, the question first.
@Suite("Care screen on a tiny terminal")
struct CareScreenTinyTests {
    @Test("frames fit every small size", arguments: [(1, 1), (3, 5), (6, 12), (12, 20), (2, 80)])
    func fits(rows: Int, columns: Int) {
        for language in Language.allCases {
            let l = Localizer(language: language)
            let screen = CareScreen(plan: SafetyPlan([.helpers: ["언니 010-1234-5678 and a long line to wrap"]]))
            let frame = CareRenderer(theme: Theme(color: false)).render(
                screen.lines(l, numbers: SupportNumbers(lines: ["109 자살예방상담전화 · 1577-0199 정신건강위기상담"], isOwn: false)),
                size: TerminalSize(rows: rows, columns: columns))
            #expect(frame.lines.count == rows)
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(frame.lines)")
        }
    }
}
