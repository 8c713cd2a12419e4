import Foundation
import Testing
@testable import LemonLogKit
@testable import LemonLogTerminal

/// Every hint bar names keys that do what it says (issue 34 item 1). For each hint bar the
/// wizard shows (`WizardRenderer.footer`), every ` · `-separated hint `KEY what` is pressed on
/// a wizard in that state and its effect checked against what the hint says; a hint whose words
/// have no check here fails, so a new hint comes with its check. The Korean bar names the same
/// keys in the same order.
@Suite("Hint bars do what they say")
struct HintBarKeysTests {
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    static let renderer = WizardRenderer(theme: Theme(color: false), subtitle: "New entry")
    static let image = ImageAttachment(storedPath: "images/x/1.png", originalPath: "/tmp/1.png", format: "png")

    /// A complete entry (every step can be left), with two traps' worth of thought, an image,
    /// and emotions chosen and rated.
    static var content: DiaryContent {
        var content = DiaryContent(emotions: ["joy", "sadness.lonely", "fear.anxious"], situation: "Missed the bus.",
                                   thought: "Everyone thinks I'm lazy.", reeval: "Buses are late for everyone.",
                                   action: "Leave ten minutes earlier.", date: now)
        content.intensities = ["sadness.lonely": 70]
        content.images = [image]
        return content
    }

    static func wizard(step: DiaryWriteStep, language: Language = .en) -> DiaryWizard {
        var wizard = DiaryWizard(content: content, position: DraftPosition(step: step), localizer: Localizer(language: language),
                                 timeZone: TimeZone(identifier: "UTC")!, now: { now })
        _ = wizard.update(.resize(columns: 200, rows: 60))
        return wizard
    }

    /// The states whose hint bars are checked, and how to reach each from a fresh wizard.
    static let states: [(name: String, step: DiaryWriteStep, setUp: [Key])] = [
        ("emotion list", .emotion, []),
        ("emotion find", .emotion, [.char("/"), .char("a")]),
        ("situation", .situation, []),
        ("thought and its traps", .thought, []),
        ("new perspective and its ratings", .reeval, []),
        ("date and images", .dateAndImages, []),
        ("writing a text", .situation, [.enter]),
        ("writing the first of a step's fields", .reeval, [.enter]),
        ("writing the date", .dateAndImages, [.enter]),
    ]

    /// The keys a hint names, as pressed.
    static func keys(_ token: String) -> Key? {
        switch token {
        case "↑↓": .down
        case "Space": .char(" ")
        case "+-": .char("+")
        case "Enter": .enter
        case "Esc": Key(.escape)
        case "Tab": Key(.tab)
        case let t where t.hasPrefix("Ctrl-") && t.count == 6: .ctrl(Character(t.suffix(1).lowercased()))
        case let t where t.count == 1: .char(Character(t))
        default: nil
        }
    }

    /// Whether pressing the hint's key did what its words say.
    static func check(_ words: String, before: DiaryWizard, after: DiaryWizard, effect: WizardEffect) -> Bool? {
        let (b, a) = (before.state, after.state)
        switch words {
        case "move", "pick", "next match": return a.emotionCursor != b.emotionCursor || a.trapCursor != b.trapCursor
            || a.ratingCursor != b.ratingCursor
        case "choose": return a.content.emotions != b.content.emotions
        case "mark trap": return a.content.traps != b.content.traps
        case "strength", "now": return a.content.intensities != b.content.intensities || a.content.reratings != b.content.reratings
            || a.content.beliefs != b.content.beliefs
        // Writing, Tab writes on in the step's next field, or (on its last) goes to the next step.
        case "next": return a.step.rawValue > b.step.rawValue || (b.mode != .navigating && a.mode != .navigating && a.mode != b.mode)
        case "back": return a.step.rawValue < b.step.rawValue
        case "save": return effect == .save
        case "quit": return effect == .quit || effect == .interrupt
        case "keys": return a.showHelp
        case "write": if case .editing = a.mode { return true } else { return false }
        case "date": return a.mode == .editing(.date)
        case "add image": return a.mode == .editing(.images)
        case "remove": return a.content.images.count < b.content.images.count
        case "done": return a.mode == .navigating && a.emotionFind == nil
        case "confirm": return a.mode == .navigating && a.errors.isEmpty
        case "editor": if case .openExternalEditor = effect { return true } else { return false }
        case "undo": return nil  // checked with a change to undo, below
        default: return nil
        }
    }

    @Test("each hint's key does what the hint says, in every state with a hint bar", arguments: states.indices)
    func hintsDoWhatTheySay(index: Int) throws {
        let (name, step, setUp) = Self.states[index]
        var start = Self.wizard(step: step)
        for key in setUp { _ = start.handle(key) }
        let key = Self.renderer.footer(start).key
        let hints = start.localizer(key).components(separatedBy: " · ")
        for hint in hints where !hint.hasPrefix("type to") {
            let token = String(hint.prefix { $0 != " " })
            let words = String(hint.dropFirst(token.count + 1))
            let pressed = try #require(Self.keys(token), "\(name): no key for '\(token)' in '\(hint)'")
            if words == "undo" {
                guard case .editing(let field) = start.state.mode else {
                    Issue.record("\(name): '\(hint)' while not writing")
                    continue
                }
                var wizard = start
                let text = wizard.state.editor(field).text
                _ = wizard.handle(.char("x"))
                #expect(wizard.state.editor(field).text != text, "\(name): x was typed into \(field)")
                _ = wizard.handle(pressed)
                #expect(wizard.state.editor(field).text == text, "\(name): '\(hint)' took back the x")
                continue
            }
            var wizard = start
            let effect = wizard.handle(pressed)
            guard let did = Self.check(words, before: start, after: wizard, effect: effect) else {
                Issue.record("\(name): the hint '\(hint)' (\(key)) has no check in HintBarKeysTests: add one")
                continue
            }
            #expect(did, "\(name): '\(hint)' (\(key)) did not do what it says (effect \(effect), step \(wizard.state.step), mode \(wizard.state.mode))")
        }
    }

    @Test("the Korean hint bars name the same keys, in the same order")
    func koreanNamesTheSameKeys() {
        for key in ["footer_emotion", "footer_text", "footer_edit", "footer_date", "footer_line", "footer_find", "footer_rerate",
                    "footer_traps"] {
            let tokens = { (language: Language) in
                Localizer(language: language)(key).components(separatedBy: " · ").map { String($0.prefix { $0 != " " }) }
                    .filter { Self.keys($0) != nil }
            }
            #expect(tokens(.en) == tokens(.ko), "\(key)")
        }
    }
}
