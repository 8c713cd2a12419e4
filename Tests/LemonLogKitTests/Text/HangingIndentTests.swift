import LemonLogKit
import Testing

/// Lines of words by display width, with a first and a hanging indent; nothing is ever cut.
@Suite("Hanging indent")
struct HangingIndentTests {
    @Test("words fill lines up to the width, continuing under the hanging indent")
    func words() {
        #expect(HangingIndent.lines(of: "one two three four", width: 12, first: "- ", rest: "  ")
                == ["- one two", "  three four"])
    }

    @Test("Korean counts two columns a character")
    func korean() {
        // 저장된 (6) 기록을 (6): 6 + 1 + 6 = 13 > 12.
        #expect(HangingIndent.lines(of: "저장된 기록을 보여 줘요", width: 12) == ["저장된", "기록을 보여", "줘요"])
    }

    @Test("a word wider than a line is broken between characters, never cut")
    func longWord() {
        #expect(HangingIndent.lines(["lemonlog", "[--emotion KEY_OR_LABEL]"], width: 12, first: "", rest: "    ")
                == ["lemonlog", "    [--emoti", "    on KEY_O", "    R_LABEL]"])
    }

    @Test("nothing but the indent for no words")
    func empty() {
        #expect(HangingIndent.lines(of: "", width: 10, first: "  ") == [""])
    }
}
