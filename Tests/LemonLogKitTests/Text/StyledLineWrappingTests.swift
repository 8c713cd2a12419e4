import Testing
@testable import LemonLogKit

/// `StyledLine.wrapped(toWidth:)`: what `stats` does with a line that does not fit (issue 34
/// item 4): broken at spaces by display width, nothing cut, tones kept.
@Suite("Styled lines wrap, never cut")
struct StyledLineWrappingTests {
    @Test("broken at the last space that fits; a row's indent carried; a word wider than a line broken", arguments: [
        ("LemonLog · 2 entries · 2026-11-20 – 2026-11-21", 40, ["LemonLog · 2 entries · 2026-11-20 –", "2026-11-21"]),
        ("short", 40, ["short"]),
        ("  Joy 50 → 60   +10  1 entry", 20, ["  Joy 50 → 60   +10", "  1 entry"]),
        ("기록 2개 중 1개, 그대로인 것으로 셈", 16, ["기록 2개 중 1개,", "그대로인 것으로", "셈"]),
        ("abcdefghij klm", 6, ["abcdef", "ghij", "klm"]),
        ("a  b", 2, ["a", "b"]),
    ])
    func wraps(text: String, width: Int, expected: [String]) {
        let lines = StyledLine(text).wrapped(toWidth: width)
        #expect(lines.map(\.plain) == expected)
        #expect(lines.allSatisfy { $0.width <= width })
        // Nothing lost: the words are the same.
        #expect(lines.map(\.plain).joined(separator: " ").split(separator: " ").joined() == text.split(separator: " ").joined())
    }

    @Test("each piece keeps its tone across the break")
    func tones() {
        let line = StyledLine("Next actions", .bold).adding("  0 of 2 followed up", .dim)
        let lines = line.wrapped(toWidth: 16)
        #expect(lines.map(\.plain) == ["Next actions  0", "of 2 followed up"])
        #expect(lines[0].pieces.map(\.tone) == [.bold, .dim])
        #expect(lines[1].pieces.map(\.tone) == [.dim])
    }
}
