/// A typed answer naming thinking traps: list numbers (`3 11`, `3, 11`) and names in either
/// language (`mind reading`, `독심술`, `labeling`), or keys, mixed freely, separated by spaces or
/// commas.
enum TrapAnswer {
    typealias Refusal = ListAnswer.Refusal

    /// The trap keys named, in the order typed, without repeats.
    package static func parse(_ line: String, catalog: TrapCatalog) -> Result<[String], Refusal> {
        ListAnswer.parse(line, keys: catalog.traps.map(\.key)) { trapKey(named: $0, in: catalog) }
    }

    /// The key of the trap whose English or Korean name (or key) is `name`, ignoring case, and
    /// spaces in a Korean name (`지나친일반화`).
    static func trapKey(named name: String, in catalog: TrapCatalog) -> String? {
        catalog.key(named: name)
    }
}
