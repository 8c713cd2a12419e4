import Foundation
import Testing
@testable import LemonLogKit

/// The catalogs' small JSON reader: what it accepts and refuses is what `JSONDecoder` did.
@Suite("Catalog JSON reader")
struct CatalogJSONTests {
    static func parse(_ text: String) throws -> CatalogJSON { try CatalogJSON.parse(Array(text.utf8)) }

    @Test("values, nesting and white space")
    func values() throws {
        let value = try Self.parse(" \n{\"a\": [1, -2.5e+3, true, false, null, \"x\"], \"b\": {}, \"c\": []}\t\r\n")
        #expect(value == .object(["a": .array([.number("1"), .number("-2.5e+3"), .bool(true), .bool(false), .null,
                                               .string("x")]),
                                  "b": .object([:]), "c": .array([])]))
        #expect(try Self.parse("0") == .number("0"))
        #expect(try Self.parse("\"\"") == .string(""))
    }

    @Test("escapes, surrogate pairs and UTF-8 text")
    func strings() throws {
        #expect(try Self.parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try Self.parse(#""\u0041\u00e9\uAC00\ud83d\ude00 기쁨""#) == .string("Aé가😀 기쁨"))
        #expect(try Self.parse("\"외로운 \\\"뜻\\\" 끝\"") == .string("외로운 \"뜻\" 끝"))
    }

    // Refused here, the file goes to JSONDecoder (more lenient with trailing commas), which decides.
    @Test("strict JSON: anything else is refused", arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a: 1}", "[1 2]", "01", "1.", ".5", "-", "1e", "+1",
        "tru", "nul", "\"open", "\"tab\there\"", "\"\\x\"", "\"\\u12\"", "\"\\ud83d\"", "\"\\ud83d\\u0041\"",
        "\"\\ude00\"", "'a'", "{} {}", "[1] x", "// c\n1", "NaN", "Infinity",
    ])
    func refused(text: String) {
        #expect(throws: CatalogJSON.Invalid.self, "\(text.debugDescription)") { try Self.parse(text) }
        guard !text.contains(",]") && !text.contains(",}") else { return }
        #expect(throws: (any Error).self, "\(text.debugDescription)") {
            try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        }
    }

    @Test("invalid UTF-8 is refused, not repaired")
    func badUTF8() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0xC3, 0xA9]] {
            #expect(throws: CatalogJSON.Invalid.self, "\(bytes)") { try CatalogJSON.parse(bytes) }
        }
    }

    @Test("nesting deeper than 512 levels is refused, not a stack overflow")
    func depth() throws {
        #expect(throws: CatalogJSON.Invalid.self) { try Self.parse(String(repeating: "[", count: 100_000)) }
        _ = try Self.parse(String(repeating: "[", count: 500) + String(repeating: "]", count: 500))
    }

    @Test("integers as the decoder read them")
    func integers() throws {
        #expect(try Self.parse("1").int() == 1)
        #expect(try Self.parse("1.0").int() == 1)
        #expect(try Self.parse("1e2").int() == 100)
        #expect(try Self.parse("-3").int() == -3)
        for text in ["1.5", "\"1\"", "null", "true", "99999999999999999999999"] {
            #expect(throws: CatalogJSON.Invalid.self, "\(text)") { try Self.parse(text).int() }
        }
    }

    @Test("the shipped catalogs read the same as with JSONDecoder")
    func sameAsDecoder() throws {
        struct Emotions: Decodable { var version: Int; var emotions: [Emotion] }
        struct Traps: Decodable { var version: Int; var traps: [ThinkingTrap] }
        let directory = try #require(ResourceFiles.directoryPath)
        let emotionData = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + EmotionCatalog.fileName))
        let trapData = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + TrapCatalog.fileName))
        #expect(try EmotionCatalog.primaries(CatalogJSON.parse([UInt8](emotionData)))
                == JSONDecoder().decode(Emotions.self, from: emotionData).emotions)
        #expect(try TrapCatalog.traps(CatalogJSON.parse([UInt8](trapData)))
                == JSONDecoder().decode(Traps.self, from: trapData).traps)
    }

    @Test("what the reader refuses, JSONDecoder still decides: a byte-order mark, UTF-16")
    func fallBack() throws {
        let directory = try #require(ResourceFiles.directoryPath)
        let text = try String(contentsOfFile: directory + "/" + EmotionCatalog.fileName, encoding: .utf8)
        let shipped = try EmotionCatalog.shippedLoad.get()
        for (name, data) in [("bom", Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)), ("utf16", text.data(using: .utf16)!)] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("emotions-\(name)-\(UUID().uuidString).json")
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let decoded = try? JSONDecoder().decode(EmotionCatalog.File.self, from: data)
            #expect((try? EmotionCatalog.load(contentsOf: url).get()) == decoded.map { EmotionCatalog(primaries: $0.emotions) }, "\(name)")
            if decoded != nil { #expect(try EmotionCatalog.load(contentsOf: url).get() == shipped) }
        }
    }

    @Test("catalog shapes: members required, children optional or null, others ignored")
    func shapes() throws {
        let emotions = try EmotionCatalog.primaries(Self.parse(#"""
            {"version": 2, "extra": [1], "emotions": [{"key": "a", "en": "A", "ko": "가", "children": null, "x": 1},
             {"key": "b", "en": "B", "ko": "나", "children": [{"key": "b.c", "en": "C", "ko": "다"}]}]}
            """#))
        #expect(emotions == [Emotion(key: "a", en: "A", ko: "가"),
                             Emotion(key: "b", en: "B", ko: "나", children: [Emotion(key: "b.c", en: "C", ko: "다")])])
        for text in [#"{"emotions": []}"#, #"{"version": "1", "emotions": []}"#, #"{"version": 1}"#,
                     #"{"version": 1, "emotions": [{"key": "a", "en": "A"}]}"#,
                     #"{"version": 1, "emotions": [{"key": 1, "en": "A", "ko": "가"}]}"#,
                     #"{"version": 1, "emotions": [{"key": "a", "en": "A", "ko": "가", "children": {}}]}"#,
                     #"{"version": 1, "emotions": [1]}"#, #"[]"#] {
            #expect(throws: CatalogJSON.Invalid.self, "\(text)") { try EmotionCatalog.primaries(Self.parse(text)) }
        }
        let trap = #"{"key": "k", "en": "E", "ko": "K", "description": {"en": "d", "ko": "ㄷ"}, "question": {"en": "q?", "ko": "ㅋ?"}}"#
        #expect(try TrapCatalog.traps(Self.parse(#"{"version": 1, "traps": ["# + trap + "]}"))
                == [ThinkingTrap(key: "k", en: "E", ko: "K", description: .init(en: "d", ko: "ㄷ"), question: .init(en: "q?", ko: "ㅋ?"))])
        for text in [#"{"version": 1, "traps": [{"key": "k", "en": "E", "ko": "K", "description": {"en": "d"}, "question": {"en": "q", "ko": "q"}}]}"#,
                     #"{"version": 1, "traps": [{"key": "k", "en": "E", "ko": "K", "description": "d", "question": {"en": "q", "ko": "q"}}]}"#,
                     #"{"version": 1, "traps": [{"key": "k", "en": null, "ko": "K", "description": {"en": "d", "ko": "d"}, "question": {"en": "q", "ko": "q"}}]}"#] {
            #expect(throws: CatalogJSON.Invalid.self, "\(text)") { try TrapCatalog.traps(Self.parse(text)) }
        }
    }
}
