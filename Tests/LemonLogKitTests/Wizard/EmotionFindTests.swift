import Foundation
import Testing
@testable import LemonLogKit

/// Type-to-find on the emotion list (issue 23, item 5): `/`, then letters in either language.
@Suite("View-model: type-to-find on the emotion list")
struct EmotionFindTests {
    func key(at wizard: DiaryWizard) -> String { wizard.catalog.rows[wizard.state.emotionCursor].emotion.key }

    mutating func typing(_ text: String, language: Language = .en) -> DiaryWizard {
        var w = Fixtures.wizard(language: language)
        w.press(.char("/"))
        for character in text { w.press(.char(character)) }
        return w
    }

    @Test("letters in either language, any case, a name's start before a name that holds it",
          arguments: [("lon", "sadness.lonely"), ("LONE", "sadness.lonely"), ("외로", "sadness.lonely"),
                      ("anx", "fear.anxious"), ("불안", "fear.anxious"), ("an", "anger"), ("ㅣㅐㅜ", "sadness.lonely"),
                      ("loath", "disgust.selfLoathing"), ("자기", "disgust.selfLoathing"), ("혐오", "disgust"), ("jeal", "anger.jealous")])
    mutating func finds(typed: String, expected: String) throws {
        let w = typing(typed)
        #expect(key(at: w) == expected, "\(typed) → \(key(at: w))")
        #expect(w.state.emotionFind == typed)
        #expect(!w.state.emotionFindMissed)
        #expect(w.state.content.emotions.isEmpty, "finding chooses nothing, and no letter is a command")
    }

    @Test("Space chooses the one found and stays in the find; ↓ goes to the next match; Backspace and Esc")
    mutating func chooseNextEraseEnd() {
        var w = typing("ed")  // Excited, Disappointed… hold "ed"; none starts with it
        let first = w.state.emotionCursor
        w.press(.down)
        #expect(w.state.emotionCursor > first, "the next emotion holding it")
        w.press(.char(" "))
        #expect(w.state.content.emotions.count == 1)
        #expect(w.state.emotionFind == "ed")

        var missed = typing("zzz")
        #expect(missed.state.emotionFindMissed)
        missed.press(.backspace, .backspace, .backspace)
        #expect(missed.state.emotionFind == "")
        #expect(missed.state.emotionCursor == 0, "back where the find began")
        missed.press(.escape)
        #expect(missed.state.emotionFind == nil)
        missed.press(.char("n"))
        #expect(missed.state.step == .emotion, "n is the next-step key again (refused: nothing chosen)")
        #expect(missed.state.errors[.emotion]?.rule == .required)
    }

    @Test("while finding, n, q and s are letters; Ctrl-C still leaves")
    mutating func lettersAreLetters() {
        var w = typing("nqs")
        #expect(w.state.step == .emotion && w.state.emotionFind == "nqs")
        #expect(w.press(.ctrl("c")) == .interrupt)
    }

    /// The find's hint bar (`footer_find`): "type to find · ↑↓ next match · Space choose · Enter done".
    @Test("the find's hint bar does what it says: Space toggles and stays, Enter closes and keeps", arguments: [Language.en, .ko])
    mutating func hintBarKeysDoWhatTheHintSays(language: Language) {
        var w = typing("lon", language: language)
        #expect(w.state.emotionFind == "lon", "type to find")
        #expect(key(at: w) == "sadness.lonely")
        w.press(.char(" "))
        #expect(w.state.content.emotions == ["sadness.lonely"], "Space chooses")
        #expect(w.state.emotionFind == "lon", "and stays in the find")
        w.press(.char(" "))
        #expect(w.state.content.emotions.isEmpty, "Space again unchooses")
        w.press(.char(" "))
        let cursor = w.state.emotionCursor
        w.press(.down)
        #expect(w.state.emotionFind == "lon", "↑↓ stay in the find")
        w.press(.up)
        #expect(w.state.emotionCursor == cursor, "↑ back to the previous match")
        w.press(.enter)
        #expect(w.state.emotionFind == nil, "Enter closes the find")
        #expect(w.state.content.emotions == ["sadness.lonely"], "and keeps what was chosen")
        #expect(w.state.step == .emotion)
    }
}
