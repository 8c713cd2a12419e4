import Foundation
import Testing
@testable import LemonLogKit

/// Issue 34, item 8: on step 1, every key the key help and the hint bar name does what they say
/// (Enter, `e`, `i` start finding an emotion, as the help's "step 1" says, not toggle it).
@Suite("Step 1: the keys do what the help and the hint bar say")
struct EmotionStepKeysTests {
    /// What each help meaning does on the emotion step, checked on the wizard before and after
    /// the key (one emotion chosen, the cursor on it) and the key's effect.
    static let checks: [String: @Sendable (DiaryWizard, DiaryWizard, WizardEffect, Key) -> Bool] = [
        "keys_next": { _, after, _, _ in after.state.step == WizardSteps.shipped.next(after: .emotion) },
        "keys_previous": { _, after, _, _ in after.state.step == .emotion },
        "keys_next_field": { _, after, _, key in
            after.state.step == (key == .backTab ? .emotion : WizardSteps.shipped.next(after: .emotion))
        },
        "keys_jump": { _, after, _, key in
            // Forward jumps check each step: they stop at the first that needs something, saying why.
            guard let target = KeyPattern.stepNumber(of: key).flatMap(WizardSteps.shipped.step(number:)) else { return false }
            return after.state.step == target || (after.state.step < target && !after.state.errors.isEmpty)
        },
        "keys_begin_editing": { _, after, _, _ in after.state.emotionFind != nil && after.state.content.emotions.count == 1 },
        "keys_find": { _, after, _, _ in after.state.emotionFind != nil },
        "keys_move_list": { before, after, _, _ in after.state.emotionCursor != before.state.emotionCursor },
        "keys_toggle_emotion": { before, after, _, _ in after.state.content.emotions != before.state.content.emotions },
        "keys_rate": { before, after, _, _ in after.state.content.intensities != before.state.content.intensities },
        "keys_save": { before, after, effect, _ in effect != .none || after.state.errors != before.state.errors || after.state.notice != nil },
        "keys_quit": { _, _, effect, _ in effect == .quit || effect == .interrupt },
        "keys_undo": { before, after, effect, _ in effect == .none && after.state.content == before.state.content && after.state.notice != nil },
        "keys_suspend": { _, _, effect, _ in effect == .suspend },
        "keys_help": { _, after, _, _ in after.state.showHelp },
    ]

    /// One emotion chosen, the cursor on it, rows above and below it.
    static func start() -> DiaryWizard {
        var wizard = Fixtures.wizard()
        wizard.press(.down, .down, .down, .char(" "))
        return wizard
    }

    /// A key each pattern stands for.
    static func keys(_ pattern: KeyPattern) -> [Key] {
        switch pattern {
        case .key(let key): return [key]
        case .anyModifiers(let code): return [Key(code)]
        case .stepDigit: return [.char("1"), .char("2"), .char("6")]
        case .character, .paste: return []
        }
    }

    @Test("every help row that applies on step 1: each of its keys does what the row says")
    func helpRows() throws {
        for binding in WizardKeyBindings.navigating where binding.scope == .navigating
            && binding.condition.holds(step: .emotion, field: nil) {
            let check = try #require(Self.checks[binding.help], "no check for \(binding.help): say what it does on step 1")
            for key in binding.keys.flatMap(Self.keys) {
                let before = Self.start()
                var after = before
                let effect = after.press(key)
                #expect(check(before, after, effect, key), "\(key) (\(binding.help)) does not do what the help says on step 1")
            }
        }
    }

    /// The hint bar's keys, as written, and the help meaning each stands for.
    static let hintKeys: [String: (keys: [Key], meaning: String)] = [
        "↑↓": ([.up, .down], "keys_move_list"), "Space": ([.char(" ")], "keys_toggle_emotion"),
        "+-": ([.char("+"), .char("-")], "keys_rate"), "n": ([.char("n")], "keys_next"),
        "s": ([.char("s")], "keys_save"), "q": ([.char("q")], "keys_quit"), "?": ([.char("?")], "keys_help"),
    ]

    @Test("every key the step's hint bar names does what the hint says", arguments: Language.allCases)
    func hintBar(language: Language) throws {
        let hints = Localizer(language: language)("footer_emotion").components(separatedBy: " · ")
        for hint in hints {
            let token = String(hint.prefix { $0 != " " })
            let (keys, meaning) = try #require(Self.hintKeys[token], "the hint bar names \(token): say what it does")
            let check = try #require(Self.checks[meaning])
            for key in keys {
                let before = Self.start()
                var after = before
                let effect = after.press(key)
                #expect(check(before, after, effect, key), "\(token) does not do what the hint bar says")
            }
        }
    }
}
