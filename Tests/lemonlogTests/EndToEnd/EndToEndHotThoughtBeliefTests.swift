import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// The thought step on the full screen asks how much the hot thought is believed, as plain mode
/// does (issue 34, item 3): once `h` marks a line, the question is under it with the keys that
/// rate it, read whole at 80 columns, and `+` rates it; the line marked is marked in the field.
final class EndToEndHotThoughtBeliefTests: EndToEndTestCase {
    func testTheFullScreenAsksHowMuchTheHotThoughtIsBelieved() throws {
        let session = try spawn(["write"], rows: 24, columns: 80)
        let l = Localizer(language: .en)
        var walk = WizardKeyWalk(session)
        try walk.chooseEmotionAndGoOn()
        try walk.answer(.situation, [.situation: "Mina did not answer my message all day."])
        try session.expectScreen("3/6")
        try session.send(Keys.enter)
        try session.expectScreen(walk.editingHint)
        let hot = "I'm useless and everybody at work can see it, every single day ENDHOT"
        try session.send("Nobody wants to hear from me\n" + hot)
        try session.expectScreen("ENDHOT")
        try session.send(Keys.escape)
        try session.expectScreen(l("hint_begin_editing"))

        // h marks the first line, h again the second: the question asked under it, not rated yet.
        try session.send("hh")
        let question = l("belief_question_hotThoughtBelief")
        try session.expectScreen(question)
        try session.waitFor("the second line marked") { session.screen.lines.contains { $0.hasPrefix("* " + hot) } }
        XCTAssertTrue(session.screen.lines.contains { $0.contains(question) && $0.contains(l("belief_unrated")) },
                      session.screen.text)
        // The keys that rate it, whole on one line at 80 columns.
        let keys = l("hot_thought_keys")
        XCTAssertTrue(session.screen.lines.contains { $0.trimmingCharacters(in: .whitespaces) == keys }, session.screen.text)

        // + rates it from 50, then 60: shown beside the question.
        try session.send("+")
        try session.waitFor("the belief at 50%") { session.screen.lines.contains { $0.contains(question) && $0.hasSuffix("50%") } }
        try session.send("+")
        try session.waitFor("the belief at 60%") { session.screen.lines.contains { $0.contains(question) && $0.hasSuffix("60%") } }
        XCTAssertEqual(session.screen.autowraps, 0, "a drawn line was wider than the terminal")
    }
}
