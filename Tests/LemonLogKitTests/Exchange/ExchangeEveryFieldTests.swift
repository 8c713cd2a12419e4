import Foundation
import Testing
@testable import LemonLogKit

/// Export then import gives back every field of an entry, not only its texts (issue 19's second
/// review, finding 3): a rating, date, flag or list that one of the two leaves out fails here.
/// Every row of the field table, a new one too, is walked through every path by
/// `EveryFieldRoundTripTests`.
@Suite("Exchange: every field of an entry goes out and comes back")
struct ExchangeEveryFieldTests {
    /// An entry whose every field holds something.
    static var entry: DiaryEntry {
        var content = DiaryContent(emotions: ["sadness.hurt", "joy.happy"], date: Fixtures.now)
        for (index, field) in FieldTable.textFields.enumerated() { content.setText("words \(index)", of: field) }
        content.images = [ImageAttachment(storedPath: "images/1-a.png", originalPath: "/home/me/a.png", format: "png")]
        content.intensities = ["sadness.hurt": 80, "joy.happy": 10]
        content.reratings = ["sadness.hurt": 40]
        content.traps = ["mind_reading", "labeling"]
        content.actionDue = Fixtures.now.addingTimeInterval(86_400)
        content.actionOutcome = ActionOutcome(status: .done, at: Fixtures.now.addingTimeInterval(3_600), mastery: 7, pleasure: 4, note: "went")
        content.starred = true
        for (index, field) in FieldTable.beliefFields.enumerated() { content.beliefs[field] = 30 + index }
        return DiaryEntry(id: "c0ffee123456", createdAt: Fixtures.now.addingTimeInterval(-60), updatedAt: Fixtures.now, content: content)
    }

    @Test("export then import gives the same entry back, every field of it")
    func roundTrip() throws {
        let exchanged = ExchangeCheck.exchange(Self.entry) { _ in ExchangeFixtures.png }
        var plan = SafetyPlan()
        for part in SafetyPlan.Part.allCases { plan[part] = ["item of " + part.jsonKey] }
        let data = try ExchangeDocument(entries: [exchanged], safetyPlan: plan).encoded()
        guard case .success(let read) = ImportReader(timeZone: Fixtures.utc).read(data) else {
            Issue.record("the export did not read back")
            return
        }
        let candidate = try #require(read.candidates.first)
        #expect(read.candidates.count == 1)
        // Every field the export writes is one the import knows: none is named as unknown.
        #expect(read.unknownFields == [] && read.skipped == [] && read.planProblem == nil)
        #expect(read.safetyPlan == plan)
        var expected = Self.entry
        expected.content.images = []
        #expect(candidate.entry == expected)
        #expect(candidate.images.map(\.originalPath) == ["/home/me/a.png"] && candidate.images.map(\.data) == [ExchangeFixtures.png])
        #expect(ExchangeCheck.problems(of: exchanged, number: 1).isEmpty)
    }
}
