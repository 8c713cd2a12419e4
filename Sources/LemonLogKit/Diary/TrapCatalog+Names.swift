import Foundation

extension TrapCatalog {
    /// The key of the trap whose English or Korean name (or key) is `name`, ignoring case, and
    /// spaces in a Korean name (`지나친일반화`): what `--trap` and the wizard's trap line read.
    /// A Korean name `plain (clinical)` also answers to either part alone (`과잉일반화`).
    public func key(named name: String) -> String? {
        let wanted = SearchText.fold(name.trimmingCharacters(in: .whitespacesAndNewlines))
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        return traps.first { trap in
            let names = [trap.key, trap.en, trap.ko].map(SearchText.fold)
            return names.contains(wanted)
                || Self.nameParts(trap.ko).contains { squeezed(SearchText.fold($0)) == squeezed(wanted) }
        }?.key
    }

    /// A name and, for `plain (clinical)`, the plain part and the clinical one.
    static func nameParts(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [name] }
        let plain = name[..<open].trimmingCharacters(in: .whitespaces)
        let clinical = name[name.index(after: open)..<name.index(before: name.endIndex)].trimmingCharacters(in: .whitespaces)
        return [name, plain, clinical].filter { !$0.isEmpty }
    }
}
