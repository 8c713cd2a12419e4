import Testing
import LemonLogKit
@testable import lemonlog

/// `mood`'s `EMOTION RATING...` read from the command line: the parser gives the repeating
/// operand every argument left, and `MoodArguments` reads emotions (keys, labels in either
/// language, a primary as itself) each followed by a rating or not, refusing anything else.
@Suite("Mood arguments")
struct MoodArgumentsTests {
    static func read(_ words: [String]) -> Result<[CheckInEmotion], UsageError> {
        Result { () throws(UsageError) in try MoodArguments.emotions(words, language: .en) }
    }

    static let accepted: [([String], [CheckInEmotion])] = [
        ([], []),
        (["anxious", "60", "lonely", "40"], [CheckInEmotion(key: "fear.anxious", intensity: 60), CheckInEmotion(key: "sadness.lonely", intensity: 40)]),
        (["anxious", "lonely", "0"], [CheckInEmotion(key: "fear.anxious"), CheckInEmotion(key: "sadness.lonely", intensity: 0)]),
        (["불안한", "100", "외로운"], [CheckInEmotion(key: "fear.anxious", intensity: 100), CheckInEmotion(key: "sadness.lonely")]),
        (["fear", "70"], [CheckInEmotion(key: "fear", intensity: 70)]),
        (["FEAR.ANXIOUS", "55%"], [CheckInEmotion(key: "fear.anxious", intensity: 55)]),
        (["Let down"], [CheckInEmotion(key: "sadness.letDown")]),
        (["joy", "sadness", "anger", "fear", "shame"], ["joy", "sadness", "anger", "fear", "shame"].map { CheckInEmotion(key: $0) }),
    ]

    @Test("emotions with their ratings, in the order given", arguments: accepted)
    func accepts(_ words: [String], _ expected: [CheckInEmotion]) throws {
        #expect(try Self.read(words).get() == expected)
    }

    static let refused: [([String], String, String?)] = [
        (["anxous"], "cli_unknown_emotion", "Anxious"),
        (["불안"], "cli_unknown_emotion", nil),
        (["anxious", "101"], "mood_bad_rating", nil),
        (["anxious", "6.5"], "mood_bad_rating", nil),
        (["anxious", "1e2"], "mood_bad_rating", nil),
        (["60"], "mood_rating_without_emotion", nil),
        (["anxious", "60", "70"], "mood_rating_without_emotion", nil),
        (["anxious", "불안한"], "mood_emotion_twice", nil),
        (["joy", "sadness", "anger", "fear", "shame", "disgust"], "mood_too_many", nil),
    ]

    @Test("anything else is a usage error of mood, with the nearest name where there is one", arguments: refused)
    func refuses(_ words: [String], _ key: String, _ suggestion: String?) {
        guard case .failure(let error) = Self.read(words) else {
            Issue.record("\(words) was accepted")
            return
        }
        #expect(error.key == key)
        #expect(error.command == "mood")
        if let suggestion { #expect(error.suggestion == suggestion) }
    }

    @Test("the parser gives the repeating operand every argument left, options anywhere")
    func repeatingOperand() throws {
        let parser = CommandLineParser(registry: .lemonlog)
        let (parsed, _) = try parser.parse(["mood", "anxious", "60", "--note", "a note", "lonely"])
        guard case .run(let invocation) = parsed else {
            Issue.record("not a run: \(parsed)")
            return
        }
        let typed = TypedInvocation<MoodCommand.Option>(parsed: invocation)
        #expect(typed.operands("EMOTION RATING") == ["anxious", "60", "lonely"])
        #expect(typed.value(.note) == "a note")
        let (bare, _) = try parser.parse(["mood"])
        guard case .run(let none) = bare else {
            Issue.record("not a run: \(bare)")
            return
        }
        #expect(TypedInvocation<MoodCommand.Option>(parsed: none).operands("EMOTION RATING") == [])
    }
}
