/// Where a column of an entry goes (`ContentColumn.places`).
package struct ColumnPlaces: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Entry and draft files (`DiaryContent`'s coding).
    package static let files = ColumnPlaces(rawValue: 1 << 0)
    /// The export and its import (`ExchangeEntry`).
    package static let export = ColumnPlaces(rawValue: 1 << 1)
    /// The index (`EntrySummary.content`): what the row's `IndexCoder` keeps, coded by its kind.
    package static let index = ColumnPlaces(rawValue: 1 << 2)
    /// `list --json` (`ListingJSON`).
    package static let listJSON = ColumnPlaces(rawValue: 1 << 3)
    /// `--contains` (`SearchText`).
    package static let search = ColumnPlaces(rawValue: 1 << 4)
    /// `show` and `read`.
    package static let show = ColumnPlaces(rawValue: 1 << 5)
    /// The Markdown export.
    package static let markdown = ColumnPlaces(rawValue: 1 << 6)
}
