/// A chosen emotion as `list --json` writes it (the emotions row, `FieldTable.columns`): its key,
/// its names in both languages when the catalog knows it, and how strongly it was felt before
/// and, if re-rated, after (the export's `ExchangeEmotion` with the names).
struct ListedEmotion: Encodable {
    var key: String
    var en: String?
    var ko: String?
    var intensity: Int?
    var after: Int?
}
