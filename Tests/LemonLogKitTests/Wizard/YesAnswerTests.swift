import Foundation
import Testing
@testable import LemonLogKit

@Suite("delete's question: yes in either keyboard, and what is deleted named (issue 23, item 5)")
struct YesAnswerTests {
    @Test("yes", arguments: ["y", "Y", "yes", " YES ", "예", "네", "ㅇ", "ㅛ", "ㅛㄷㄴ"])
    func yes(answer: String) { #expect(YesAnswer.isYes(answer)) }

    @Test("no", arguments: ["", "n", "no", "ㅜ", "아니", "yess", "ㅛㅛ", "maybe"])
    func no(answer: String) { #expect(!YesAnswer.isYes(answer)) }

    @Test("an entry is named by its date and the first line of its first text that is not blank")
    func about() {
        let now = Date(timeIntervalSince1970: 1_795_262_400)
        let formatter = DiaryFormatter(localizer: Localizer(language: .en), timeZone: TimeZone(identifier: "UTC")!)
        let entry = DiaryEntry(id: "0123456789ab", createdAt: now, updatedAt: now,
                               content: DiaryContent(situation: "  \nMissed the bus\nsecond line", date: now))
        #expect(formatter.about(.entry(entry)) == "2026-11-21 12:00, \"Missed the bus\"")
        let draft = DiaryDraft(id: "0123456789ab", createdAt: now, updatedAt: now,
                               content: DiaryContent(thought: String(repeating: "long ", count: 30), date: now),
                               position: DraftPosition(step: .thought))
        let named = formatter.about(.draft(draft))
        #expect(named.hasPrefix("2026-11-21 12:00, \"long long"))
        #expect(named.hasSuffix("…\"") && DisplayWidth.of(named) < 80)
        let empty = DiaryDraft(id: "0123456789ab", createdAt: now, updatedAt: now, content: DiaryContent(date: now),
                               position: DraftPosition(step: .emotion))
        #expect(formatter.about(.draft(empty)) == "2026-11-21 12:00")
    }
}
