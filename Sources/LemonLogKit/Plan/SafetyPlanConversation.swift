/// `lemonlog plan --plain`: the plan asked part by part, one item a line, an empty line ending a
/// part (as image paths end in the plain wizard), so that a script can pipe a whole plan in.
/// What is typed is added to the plan's items, each part saved as it ends, and what was typed
/// of a part when input stops is saved too. The driver prints, reads and saves; this decides.
package struct SafetyPlanConversation: Sendable {
    /// What the driver does, in order.
    package enum Output: Equatable, Sendable {
        /// Print a line.
        case say(String)
        /// Print a prompt (the answer follows on the same line).
        case prompt(String)
        /// Add these items to the plan as it is on disk now (a new plan starts from `SafetyPlan.new`), and save it.
        case save([SafetyPlan.Part: [String]])
    }

    /// The plan as it was when the conversation started (nil: none yet; the support numbers
    /// are then its professionals' first items).
    let plan: SafetyPlan
    let localizer: Localizer
    /// The part being asked; nil once every part was.
    package private(set) var part: SafetyPlan.Part? = SafetyPlan.Part.allCases.first
    /// Items typed and not saved yet.
    var typed: [String] = []

    package init(plan: SafetyPlan?, numbers: [String], localizer: Localizer) {
        self.plan = plan ?? .new(numbers: numbers)
        self.localizer = localizer
    }

    /// The introduction, then the first part's question.
    package func start() -> [Output] {
        [.say(localizer("plan_plain_intro"))] + ask()
    }

    /// A line read: an item added, or (empty) the part ended and saved, and the next one asked.
    package mutating func receive(_ line: String) -> [Output] {
        guard let current = part else { return [] }
        if !line.allSatisfy(\.isWhitespace) {
            typed.append(line)
            return [.prompt(localizer("plan_plain_item_prompt"))]
        }
        var outputs = saveTyped()
        let all = SafetyPlan.Part.allCases
        let next = all.firstIndex(of: current).map { $0 + 1 }
        part = next.flatMap { $0 < all.count ? all[$0] : nil }
        if part == nil {
            outputs.append(.say(localizer("plan_saved")))
            return outputs
        }
        return outputs + ask()
    }

    /// Input ended or was interrupted: what was typed of this part is saved.
    package mutating func stopped() -> [Output] {
        guard part != nil else { return [] }
        let outputs = saveTyped()
        part = nil
        return outputs + [.say(localizer("plan_plain_stopped"))]
    }

    private mutating func saveTyped() -> [Output] {
        guard let current = part, !typed.isEmpty else { return [] }
        defer { typed = [] }
        return [.save([current: typed])]
    }

    /// The part's number, title and hint, the items it has, and the prompt for the first new one.
    private func ask() -> [Output] {
        guard let part else { return [] }
        let number = (SafetyPlan.Part.allCases.firstIndex(of: part) ?? 0) + 1
        var outputs: [Output] = [.say(""), .say("\(number)/\(SafetyPlan.Part.allCases.count)  " + localizer(part.titleKey)),
                                 .say(localizer(part.titleKey + "_hint"))]
        outputs += plan[part].map { .say(SafetyPlanText.item($0)) }
        return outputs + [.prompt(localizer("plan_plain_item_prompt"))]
    }
}
