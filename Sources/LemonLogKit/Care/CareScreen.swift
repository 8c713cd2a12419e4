/// The one calm screen shown after a heavy entry is saved (never before, never instead): "Are
/// you safe right now?" with three choices. A pure model: a key goes in, an effect may come out,
/// and `lines` is what both faces show. It decides nothing about the entry but its star.
package struct CareScreen: Sendable, Equatable {
    /// What the person can choose.
    package enum Choice: Int, CaseIterable, Sendable {
        case safe = 1, numbers, star
    }

    /// What the driver does after a key.
    package enum Effect: Sendable, Equatable {
        /// Star the entry (the driver calls the store, then `starred(_:)`).
        case star
        /// Close the screen.
        case close
    }

    /// The highlighted choice.
    package private(set) var selected: Choice = .safe
    /// Whether the support numbers are shown.
    package private(set) var showingNumbers = false
    /// Whether the entry was starred here; nil until asked, a reason when it failed.
    package private(set) var starResult: StarResult?

    /// How starring went.
    package enum StarResult: Sendable, Equatable {
        case starred
        case failed(reason: String)
    }

    package init() {}

    /// Applies a key: ↑/↓ (or k/j, and ㅏ/ㅓ with a Korean keyboard left on) move, 1–3 or Enter
    /// choose, Esc, q or Ctrl-C close (as "I'm safe").
    package mutating func update(_ key: Key) -> Effect? {
        switch key.code {
        case .up: move(-1)
        case .down, .tab: move(1)
        case .enter: return choose(selected)
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

    /// Chooses: "I'm safe" closes, "numbers" shows them, "star" asks the driver to star.
    package mutating func choose(_ choice: Choice) -> Effect? {
        selected = choice
        switch choice {
        case .safe: return .close
        case .numbers:
            showingNumbers = true
            return nil
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
        let index = (all.firstIndex(of: selected) ?? 0) + delta
        selected = all[(index + all.count) % all.count]
    }

    /// The screen's words, neutral (each face lays them out): the question, the saved line,
    /// the numbered choices, then the numbers and the star result when there are any.
    package func lines(_ localizer: Localizer, numbers: SupportNumbers) -> CareLines {
        let l = localizer
        let choices = Choice.allCases.map { choice in
            CareLines.Item(number: choice.rawValue, text: l("care_choice_\(choice)"), selected: choice == selected)
        }
        var after: [CareLines.Line] = []
        if showingNumbers {
            after.append(.init(text: l("care_numbers_intro"), style: .plain))
            after += numbers.lines.map { .init(text: "  " + $0, style: .bold) }
        }
        switch starResult {
        case .starred: after.append(.init(text: l("care_starred"), style: .success))
        case .failed(let reason): after.append(.init(text: l("care_star_failed", ["reason": reason]), style: .error))
        case nil: break
        }
        return CareLines(title: l("care_title"), saved: l("care_saved"), choices: choices, after: after,
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
    package var choices: [Item]
    package var after: [Line]
    package var keys: String
}
