import Foundation
import Testing
@testable import LemonLogKit

/// Edge cases of `StoreJSONEncoder`, each compared with JSONEncoder's bytes
/// (`StoreJSON.encoder()`): key order, escapes, numbers, dates, Data, URL, Decimal,
/// dictionaries, nil, nested containers, `superEncoder`, values that encode nothing, and what
/// JSONEncoder refuses (it throws; the encoder throws too, and `StoreJSON.encode` then throws).
@Suite("StoreJSONEncoder: edge cases, byte for byte")
struct StoreJSONEncoderTableTests {
    typealias Odd = StoreJSONOddValues

    static func expectSame<T: Encodable>(_ value: T, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let expected = try StoreJSONDifferentialTests.reference(value)
            let written = try StoreJSONDifferentialTests.fast(value)
            #expect(written == expected, "\(name):\n\(String(decoding: expected, as: UTF8.self))---\n\(String(decoding: written, as: UTF8.self))",
                    sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }

    static func expectRefused<T: Encodable>(_ value: T, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: (any Error).self, "\(name): JSONEncoder", sourceLocation: sourceLocation) { try StoreJSON.encoder().encode(value) }
        #expect(throws: (any Error).self, "\(name): StoreJSONEncoder", sourceLocation: sourceLocation) {
            try StoreJSONDifferentialTests.fast(value)
        }
        #expect(throws: (any Error).self, "\(name): StoreJSON.encode", sourceLocation: sourceLocation) { try StoreJSON.encode(value) }
    }

    @Test("keys sorted by their UTF-8 bytes")
    func keyOrder() {
        let keys = ["b", "a", "B", "A", "a10", "a9", "a1", "_", "", " ", "é", "e\u{301}x", "f", "가", "한국", "😀", "z", "Z", "aa",
                    "a", "~", "\u{7F}", "ñ", "\u{10000}", "abcdefgh1", "abcdefgh", "abcdefgh0", "abcdefgi"]
        Self.expectSame(Odd.Keys(keys: keys), "mixed keys")
        Self.expectSame(Odd.Keys(keys: keys.reversed()), "mixed keys reversed")
        Self.expectSame(Odd.Keys(keys: (0..<100).map { "k\($0 * 7919 % 100)" }), "a hundred keys")
        Self.expectSame(["b": 1, "a": 2, "a10": 3, "a9": 4], "a dictionary's keys")
    }

    @Test("a key set twice keeps its last value; canonically equal keys are one key")
    func repeatedKeys() {
        Self.expectSame(Odd.Keys(keys: ["a", "b", "a"]), "a twice")
        Self.expectSame(Odd.Keys(keys: ["é", "e\u{301}"]), "composed, then decomposed é")
        Self.expectSame(Odd.Keys(keys: ["e\u{301}", "é"]), "decomposed, then composed é")
        Self.expectSame(Odd.Keys(keys: ["한", "\u{1112}\u{1161}\u{11AB}", "x", "한"]), "composed and decomposed Hangul")
        Self.expectSame(Odd.Keys(keys: (0..<40).map { "k\($0 % 13)" }), "many repeats")
        Self.expectSame(Odd.Twice(), "same key twice, nil, a second container")
    }

    @Test("string escapes")
    func escapes() {
        var every = ""
        for byte in 0..<0x80 { every.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        let texts = [every, "\u{2028}\u{2029}/\\\"", "\u{1B}[31m 한국어 \u{1112}\u{1161}\u{11AB} 😀👨‍👩‍👧",
                     "12345678\"12345678\\1234567\u{1F}", String(repeating: "long 한국어 \u{1B}\n", count: 5000), ""]
        Self.expectSame(texts, "texts")
        Self.expectSame(Odd.Keys(keys: texts), "texts as keys")
        Self.expectSame(every, "a text alone")
    }

    @Test("integers, Bool, nil")
    func integers() {
        Self.expectSame([Int.min, Int.max, 0, -1, 10], "Int")
        Self.expectSame([Int8.min, Int8.max], "Int8")
        Self.expectSame(["a": Int16.min, "b": Int16.max], "Int16")
        Self.expectSame([Int32.min], "Int32")
        Self.expectSame([Int64.min], "Int64")
        Self.expectSame([UInt.max, 0], "UInt")
        Self.expectSame(["u8": UInt8.max], "UInt8")
        Self.expectSame([UInt16.max], "UInt16")
        Self.expectSame([UInt32.max], "UInt32")
        Self.expectSame([UInt64.max], "UInt64")
        Self.expectSame([Int128.min, Int128.max], "Int128")
        Self.expectSame([UInt128.max], "UInt128")
        Self.expectSame([true, false], "Bool")
        Self.expectSame(5, "a number alone")
        Self.expectSame(Int?.none, "nil alone")
        Self.expectSame([1, nil, 3] as [Int?], "nil in an array")
        Self.expectSame(Odd.Optionals(), "nil in an object")
    }

    @Test("Double and Float")
    func floats() {
        for value in [0.1, 3.0, 1e21, 1e22, -0.0, Double.leastNonzeroMagnitude, 1e-7, 1.2345678901234568e20, 0.30000000000000004, 100, 1e16, 1e15, -1.5, 2.5e-5] {
            Self.expectSame(Odd.Numbers(double: value, float: Float(value)), "\(value)")
        }
        Self.expectSame([Float16(1.5), Float16(0.1)], "Float16")
        Self.expectSame([1.5, 2.0], "[Double]")
    }

    @Test("non-finite numbers are refused, as JSONEncoder refuses them")
    func nonFinite() {
        Self.expectRefused(Odd.Numbers(double: .infinity, float: 1), "infinity")
        Self.expectRefused(Odd.Numbers(double: 1, float: .nan), "NaN")
        Self.expectRefused([-Double.infinity], "negative infinity in an array")
        Self.expectRefused(Double.nan, "NaN alone")
    }

    @Test("dates by the store's timestamp; one out of range is refused")
    func dates() {
        Self.expectSame(["d": Date(timeIntervalSince1970: 1e9 + 0.123456), "e": Date(timeIntervalSinceReferenceDate: 0.5)], "dates")
        Self.expectSame([Date(timeIntervalSince1970: 0)], "dates in an array")
        Self.expectSame(Date(timeIntervalSince1970: -1), "a date alone")
        Self.expectSame(["d": Date?.some(Date(timeIntervalSince1970: 5))], "an optional date")
        Self.expectRefused(["d": Date(timeIntervalSince1970: 1e15)], "a date out of range")
    }

    @Test("Data, URL, Decimal")
    func foundationValues() {
        Self.expectSame(["d": Data([0, 1, 2, 255, 254]), "e": Data()], "Data as Base64")
        Self.expectSame(["u": URL(string: "https://example.com/a%20b?x=1")!, "f": URL(fileURLWithPath: "/tmp/x y")], "URL")
        Self.expectSame([URL(string: "b/c", relativeTo: URL(string: "https://e.com/a/"))!], "a relative URL")
        Self.expectSame(["a": Decimal(string: "3.14159")!, "b": Decimal(0), "c": Decimal(string: "-1e30")!], "Decimal")
    }

    @Test("dictionaries: String and Int keys as objects, other keys as arrays")
    func dictionaries() {
        Self.expectSame(["b": ["y": 1, "x": 2], "a": [:]], "nested")
        Self.expectSame([3: "c", 10: "a", 2: "b", -1: "m"], "Int keys")
        Self.expectSame(["t": ["k": "v", "é": "/"]], "[String: String]")
        Self.expectSame([Odd.Letter.b: 1], "enum keys")
        Self.expectSame([true: 1], "Bool keys")
        Self.expectSame([String: Int](), "empty")
    }

    @Test("empty arrays and objects, values that encode nothing")
    func empties() {
        Self.expectSame([Int](), "empty array")
        Self.expectSame(["a": [[String: Int]](), "c": [[:]]], "empty nested")
        Self.expectSame([[[Int]]()], "an empty array in an array")
        Self.expectSame(Odd.HoldsNothing(), "values that encode nothing")
        Self.expectRefused(Odd.Nothing(), "a document that encodes nothing")
    }

    @Test("nested containers, superEncoder, a single value then a keyed container")
    func containers() {
        Self.expectSame(Odd.Nested(), "nested containers")
        Self.expectSame(Odd.Derived(), "superEncoder of a keyed container")
        Self.expectSame(Odd.UnkeyedSuper(), "superEncoder of an unkeyed container")
        Self.expectSame(Odd.UnkeyedSuper(fills: false), "superEncoder encoding nothing")
        Self.expectSame(Odd.SingleThenKeyed(), "a single value, then keys")
        Self.expectSame(Set(["b"]), "a set")
    }

    @Test("nesting: 510 levels written, 511 refused (JSONEncoder's limit)")
    func depth() {
        Self.expectSame(Odd.Deep(depth: 510), "510 levels")
        Self.expectRefused(Odd.Deep(depth: 511), "511 levels")
    }
}
