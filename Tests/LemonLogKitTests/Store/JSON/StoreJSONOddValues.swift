import Foundation

/// Values that use the `Encoder` protocol in the ways a type may: keys set twice, nil, nested
/// containers (asked again for the same key), `superEncoder`, nothing encoded, a single value
/// then a keyed container, nesting deep. Each is encoded by `StoreJSONEncoderTableTests` with
/// both encoders.
enum StoreJSONOddValues {
    /// A key by name.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// An object whose keys are `keys`, each valued by its place (a key given twice: the last).
    struct Keys: Encodable {
        let keys: [String]
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (place, key) in keys.enumerated() { try container.encode(place, forKey: Key(key)) }
        }
    }

    /// Encodes nothing at all.
    struct Nothing: Encodable {
        func encode(to encoder: Encoder) throws {}
    }

    /// Holds values that encode nothing: `{}` each.
    struct HoldsNothing: Encodable {
        let a = Nothing()
        let b = [Nothing()]
    }

    /// The same key twice, nil, and a second keyed container of the same encoder.
    struct Twice: Encodable {
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key("a"))
            try container.encode("x", forKey: Key("a"))
            try container.encodeNil(forKey: Key("n"))
            var again = encoder.container(keyedBy: Key.self)
            try again.encode(true, forKey: Key("b"))
        }
    }

    /// `encodeIfPresent` of nil (skipped), `encode` of nil (null), nil in an array.
    struct Optionals: Encodable {
        var none: Int?
        var some: String? = "s"
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(none, forKey: Key("a"))
            try container.encodeIfPresent(some, forKey: Key("b"))
            try container.encode(none, forKey: Key("c"))
            var list = container.nestedUnkeyedContainer(forKey: Key("u"))
            try list.encodeNil()
            try list.encode(none)
            try list.encode(Date?.none)
        }
    }

    /// Nested containers, one asked twice for the same key, one over a value encoded before.
    struct Nested: Encodable {
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try first.encode(1, forKey: Key("x"))
            var second = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            try second.encode(2, forKey: Key("y"))
            var list = container.nestedUnkeyedContainer(forKey: Key("u"))
            try list.encode(1)
            var inner = list.nestedUnkeyedContainer()
            try inner.encode("a")
            var object = list.nestedContainer(keyedBy: Key.self)
            try object.encode(3, forKey: Key("q"))
            _ = list.nestedContainer(keyedBy: Key.self)
            _ = list.nestedUnkeyedContainer()
            try container.encode(["z": 1], forKey: Key("m"))
            var over = container.nestedContainer(keyedBy: Key.self, forKey: Key("m"))
            try over.encode(2, forKey: Key("a"))
        }
    }

    /// A class encoding its superclass through `superEncoder()` and `superEncoder(forKey:)`.
    class Base: Encodable {
        var base = 1
    }

    /// See `Base`.
    final class Derived: Base {
        var own = 2
        private enum CodingKeys: String, CodingKey { case own }
        override func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(own, forKey: .own)
            try super.encode(to: container.superEncoder())
            var replaced = container.superEncoder(forKey: .own).singleValueContainer()
            try replaced.encode("replaced")
        }
    }

    /// `superEncoder()` of an unkeyed container: its value inserted where it was asked for.
    struct UnkeyedSuper: Encodable {
        var fills = true
        func encode(to encoder: Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            let sub = list.superEncoder()
            try list.encode(2)
            if fills {
                var container = sub.container(keyedBy: Key.self)
                try container.encode(9, forKey: Key("x"))
            }
            try list.encode(3)
        }
    }

    /// A single value (an object), then a keyed container that adds to it.
    struct SingleThenKeyed: Encodable {
        func encode(to encoder: Encoder) throws {
            var single = encoder.singleValueContainer()
            try single.encode(["b": 1])
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(2, forKey: Key("a"))
        }
    }

    /// Arrays nested `depth` deep.
    struct Deep: Encodable {
        let depth: Int
        func encode(to encoder: Encoder) throws {
            var list = encoder.unkeyedContainer()
            if depth > 0 { try list.encode(Deep(depth: depth - 1)) }
        }
    }

    /// A Double and a Float.
    struct Numbers: Encodable {
        let double: Double
        let float: Float
    }

    /// An enum keyed dictionary (not `CodingKeyRepresentable`: an array of keys and values).
    enum Letter: String, Encodable { case a, b }
}
