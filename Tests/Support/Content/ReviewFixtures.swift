import Foundation
import LemonLogKit

/// A small diary for the review screen's tests: five entries a day apart before a fixed `now`
/// (Friday 2026-11-20, 12:00 in Seoul), one starred with a reason, Korean and English texts.
package enum ReviewFixtures {
    package static let timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
    package static let now = Date(timeIntervalSince1970: 1_795_143_600)

    package static func entries(_ language: Language) -> [DiaryEntry] {
        let situations = language == .ko
            ? ["팀장님이 회의에서 무시했다\n모두 앞에서 내 말을 끊었다", "시험이 내일이다", "친구와 산책했다", "엄마와 통화했다", "늦잠을 잤다"]
            : ["The meeting ran late\nmy manager cut me off in front of everyone", "Exam tomorrow", "A walk with a friend",
               "Called mum", "Slept in"]
        let emotions: [[String: Int]] = [["sadness.lonely": 80, "anger.frustrated": 40], ["fear.anxious": 90], ["joy": 60],
                                         ["joy.grateful": 50], ["sadness": 30]]
        return situations.enumerated().map { index, situation in
            let date = now.addingTimeInterval(TimeInterval(-index * 86_400 - 3600))
            let keys = emotions[index].keys.sorted()
            var content = DiaryContent(emotions: keys, situation: situation, thought: language == .ko ? "나는 쓸모없다" : "I am useless",
                                       reeval: language == .ko ? "한 번의 회의일 뿐이다" : "It was one meeting", action: "Call Mina",
                                       date: date, intensities: emotions[index])
            if index == 1 {
                content.starred = true
                content.starReason = language == .ko ? "상담 때 이야기하기" : "talk about it on Tuesday"
            }
            return DiaryEntry(id: String(format: "7e71e%03d0000", index), createdAt: date, updatedAt: date, content: content)
        }
    }
}
