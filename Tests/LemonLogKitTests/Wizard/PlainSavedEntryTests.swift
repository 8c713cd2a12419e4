import Foundation
import Testing
@testable import LemonLogKit

/// Plain mode over the same core: an imported entry with only a situation is saved after a typo
/// fix; the steps it still lacks say so, and none refuses.
@Suite("Plain conversation: imported and older entries stay editable")
struct PlainSavedEntryTests {
    static func says(_ out: [PlainOutput]) -> [String] {
        out.compactMap { if case .say(let text) = $0 { return text } else { return nil } }
    }

    static func refusals(_ out: [PlainOutput]) -> [String] {
        out.compactMap { if case .refuse(let text) = $0 { return text } else { return nil } }
    }

    @Test("fix a typo in the situation, skip the rest, and the entry is saved")
    func fixTypoAndSave() {
        for language in Language.allCases {
            let imported = SavedEntryEditTests.imported
            let notice = "! " + Localizer(language: language)("validation_notice_required")
            var c = PlainConversation(content: imported, step: .emotion, baseline: imported,
                                      localizer: Localizer(language: language), timeZone: Fixtures.utc, now: { Fixtures.now })
            var out = c.start(subtitle: "Entry")
            #expect(Self.says(out).contains(notice), "the emotion step says what it lacks")
            out = c.receive("")  // no emotion, as it was saved
            #expect(Self.refusals(out).isEmpty)
            #expect(c.step == .situation)
            out = c.receive("The meeting went badly")
            out += c.receive(".")
            #expect(Self.refusals(out).isEmpty)
            #expect(c.step == .thought)
            #expect(Self.says(out).contains(notice), "the thought step says what it lacks")
            var all: [PlainOutput] = []
            all += c.receive(".")  // thought: still empty
            all += c.receive("")   // its belief: unrated
            all += c.receive("")   // traps: none
            all += c.receive(".")  // facts for: empty
            all += c.receive(".")  // facts against: empty
            all += c.receive(".")  // new perspective: still empty
            all += c.receive("")   // belief in it: unrated
            all += c.receive("")   // the hot thought now: unrated
            all += c.receive("")   // re-ratings: none to ask
            all += c.receive(".")  // action: still empty
            all += c.receive("")   // no time
            all += c.receive("")   // no prediction (so no belief in it)
            all += c.receive("")   // no obstacles
            all += c.receive("")   // the date as it is
            all += c.receive("")   // no images
            #expect(Self.refusals(all).isEmpty)
            #expect(all.last == .commit)
            #expect(c.content.situation == "The meeting went badly")
            #expect(c.content.thought.isEmpty)
        }
    }

    @Test("a new entry with the same words is still refused on every empty step")
    func newEntryStillRefused() {
        var c = PlainConversation(content: SavedEntryEditTests.imported, step: .emotion, localizer: Localizer(language: .en),
                                  timeZone: Fixtures.utc, now: { Fixtures.now })
        _ = c.start(subtitle: "New entry")
        let out = c.receive("")
        #expect(Self.refusals(out) == ["Choose at least one emotion."])
        #expect(c.step == .emotion)
    }
}
