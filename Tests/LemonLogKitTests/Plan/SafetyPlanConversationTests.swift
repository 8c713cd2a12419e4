import Testing
@testable import LemonLogKit

/// `plan --plain`'s model: part by part, one item a line, an empty line ending a part (and saving
/// it), what is there shown first, what was typed saved when input stops.
@Suite("Safety plan, plain: part by part")
struct SafetyPlanConversationTests {
    let l = Localizer(language: .en)

    func saves(_ outputs: [SafetyPlanConversation.Output]) -> [[SafetyPlan.Part: [String]]] {
        outputs.compactMap { if case .save(let items) = $0 { return items } else { return nil } }
    }

    @Test("seven parts, each ended by an empty line and saved with what was typed; the numbers shown in a new plan")
    func wholePlan() {
        var conversation = SafetyPlanConversation(plan: nil, numbers: ["988"], localizer: l)
        let start = conversation.start()
        #expect(start.contains(.say("1/7  Warning signs")))
        #expect(start.last == .prompt("+"))
        #expect(conversation.receive("I sleep all day") == [.prompt("+")])
        #expect(conversation.receive("  ") .contains(.save([.warningSigns: ["I sleep all day"]])), "a blank line ends the part")
        #expect(conversation.part == .copingAlone)
        for _ in 0..<2 { #expect(saves(conversation.receive("")).isEmpty, "an empty part saves nothing") }
        let professionals = conversation.receive("")
        #expect(conversation.part == .professionals)
        #expect(professionals.contains(.say("   • 988")), "the numbers are there, to be kept or added to")
        #expect(conversation.receive("").contains(.say("6/7  Making the place safe")))
        #expect(conversation.receive("").contains(.say("7/7  Reasons for living")))
        let last = conversation.receive("")
        #expect(last.last == .say("Your safety plan is saved. See it with: lemonlog plan --show"))
        #expect(conversation.part == nil)
        #expect(conversation.receive("more").isEmpty)
    }

    @Test("input that stops in a part keeps what was typed of it; the items there are shown, not asked again")
    func stopped() {
        var conversation = SafetyPlanConversation(plan: SafetyPlan([.warningSigns: ["old sign"]]), numbers: ["988"], localizer: l)
        #expect(conversation.start().contains(.say("   • old sign")))
        _ = conversation.receive("new sign")
        let stop = conversation.stopped()
        #expect(saves(stop) == [[.warningSigns: ["new sign"]]])
        #expect(stop.last == .say("Stopped. What you typed is saved."))
        #expect(conversation.stopped().isEmpty)
    }
}
