import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// The message tables are parsed from the file's bytes as they are, without repairing the
/// whole text first: every table must come out as it did from the repaired text, invalid
/// UTF-8 included, and the check for "holds a message" must agree with the whole parse.
@Suite("StringsTableParser, from bytes")
struct StringsTableBytesTests {
    static func fromBytes(_ bytes: [UInt8]) -> [String: String] {
        bytes.withUnsafeBufferPointer { StringsTableParser.parseLeniently($0) }
    }

    static func fromRepairedText(_ bytes: [UInt8]) -> [String: String] {
        StringsTableParser.parseLeniently(String(decoding: bytes, as: UTF8.self))
    }

    /// Invalid bytes beside escapes: a stray continuation byte after a backslash must not join
    /// an unfinished character before it (`E2 82 \ 82` is two replaced characters, not `₂`).
    @Test(arguments: [
        [0x22, 0x6B, 0x22, 0x3D, 0x22, 0xE2, 0x82, 0x5C, 0x82, 0x22, 0x3B],
        [0x22, 0x6B, 0x22, 0x3D, 0x22, 0xE2, 0x5C, 0x6E, 0x22, 0x3B],
        [0x22, 0x6B, 0x22, 0x3D, 0x22, 0x5C, 0xE2, 0x82, 0xAC, 0x22, 0x3B],
        [0x22, 0xFF, 0x22, 0x3D, 0x22, 0xC3, 0x22, 0x3B],
    ] as [[UInt8]])
    func invalidBytesComeOutAsFromTheRepairedText(bytes: [UInt8]) {
        #expect(Self.fromBytes(bytes) == Self.fromRepairedText(bytes))
        #expect(!Self.fromBytes(bytes).isEmpty)
    }

    @Test func seededMixesOfSyntaxAndInvalidBytesAgree() {
        let pieces: [[UInt8]] = ["\"", "\\", "=", ";", " ", "\n", "/*", "*/", "//", "a", "한", "\\n", "\r\n"].map { Array($0.utf8) }
            + [[0xE2], [0x82], [0xAC], [0xE2, 0x82], [0xFF], [0xC3], [0xF0, 0x9F], [0xEF, 0xBB, 0xBF]]
        var random = SeededRandom(seed: 0xB17E5)
        for _ in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 20) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            let whole = Self.fromRepairedText(bytes)
            #expect(Self.fromBytes(bytes) == whole, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer { StringsTableParser.holdsAnEntry($0) } == !whole.isEmpty, "\(bytes)")
            let keys = ["a", "한", "", "a\n", "\u{FFFD}"]
            #expect(bytes.withUnsafeBufferPointer { StringsTableParser.entries(keys, in: $0) } == whole.filter { keys.contains($0.key) },
                    "\(bytes)")
        }
    }

    /// A localizer narrowed to a few keys (the crash line's) gives them as the whole one does,
    /// in both languages, the singular form included.
    @Test(arguments: Language.allCases)
    func aNarrowedLocalizerGivesWhatTheWholeOneGives(language: Language) {
        let whole = Localizer(language: language)
        let keys = ["error_prefix", "crashed_internal_error", "delete_images", "no_such_key"]
        let narrowed = whole.narrowed(to: keys)
        for key in keys {
            #expect(narrowed(key) == whole(key))
            #expect(narrowed(key, ["count": "1"]) == whole(key, ["count": "1"]))
        }
        #expect(whole("crashed_internal_error") != "crashed_internal_error")
        #expect(narrowed("delete_images", ["count": "1"]) != narrowed("delete_images", ["count": "2"]))
    }
}
