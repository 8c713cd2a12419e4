import LemonLogKit
import Testing

/// Messages laid out for a terminal (`HangingIndent.message`): broken at spaces to its width,
/// never inside a word or an id; a pipe (no width) reads them whole.
@Suite("Message wrapping")
struct MessageWrapTests {
    @Test("broken at spaces at the width, words and ids whole", arguments: [
        // The Korean crisis line: 끊을 and 생각이 stay whole (eojeol break at spaces).
        ("삶을 끊을 생각이 든다면 지금 바로 도움을 받으세요", 20,
         "삶을 끊을 생각이\n든다면 지금 바로\n도움을 받으세요"),
        // An id and a command stay on one row.
        ("임시 저장했어요: d978e174. 다시 열기: lemonlog edit d978e174", 40,
         "임시 저장했어요: d978e174. 다시 열기:\nlemonlog edit d978e174"),
        ("Draft kept: d978e174. Open it again: lemonlog edit d978e174", 30,
         "Draft kept: d978e174. Open it\nagain: lemonlog edit d978e174"),
        // A line that fits is left exactly as it is (its inner spaces too).
        ("a  b", 10, "a  b"),
        // Each line on its own; an indent is kept on every row it is broken into.
        ("first line\n  indented words that wrap", 14, "first line\n  indented\n  words that\n  wrap"),
        // Only a word wider than the width is broken, between characters.
        ("see 0123456789abcdef", 8, "see\n01234567\n89abcdef"),
    ] as [(String, Int, String)])
    func wrapped(_ text: String, _ width: Int, _ expected: String) {
        let out = HangingIndent.message(text, width: width)
        #expect(out == expected)
        for row in out.split(separator: "\n") { #expect(DisplayWidth.of(String(row)) <= width) }
    }

    @Test("not a terminal: as it is")
    func piped() {
        let long = String(repeating: "word ", count: 40)
        #expect(HangingIndent.message(long, width: nil) == long)
    }
}
