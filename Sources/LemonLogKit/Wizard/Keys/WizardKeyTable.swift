/// One line of the key help: the keys as a person types them and the message key of what they do.
package struct WizardKeyRow: Sendable, Equatable {
    package var keys: String
    /// Localization key of the meaning, e.g. `keys_next`.
    package var meaning: String

    package init(_ keys: String, _ meaning: String) {
        self.keys = keys
        self.meaning = meaning
    }
}

/// The wizard's keys as people read them, in the `?` help and in `lemonlog help write`: read
/// from `WizardKeyBindings`, one row per help key (its bindings' keys together), in table order.
package enum WizardKeyTable {
    /// The help's sections: a title's message key and the scopes whose bindings it tells.
    static let sections: [(title: String, scopes: [WizardKeyScope])] = [
        ("keys_navigating_title", [.navigating, .help]),
        ("keys_editing_title", [.editing]),
        ("keys_finding_title", [.finding]),
    ]

    /// The rows of the bindings in `scopes`.
    package static func rows(_ scopes: [WizardKeyScope], localizer l: Localizer) -> [WizardKeyRow] {
        var rows: [WizardKeyRow] = []
        for binding in WizardKeyBindings.all where scopes.contains(binding.scope) {
            let labels = binding.keys.map { $0.label(localizer: l) }
            if let index = rows.firstIndex(where: { $0.meaning == binding.help }) {
                let shown = rows[index].keys.components(separatedBy: " ")
                let new = labels.filter { !shown.contains($0) }
                if !new.isEmpty { rows[index].keys += " " + new.joined(separator: " ") }
            } else {
                rows.append(WizardKeyRow(labels.joined(separator: " "), binding.help))
            }
        }
        return rows
    }

    /// Keys while moving between steps (how every step opens), the key help's own keys included.
    package static func navigating(localizer l: Localizer) -> [WizardKeyRow] { rows([.navigating, .help], localizer: l) }

    /// Keys while writing in a field.
    package static func editing(localizer l: Localizer) -> [WizardKeyRow] { rows([.editing], localizer: l) }

    /// Keys while finding an emotion (after `/`).
    package static func finding(localizer l: Localizer) -> [WizardKeyRow] { rows([.finding], localizer: l) }

    /// The letter keys that act the same under Korean input (while navigating), in table order.
    static var koreanLetterKeys: [Character] {
        var letters: [Character] = []
        for binding in WizardKeyBindings.all where binding.scope.readsJamo {
            for letter in binding.keys.compactMap(\.letter)
            where KoreanKeyboard.jamo(for: letter) != nil && !letters.contains(letter) {
                letters.append(letter)
            }
        }
        return letters
    }

    /// The Korean 2-set jamo that act as letter keys while navigating, e.g. `ㅜ n  ㅔ p …`.
    package static var koreanLetters: String {
        koreanLetterKeys.compactMap { latin in
            KoreanKeyboard.jamo(for: latin).map { "\($0) \(latin)" }
        }.joined(separator: "  ")
    }

    /// Keys wider than this put their meaning on the next line, so that one long row does not
    /// push every meaning to the right.
    package static let keyColumnLimit = 20

    /// Every row as `keys  meaning` lines, the keys padded to one column (a row whose keys are
    /// wider than `columnLimit` has its meaning below, in that column).
    package static func lines(_ rows: [WizardKeyRow], localizer l: Localizer, indent: String = "  ",
                             columnLimit: Int = keyColumnLimit) -> [String] {
        let width = rows.map { DisplayWidth.of($0.keys) }.filter { $0 <= columnLimit }.max() ?? 0
        return rows.flatMap { row in
            let keys = DisplayWidth.of(row.keys)
            guard keys <= width else {
                return [indent + row.keys, indent + String(repeating: " ", count: width + 2) + l(row.meaning)]
            }
            return [indent + row.keys + String(repeating: " ", count: width - keys + 2) + l(row.meaning)]
        }
    }

    /// The whole table as text lines: each section under its title, then the Korean keyboard line.
    /// `stacked` puts each meaning on its own line under its keys (for narrow screens);
    /// `columnLimit` is `lines`' (by default every row is one line, for a reader that lays
    /// tables out itself, as `help write` does; the `?` help passes `keyColumnLimit`).
    package static func allLines(localizer l: Localizer, stacked: Bool = false, columnLimit: Int = .max) -> [String] {
        var all: [String] = []
        for section in sections {
            let rows = rows(section.scopes, localizer: l)
            if !all.isEmpty { all.append("") }
            all.append(l(section.title))
            all += stacked ? rows.flatMap { ["  " + $0.keys, "      " + l($0.meaning)] }
                : lines(rows, localizer: l, columnLimit: columnLimit)
        }
        return all + ["", l("keys_korean_title"), "  " + koreanLetters]
    }

    /// The key help's lines under its title on a screen `width` columns wide: stacked when a
    /// row is wider than the screen, and a line still too wide continues below, indented.
    package static func pageLines(localizer l: Localizer, width: Int) -> [String] {
        let widest = allLines(localizer: l, columnLimit: keyColumnLimit).map { DisplayWidth.of($0) }.max() ?? 0
        let continuation = "      "
        return allLines(localizer: l, stacked: widest > width, columnLimit: keyColumnLimit).flatMap { line -> [String] in
            guard DisplayWidth.of(line) > width - 4 else { return [line] }
            // Room for the continuation's indent, so that no part is cut at the screen's edge.
            return TextWrapping.lines(line, width: width - continuation.count).enumerated().map { index, part in
                index == 0 ? part : continuation + part
            }
        }
    }
}
