import Foundation

/// The collections a record holds most (`[String]`, `[Int]`, `[String: Int]`,
/// `[String: String]`), made into nodes directly: the same nodes their `encode(to:)` would
/// make through a container (`JSONEncoder` writes `[String]` and `[Int]` directly too), without
/// a container, a sub-encoder and a generic call per item.
extension StoreJSONEncoder {
    /// The node of `value` if it is one of those collections (exactly: metatypes compared).
    @inline(__always)
    func direct<T: Encodable>(_ value: T) -> StoreJSONNode? {
        if T.self == [String].self, let list = value as? [String] {
            let array = StoreJSONArray()
            array.items.reserveCapacity(list.count)
            for item in list { array.items.append(.string(item)) }
            return .array(array)
        }
        if T.self == [String: Int].self, let map = value as? [String: Int] {
            let object = StoreJSONObject()
            for (key, number) in map { object.set(.integer(Int64(number)), for: key) }
            return .object(object)
        }
        if T.self == [String: String].self, let map = value as? [String: String] {
            let object = StoreJSONObject()
            for (key, text) in map { object.set(.string(text), for: key) }
            return .object(object)
        }
        if T.self == [Int].self, let list = value as? [Int] {
            let array = StoreJSONArray()
            array.items.reserveCapacity(list.count)
            for item in list { array.items.append(.integer(Int64(item))) }
            return .array(array)
        }
        return nil
    }
}
