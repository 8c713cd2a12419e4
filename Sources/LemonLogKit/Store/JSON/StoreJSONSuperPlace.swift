import Foundation

/// Where the value of a `superEncoder()` goes when that encoder is released (as `JSONEncoder`
/// does it): under a key of an object, or inserted into an array at the index it was asked at.
enum StoreJSONSuperPlace {
    case key(StoreJSONObject, String)
    case index(StoreJSONArray, Int)

    /// The key `superEncoder()` uses.
    static let superKey: any CodingKey = NamedKey("super")

    func put(_ node: StoreJSONNode) {
        switch self {
        case .key(let object, let key): object.set(node, for: key)
        case .index(let array, let index): array.items.insert(node, at: index)
        }
    }

    /// A key by name (`super`).
    struct NamedKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The key of an array's item, as coding paths name it (`Index 3`).
    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }
}
