import Foundation

/// One JSON value of a document being encoded, as `JSONEncoder` holds it before writing:
/// numbers already as their text, objects and arrays as shared nodes that containers fill in.
enum StoreJSONNode {
    case string(String)
    case number(String)
    /// A signed integer of 64 bits or fewer, written by `StoreJSONWriter` without making its text.
    case integer(Int64)
    case bool(Bool)
    case null
    case array(StoreJSONArray)
    case object(StoreJSONObject)
}

/// A JSON array being filled in by an unkeyed container.
final class StoreJSONArray {
    @exclusivity(unchecked) var items: [StoreJSONNode] = []

    init() {}
}
