/// A chosen emotion with how strongly it was felt before and, if re-rated, after: how the export
/// writes the emotions row (`FieldTable.columns`).
package struct ExchangeEmotion: Codable, Sendable, Equatable {
    package var key: String
    package var intensity: Int?
    package var after: Int?

    package init(key: String, intensity: Int?, after: Int?) {
        self.key = key
        self.intensity = intensity
        self.after = after
    }
}
