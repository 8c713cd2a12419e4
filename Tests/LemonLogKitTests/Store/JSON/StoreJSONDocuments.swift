import Foundation
import LemonLogTestSupport
@testable import LemonLogKit

/// Random documents of every kind the store writes (entries with each field set or unset,
/// drafts, check-ins, the safety plan, the export dates), their texts hostile: controls, ESC,
/// new lines, quotes, backslashes, "/", U+2028, Korean (composed and decomposed), emoji, long.
struct StoreJSONDocuments {
    var random: SeededRandom

    /// Pieces the texts are made of.
    static let pieces = ["a", "Z", " ", "\n", "\r\n", "\t", "\u{1B}[31m", "\u{0}", "\u{7}", "\u{8}", "\u{C}", "\u{1F}",
                         "\u{7F}", "\"", "\\", "/", "</script>", "\u{2028}", "\u{2029}", "한국어", "\u{1112}\u{1161}\u{11AB}",
                         "e\u{301}", "é", "😀", "👨‍👩‍👧", "🇰🇷", "\u{FEFF}", "\u{10FFFF}", "0", "1e5", "null", "{}", "[]", ":", ","]

    mutating func text(long: Bool = false) -> String {
        let count = long && random.chance(0.2) ? Int.random(in: 200...3000, using: &random) : Int.random(in: 0...12, using: &random)
        var text = ""
        for _ in 0..<count { text += Self.pieces.randomElement(using: &random)! }
        return text
    }

    mutating func key() -> String {
        random.chance(0.7) ? ["joy", "sad", "anxious", "angry", "a10", "a9", "A", "é", "e\u{301}", "기쁨", "😀"].randomElement(using: &random)!
            : text()
    }

    /// A date within the store's range, to the nanosecond or the millisecond.
    mutating func date() -> Date {
        let seconds = Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &random))
        let fraction = random.chance(0.5) ? Double(Int.random(in: 0...999, using: &random)) / 1000 : random.uniform(0, 1)
        return Date(timeIntervalSince1970: seconds + fraction)
    }

    mutating func maybe<T>(_ make: (inout Self) -> T) -> T? {
        random.chance(0.5) ? make(&self) : nil
    }

    mutating func content() -> DiaryContent {
        let emotions = (0..<Int.random(in: 0...4, using: &random)).map { _ in key() }
        var content = DiaryContent(date: date())
        for emotion in emotions { content.choose(emotion) }
        for emotion in content.emotions where random.chance(0.7) { content.intensities[emotion] = Int.random(in: 0...100, using: &random) }
        for emotion in content.emotions where random.chance(0.4) { content.reratings[emotion] = Int.random(in: 0...100, using: &random) }
        for field in FieldTable.textFields where random.chance(0.6) { content.setText(text(long: true), of: field) }
        for field in FieldTable.beliefFields where random.chance(0.5) { content.beliefs[field] = Int.random(in: 0...100, using: &random) }
        content.traps = (0..<Int.random(in: 0...3, using: &random)).map { _ in key() }
        content.images = (0..<Int.random(in: 0...2, using: &random)).map { _ in
            ImageAttachment(storedPath: "images/" + text(), originalPath: "/home/" + text(), format: "png", name: maybe { $0.text() })
        }
        content.actionDue = maybe { $0.date() }
        content.actionOutcome = maybe { document in
            ActionOutcome(status: ActionStatus.allCases.randomElement(using: &document.random)!, at: document.date(),
                          mastery: document.maybe { Int.random(in: 0...10, using: &$0.random) },
                          pleasure: document.maybe { Int.random(in: 0...10, using: &$0.random) },
                          note: document.maybe { $0.text() }, learned: document.maybe { $0.text() },
                          moodAfter: document.maybe { OutcomeMood(emotion: $0.key(), intensity: Int.random(in: 0...100, using: &$0.random)) })
        }
        content.starred = random.chance(0.3)
        content.starReason = maybe { $0.text() }
        content.timeZone = maybe { ["UTC", "Asia/Seoul", "America/New_York"].randomElement(using: &$0.random)! }
        return content
    }

    mutating func entry() -> DiaryEntry {
        var entry = DiaryEntry(id: String(format: "%08x", UInt32.random(in: 0...UInt32.max, using: &random)), createdAt: date(),
                               updatedAt: date(), content: content())
        entry.conflictOf = maybe { $0.text() }
        entry.importedFrom = maybe { $0.text() }
        return entry
    }

    mutating func draft() -> DiaryDraft {
        var typed: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...3, using: &random) { typed[key()] = text() }
        let position = DraftPosition(step: DiaryWriteStep.allCases.randomElement(using: &random)!,
                                     field: maybe { DiaryField.allCases.randomElement(using: &$0.random)! }, editing: random.chance(0.5),
                                     cursor: Int.random(in: -5...5000, using: &random), emotionCursor: Int.random(in: 0...9, using: &random),
                                     typed: typed)
        var draft = DiaryDraft(id: "d" + String(Int.random(in: 0...99999, using: &random)), entryID: maybe { $0.text() },
                               createdAt: date(), updatedAt: date(), content: content(), position: position)
        draft.fromOtherMachine = maybe { $0.random.chance(0.5) }
        draft.baseUpdatedAt = maybe { $0.date() }
        return draft
    }

    mutating func checkIn() -> CheckInDocument {
        let emotions = (0..<Int.random(in: 0...4, using: &random)).map { _ in
            CheckInEmotion(key: key(), intensity: maybe { Int.random(in: 0...100, using: &$0.random) })
        }
        return CheckInDocument(checkIn: CheckIn(id: "c" + text(), date: date(), emotions: emotions, note: text(long: true)))
    }

    mutating func safetyPlan() -> SafetyPlanDocument {
        var plan = SafetyPlan()
        for part in SafetyPlan.Part.allCases where random.chance(0.6) {
            plan[part] = (0..<Int.random(in: 1...4, using: &random)).map { _ in "x" + text() }
        }
        return SafetyPlanDocument(plan: plan)
    }

    mutating func exportDates() -> ExportDates {
        var dates = ExportDates()
        for _ in 0..<Int.random(in: 0...20, using: &random) { dates.exports["/tmp/" + text()] = date() }
        return dates
    }
}
