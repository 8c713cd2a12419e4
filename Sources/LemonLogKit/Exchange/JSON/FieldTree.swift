import Foundation

/// A JSON value as the unknown-field walk (`KnownFields`) sees it, whichever reader made it:
/// an object's members with their keys sorted, an array's items in order.
protocol FieldTree {
    /// The members of an object in any order (nil when it is not an object).
    func members() -> [(key: String, value: Self)]?
    /// The items of an array (nil when it is not an array).
    func arrayItems() -> [Self]?
}

extension FieldTree {
    /// The members of an object, keys sorted (nil when it is not an object).
    func sortedMembers() -> [(key: String, value: Self)]? {
        members()?.sorted { $0.key < $1.key }
    }
}

/// A value as `JSONSerialization` gives it, walked as a `FieldTree`.
struct FoundationJSON: FieldTree {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }

    func members() -> [(key: String, value: FoundationJSON)]? {
        (value as? [String: Any])?.map { ($0.key, FoundationJSON($0.value)) }
    }

    func arrayItems() -> [FoundationJSON]? { (value as? [Any])?.map(FoundationJSON.init) }
}

/// `JSONParser`'s tree, walked as a `FieldTree` (its keys are distinct when it is plain).
extension JSONValue: FieldTree {
    func members() -> [(key: String, value: JSONValue)]? {
        guard case .object(let members) = self else { return nil }
        return members.map { ($0.key, $0.value) }
    }

    func arrayItems() -> [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }
}
