import Testing
@testable import LemonLogKit

/// `list` on a narrow terminal: columns whole or left out, never a rating cut (issue 34 item 4).
@Suite("List columns fit a terminal whole")
struct ListColumnsTests {
    @Test("whole emotions, then how many more; nothing when not even the first fits", arguments: [
        (["Nervous 90", "Lonely", "Frustrated"], nil as Int?, "Nervous 90, Lonely, Frustrated"),
        (["Nervous 90", "Lonely", "Frustrated"], 40, "Nervous 90, Lonely, Frustrated"),
        (["Nervous 90", "Lonely", "Frustrated"], 24, "Nervous 90, Lonely +1"),
        (["Nervous 90", "Lonely", "Frustrated"], 13, "Nervous 90 +2"),
        (["Nervous 90", "Lonely", "Frustrated"], 12, ""),
        (["긴장한 90", "외로운"], 17, "긴장한 90, 외로운"),
        (["긴장한 90", "외로운"], 16, "긴장한 90 +1"),
        (["긴장한 90", "외로운"], 11, ""),
        ([], 10, ""),
    ])
    func emotions(items: [String], room: Int?, expected: String) {
        #expect(ListColumns.emotions(items, room: room) == expected)
    }

    @Test("one line while the text keeps its room, else the text under its entry", arguments: [
        (26, 30, nil as Int?, ListColumns(emotionRoom: nil, twoLines: false)),
        (26, 30, 120, ListColumns(emotionRoom: 28, twoLines: false)),
        (26, 12, 60, ListColumns(emotionRoom: 12, twoLines: false)),
        (26, 30, 60, ListColumns(emotionRoom: 28, twoLines: true)),
        (26, 30, 40, ListColumns(emotionRoom: 12, twoLines: true)),
        (26, 30, 20, ListColumns(emotionRoom: 0, twoLines: true)),
    ])
    func fitting(head: Int, widest: Int, width: Int?, expected: ListColumns) {
        #expect(ListColumns.fitting(headWidth: head, widestEmotions: widest, width: width) == expected)
    }
}
