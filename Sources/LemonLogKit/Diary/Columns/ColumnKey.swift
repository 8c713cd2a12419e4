/// A key of an entry's JSON object, by name: the field table's keys (`ContentColumn.jsonKey`).
package struct ColumnKey: CodingKey, Sendable {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
