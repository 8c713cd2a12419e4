import Foundation
import Testing
@testable import LemonLogKit

/// `stats`' line of the moods felt at check-ins: most often first, then in the order first felt,
/// each with its count and the average of its ratings, in both languages.
@Suite struct CheckInMoodCountsTests {
    /// The check-ins one minute apart, oldest first, given newest first (as the store lists them).
    private func checkIns(_ moods: [[(String, Int?)]]) -> [CheckIn] {
        moods.enumerated().map { index, emotions in
            CheckIn(id: UUID().uuidString, date: Date(timeIntervalSince1970: Double(index) * 60),
                    emotions: emotions.map { CheckInEmotion(key: $0.0, intensity: $0.1) })
        }.reversed()
    }

    private func line(_ language: Language, _ checkIns: [CheckIn]) -> String? {
        CheckInLines(formatter: DiaryFormatter(localizer: Localizer(language: language))).moodCounts(checkIns)
    }

    @Test("counts, averages and order", arguments: [
        ([[("fear.anxious", 60)], [("fear.anxious", 71), ("low.tired", nil)]], Language.en,
         "Moods at check-ins: Anxious ×2 (average 66), Tired ×1"),
        ([[("low.tired", nil)], [("fear.anxious", 50)], [("fear.anxious", nil), ("low.tired", 30)]], .en,
         "Moods at check-ins: Tired ×2 (average 30), Anxious ×2 (average 50)"),
        ([[("fear.anxious", 60)]], .ko, "체크인 때의 기분: 불안한 1번 (평균 60)"),
    ])
    func counts(_ checkIns: [[(String, Int?)]], language: Language, expected: String) {
        #expect(line(language, self.checkIns(checkIns)) == expected)
    }

    @Test("no check-ins, or none with a mood: no line")
    func none() {
        #expect(line(.en, []) == nil)
        #expect(line(.en, checkIns([[]])) == nil)
    }
}
