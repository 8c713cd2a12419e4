import Foundation
import LemonLogTestSupport

/// What one run of the wizard should hold: what the files said when it started, and every
/// key typed since, with the time it was typed. It follows the wizard's state from the keys
/// it sends (step, editing or not), the same way the contract's key table does.
struct CrashLoopTypist {
    struct Typed {
        /// The key (index into the child's keys) that typed it, for its echo time.
        var key: Int
        var character: Character
    }

    var step: Int
    var editing: Bool
    var emotionsChosen: Bool
    var base: [String: [Character]]
    var baseEmotions: [String]
    var typed: [String: [Typed]] = [:]
    /// The key that chose the first emotion.
    var emotionKey: Int?
    /// True once `s` was pressed on the last step (the program should save and exit).
    var savePressedAt: Double?
    var lastKeyAt: Double = 0
    /// Words still to type in the current field before Tab.
    var wordsLeft: Int
    var pendingWord: [Character] = []
    let wordsPerField: ClosedRange<Int>
    let saveRun: Bool

    static let words = [
        "lemon", "tea", "rain", "walk", "tired", "happy", "bus", "late", "work", "calm", "sunny", "friend",
        "call", "sleep", "music", "coffee", "hope", "quiet", "window", "sorry",
        "오늘", "기분", "행복", "슬픔", "레몬", "일기", "마음", "생각", "하루", "친구", "비", "산책", "괜찮아", "커피",
    ]

    /// A new entry (`write`) or a reopened draft (`edit`).
    init(document: CrashLoopDocument?, saveRun: Bool, random: inout SeededRandom) {
        self.saveRun = saveRun
        self.wordsPerField = saveRun ? 1...2 : 2...14
        self.step = document?.step ?? 0
        // CONTRACT.md: `edit` reopens a draft on the step where it was left, navigating.
        self.editing = false
        self.baseEmotions = document?.emotions ?? []
        self.emotionsChosen = !(document?.emotions ?? []).isEmpty
        var base: [String: [Character]] = [:]
        for field in crashLoopTextFields { base[field] = Array(document?.texts[field] ?? "") }
        self.base = base
        self.wordsLeft = Int.random(in: wordsPerField, using: &random)
    }

    var field: String? { (1...4).contains(step) ? crashLoopTextFields[step - 1] : nil }

    /// The text the wizard should hold now in a field.
    func expected(_ field: String) -> [Character] {
        (base[field] ?? []) + (typed[field] ?? []).map(\.character)
    }

    /// Whether the current field would pass the step's gate (not empty after trimming).
    var fieldPasses: Bool {
        guard let field else { return false }
        return expected(field).contains { !$0.isWhitespace && !$0.isNewline }
    }

    /// What kind of key `nextKey` sent.
    enum Sent { case content, stepChange, save, beginEditing, nothing }

    /// Sends the next key (or word, if `burst`) through `send` and updates the model.
    /// Returns `.nothing` when there is nothing sensible left to do (idle on the last step).
    mutating func nextKey(burst: Bool, preferStepChange: Bool = false, random: inout SeededRandom,
                          send: ([UInt8], CrashLoopScreen.Echo) -> (key: Int, time: Double)) -> Sent {
        switch step {
        case 0:
            if !emotionsChosen {
                let (key, time) = send(Array(" ".utf8), .change)
                emotionsChosen = true
                emotionKey = key
                lastKeyAt = time
                return .content
            }
            lastKeyAt = send(Array("n".utf8), .change).time
            step = 1
            editing = false
            return .stepChange
        case 1...4:
            let field = crashLoopTextFields[step - 1]
            if !editing {
                // Step 5's draft may have been left on the action's time, prediction or what might
                // get in the way (its fields' focus is kept): ↑ ↑ ↑ first puts the focus back on the action.
                // A reopened draft of the new perspective may be on any of its fields: `p` then `n`
                // enters the step again, on its first field (the facts for).
                let focus = step == 4 ? "\u{1B}[A\u{1B}[A\u{1B}[A" : (field == "reeval" ? "pn" : "")
                // The new perspective opens on the evidence for: Tab twice reaches the balanced thought.
                let tabs: [UInt8] = field == "reeval" ? [0x09, 0x09] : []
                lastKeyAt = send(Array((focus + ["\r", "e", "i"].randomElement(using: &random)!).utf8) + tabs, .change).time
                editing = true
                return .beginEditing
            }
            if pendingWord.isEmpty, fieldPasses, wordsLeft <= 0 || preferStepChange {
                // Step 5 holds the action, its time, the prediction and what might get in the way (its
                // belief is not asked: the typist writes no prediction): Tab walks them, then the step.
                lastKeyAt = send(step == 4 ? [0x09, 0x09, 0x09, 0x09] : [0x09], .change).time
                editing = false
                step += 1
                wordsLeft = Int.random(in: wordsPerField, using: &random)
                return .stepChange
            }
            if pendingWord.isEmpty {
                let current = expected(field)
                var word = Array(Self.words.randomElement(using: &random)!)
                if let last = current.last, last != " ", last != "\n" {
                    word.insert(random.chance(0.08) ? "\n" : " ", at: 0)
                }
                pendingWord = word
                wordsLeft -= 1
            }
            let chunk: [Character]
            if burst {
                chunk = pendingWord
            } else {
                chunk = [pendingWord[0]]
            }
            pendingWord.removeFirst(chunk.count)
            // Enter types a new line; everything else is the character itself.
            let bytes = chunk.flatMap { $0 == "\n" ? [UInt8(0x0D)] : Array(String($0).utf8) }
            let (key, time) = send(bytes, CrashLoopScreen.echo(ofTyping: chunk.last))
            typed[field, default: []] += chunk.map { Typed(key: key, character: $0) }
            lastKeyAt = time
            return .content
        default:
            guard saveRun || preferStepChange else { return .nothing }
            let time = send(Array("s".utf8), .change).time
            savePressedAt = time
            lastKeyAt = time
            return .save
        }
    }
}
