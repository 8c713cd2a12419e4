/// The one calm screen: "That sounds really painful. Are you safe right now?", the support
/// numbers, the safety plan's people to ask and things to do, and three choices, none chosen
/// until the person chooses. A pure model: a key goes in, an effect may come out, and `lines`
/// is what both faces show. It decides nothing about the entry but its star.
package struct CareScreen: Sendable, Equatable {
    /// What the person can choose.
    package enum Choice: Int, CaseIterable, Sendable {
        case safe = 1, plan, star
    }

    /// What the driver does after a key.
    package enum Effect: Sendable, Equatable {
        /// Star the entry (the driver calls the store, then `starred(_:)`).
        case star
        /// Close the screen, then open the safety plan (`lemonlog plan`: to write one, if none).
        case openPlan
        /// Close the screen.
        case close
    }

    /// The highlighted choice; nil until the person moves to one (nothing is chosen for them).
    package private(set) var selected: Choice?
    /// Whether the entry was starred here; nil until asked, a reason when it failed.
    package private(set) var starResult: StarResult?
    /// The person's safety plan, if they wrote one.
    package let plan: SafetyPlan?

    /// How starring went.
    package enum StarResult: Sendable, Equatable {
        case starred
        case failed(reason: String)
    }

    package init(plan: SafetyPlan? = nil) {
        self.plan = plan.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Applies a key: ↑/↓ (or k/j, and ㅏ/ㅓ with a Korean keyboard left on) move, 1–3 choose,
    /// Enter chooses the highlighted one (nothing before one is), Esc, q or Ctrl-C close: closing
    /// says nothing about being safe.
    package mutating func update(_ key: Key) -> Effect? {
        switch key.code {
        case .up: move(-1)
        case .down, .tab: move(1)
        case .enter: return selected.flatMap { choose($0) }
        case .escape: return .close
        case .character(let character) where key.modifiers == .control:
            return character == "c" || character == "d" ? .close : nil
        case .character(let raw) where key.modifiers.isEmpty:
            let character = KoreanKeyboard.latin(for: raw) ?? raw
            if let digit = character.wholeNumberValue, let choice = Choice(rawValue: digit) { return choose(choice) }
            switch character {
            case "k": move(-1)
            case "j": move(1)
            case "q": return .close
            default: break
            }
        default: break
        }
        return nil
    }

    /// Chooses: "I'm safe" closes, "plan" asks the driver to open it, "star" to star the entry.
    package mutating func choose(_ choice: Choice) -> Effect? {
        selected = choice
        switch choice {
        case .safe: return .close
        case .plan: return .openPlan
        case .star:
            if starResult == .starred { return nil }
            return .star
        }
    }

    /// What the driver reports after starring.
    package mutating func starred(_ result: StarResult) {
        starResult = result
    }

    mutating func move(_ delta: Int) {
        let all = Choice.allCases
        guard let selected, let index = all.firstIndex(of: selected) else {
            self.selected = delta > 0 ? all.first : all.last
            return
        }
        self.selected = all[(index + delta + all.count) % all.count]
    }

    /// The screen's words, neutral (each face lays them out): the question, the saved line, the
    /// numbers (`support`) and the plan's people and things to do (`plan`), the choices, then
    /// the star result when there is one.
    package func lines(_ localizer: Localizer, numbers: SupportNumbers) -> CareLines {
        let l = localizer
        let choices = Choice.allCases.map { choice in
            let key = choice == .plan && plan == nil ? "care_choice_write_plan" : "care_choice_\(choice)"
            return CareLines.Item(number: choice.rawValue, text: l(key), selected: choice == selected)
        }
        var support: [CareLines.Line] = [.init(text: l("care_numbers_intro"), style: .plain)]
        support += numbers.lines.map { .init(text: "  " + $0, style: .bold) }
        var fromPlan: [CareLines.Line] = []
        if let plan {
            for part in [SafetyPlan.Part.helpers, .copingAlone] where !plan[part].isEmpty {
                fromPlan.append(.init(text: l("care_plan_" + part.rawValue), style: .plain))
                fromPlan += plan[part].map { .init(text: "  • " + TextSanitizer.singleLine($0), style: .plain) }
            }
        }
        var after: [CareLines.Line] = []
        switch starResult {
        case .starred: after.append(.init(text: l("care_starred"), style: .success))
        case .failed(let reason): after.append(.init(text: l("care_star_failed", ["reason": reason]), style: .error))
        case nil: break
        }
        return CareLines(title: l("care_title"), saved: l("care_saved"), support: support, plan: fromPlan, choices: choices, after: after,
                         keys: l("care_keys"))
    }
}

/// The care screen's words as neutral items, for the renderer and the plain printer.
package struct CareLines: Sendable, Equatable {
    /// A numbered choice.
    package struct Item: Sendable, Equatable {
        package var number: Int
        package var text: String
        package var selected: Bool
    }
    /// A line under the choices, with how much it should stand out.
    package struct Line: Sendable, Equatable {
        package var text: String
        package var style: Style
    }
    /// How a line stands out.
    package enum Style: Sendable, Equatable { case plain, bold, success, error }

    package var title: String
    package var saved: String
    /// The support numbers: always shown.
    package var support: [Line]
    /// The safety plan's people to ask and things to do (none without a plan).
    package var plan: [Line]
    package var choices: [Item]
    package var after: [Line]
    package var keys: String
}
