import Foundation

extension TrapCatalog {
    /// The key of the trap whose English or Korean name (or key) is `name`, ignoring case, and
    /// spaces in a Korean name (`지나친일반화`): what `--trap` and the wizard's trap line read.
    public func key(named name: String) -> String? {
        let wanted = SearchText.fold(name.trimmingCharacters(in: .whitespacesAndNewlines))
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        return traps.first { trap in
            let names = [trap.key, trap.en, trap.ko].map(SearchText.fold)
            return names.contains(wanted) || squeezed(SearchText.fold(trap.ko)) == squeezed(wanted)
        }?.key
    }
}
