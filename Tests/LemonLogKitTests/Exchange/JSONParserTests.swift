import Foundation
import Testing
@testable import LemonLogKit

/// The import's own JSON reader (`JSONParser`): what RFC 8259 calls JSON is read into the tree
/// it means, anything else is refused; `plain` is false wherever Foundation might read otherwise.
@Suite("JSON parser: strict RFC 8259, a value tree out")
struct JSONParserTests {
    static func parse(_ text: String) throws -> JSONDocument { try JSONParser.parse(Array(text.utf8)) }

    /// Valid JSON, the tree it reads as, and whether it is plain.
    static let valid: [(String, JSONValue, Bool)] = [
        ("{}", .object([]), true),
        ("[]", .array([]), true),
        (" \t\r\n[ 1 , -2 ,0 ]\n", .array([.number("1"), .number("-2"), .number("0")]), true),
        (#"{"a":1,"b":[true,false,null],"":"empty key"}"#,
         .object([JSONMember(key: "a", value: .number("1")),
                  JSONMember(key: "b", value: .array([.bool(true), .bool(false), .null])),
                  JSONMember(key: "", value: .string("empty key"))]), true),
        ("\"x\"", .string("x"), true),
        ("-0", .number("-0"), false),
        ("1e5", .number("1e5"), false),
        ("1.0", .number("1.0"), false),
        ("-12.5E-3", .number("-12.5E-3"), false),
        ("123456789012345678", .number("123456789012345678"), true),
        ("1234567890123456789", .number("1234567890123456789"), false),
        (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t"), true),
        (#""\u00e9\uD83D\uDE00\u0000""#, .string("é😀\u{0}"), true),
        ("\"한국어 e\u{301} 😀\"", .string("한국어 e\u{301} 😀"), true),
        (#"{"a":1,"a":2}"#, .object([JSONMember(key: "a", value: .number("1")), JSONMember(key: "a", value: .number("2"))]), false),
        (#"{"\u00e9":1}"#, .object([JSONMember(key: "é", value: .number("1"))]), false),
        (#"{"é":1,"e\u0301":2}"#, .object([JSONMember(key: "é", value: .number("1")), JSONMember(key: "e\u{301}", value: .number("2"))]), false),
    ]

    @Test("valid JSON reads as its tree", arguments: valid)
    func reads(text: String, tree: JSONValue, plain: Bool) throws {
        let document = try Self.parse(text)
        #expect(document.value == tree)
        #expect(document.plain == plain, "\(text)")
    }

    /// Not JSON, each for one reason.
    static let invalid: [String] = [
        "", " ", "[1,]", #"{"a":1,}"#, "[,1]", "01", "-01", "00", "1.", ".5", "1e", "1e+", "+1", "-", "0x10", "NaN", "Infinity",
        #""\x""#, #""\u12""#, #""\u12G4""#, #""\ud800""#, #""\ud800x""#, #""\ud800\u0041""#, #""\udc00""#, #""\U0041""#,
        "\"a\u{1}b\"", "\"a\nb\"", "\"a\tb\"", "\"\u{1B}[31m\"", "\"open", "[1", "{\"a\" 1}", "{\"a\":}", "{a:1}", "{'a':1}",
        "[1 2]", "[1]]", "{} {}", "tru", "nul", "True", "[1]x", "\u{FEFF}[1]", "\u{A0}[1]", "[1]\u{0}",
    ]

    @Test("anything that is not JSON is refused", arguments: invalid)
    func refuses(text: String) {
        #expect(throws: JSONParser.Failure.self, "\(text.debugDescription)") { try Self.parse(text) }
    }

    @Test("nesting as deep as `maxDepth` reads; one level deeper is refused")
    func nesting() throws {
        let depth = JSONParser.maxDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tree = (0..<depth - 1).reduce(JSONValue.array([])) { inner, _ in .array([inner]) }
        #expect(try Self.parse(deepest).value == tree)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(try Self.parse(objects).plain)
        #expect(throws: JSONParser.Failure.self) { try Self.parse("[" + deepest + "]") }
        #expect(throws: JSONParser.Failure.self) { try Self.parse(#"{"a":"# + objects + "}") }
    }

    @Test("bytes that are not UTF-8 are refused, in a string or outside one")
    func refusesNonUTF8() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x5B, 0x80, 0x5D],
                               [0x22, 0x5C, 0x6E, 0xC0, 0x80, 0x22], [0xEF, 0xBB, 0xBF, 0x31]] {
            #expect(throws: JSONParser.Failure.self, "\(bytes)") { try JSONParser.parse(bytes) }
        }
    }

    @Test("what the parser reads, Foundation reads too: the same strings, the same structure")
    func agreesWithFoundation() throws {
        for (text, tree, _) in Self.valid {
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            if case .string(let value) = tree { #expect(foundation as? String == value) }
            if case .array(let items) = tree { #expect((foundation as? [Any])?.count == items.count) }
        }
    }
}
