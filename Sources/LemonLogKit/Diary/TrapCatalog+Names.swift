import Foundation

extension TrapCatalog {
    /// The key of the trap whose English or Korean name (or key) is `name`, ignoring case, and
    /// spaces in a Korean name (`지나친일반화`): what `--trap` and the wizard's trap line read.
    /// A Korean name `plain (clinical)` also answers to either part alone (`과잉일반화`). A former
    /// label (`aliases`) answers as the label does, so old names keep finding what they found.
    package func key(named name: String) -> String? {
        let wanted = SearchText.fold(name.trimmingCharacters(in: .whitespacesAndNewlines))
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        return traps.first { trap in
            let names = ([trap.key, trap.en, trap.ko] + trap.aliases).map(SearchText.fold)
            return names.contains(wanted)
                || ([trap.ko] + trap.aliases).flatMap(Self.nameParts)
                    .contains { squeezed(SearchText.fold($0)) == squeezed(wanted) }
        }?.key
    }

    /// The plain label of a key (`ThinkingTrap.plainLabel`), for where room is short (the stats
    /// chart); an unknown key (from a newer catalog) shows as itself.
    func plainLabel(_ key: String, _ language: Language) -> String {
        trap(key)?.plainLabel(language) ?? key
    }

    /// A name and, for `plain (clinical)`, the plain part and the clinical one.
    static func nameParts(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [name] }
        let plain = name[..<open].trimmingCharacters(in: .whitespaces)
        let clinical = name[name.index(after: open)..<name.index(before: name.endIndex)].trimmingCharacters(in: .whitespaces)
        return [name, plain, clinical].filter { !$0.isEmpty }
    }
}

extension ThinkingTrap {
    /// The label without its clinical term in parentheses (`긍정적인 면 깎아내리기` of
    /// `긍정적인 면 깎아내리기 (긍정 격하)`): what stands before a trap's question, so that the
    /// question keeps the room on a narrow screen.
    func plainLabel(_ language: Language) -> String {
        let parts = TrapCatalog.nameParts(label(language))
        return parts.count > 1 ? parts[1] : parts[0]
    }
}
