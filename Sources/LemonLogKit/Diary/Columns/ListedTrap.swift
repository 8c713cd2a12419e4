/// A chosen thinking trap as `list --json` writes it (the traps row, `FieldTable.columns`): its
/// key and, when the catalog knows it, its names in both languages (as `ListedEmotion` does).
struct ListedTrap: Encodable {
    var key: String
    var en: String?
    var ko: String?
}
