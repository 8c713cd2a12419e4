import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogKit

/// The streamed import's fast path (`FastEntry`: `JSONParser` and `TreeDecoder`) is a strict
/// subset of Foundation's reading: random export entries, valid and broken, read with it on and
/// off give the same entries taken, the same entries left out with the same problems, the same
/// unknown fields; and every valid entry does take the fast path.
@Suite("Import fast path: what Foundation reads, read the same")
struct ImportFastPathTests {
    let reader = ImportReader(timeZone: ExchangeFixtures.utc)

    /// What `readEntries` made of a file: its read with its candidates put back, or nil when it left the file to the whole read.
    func streamed(_ data: Data, fast: Bool) throws -> ImportRead? {
        let source = ImportSource(data: data)
        let probe = try #require(reader.probe(source))
        var candidates: [ImportCandidate] = []
        do {
            let done = try reader.readEntries(source, probe: probe, fast: fast) { candidates.append($0) }
            #expect(done.taken == candidates.count)
            var read = done.read
            read.candidates = candidates
            return read
        } catch is ReadWhole {
            return nil
        }
    }

    static func document(_ entries: [String]) -> Data {
        Data((#"{"format": "lemonlog-export", "version": 4, "entries": ["# + entries.joined(separator: ", ") + "]}").utf8)
    }

    @Test("random entries, valid and broken: the same read with the fast path on and off")
    func sameReadEitherWay() throws {
        var maker = ExportEntryMaker(random: SeededRandom(seed: 20261129))
        var fastCount = 0, total = 0, problems = 0, unknown = 0, taken = 0
        for _ in 0..<60 {
            var entries: [String] = []
            for _ in 0..<25 {
                let broken = maker.chance(0.6)
                var text = maker.text(maker.entry(broken: broken))
                if broken, maker.chance(0.05) { text = maker.pick(["7", "\"text\"", "null", "[]", "{}"]) }
                entries.append(text)
                let fast = FastEntry.read(Array(text.utf8), userInfo: [ActionOutcome.strictKey: true]) != nil
                if !broken { #expect(fast, "a valid entry read by Foundation: \(text)") }
                if fast { fastCount += 1 }
                total += 1
            }
            let data = Self.document(entries)
            let slow = try streamed(data, fast: false)
            let quick = try streamed(data, fast: true)
            #expect(quick == slow)
            problems += slow?.skipped.count ?? 0
            unknown += slow?.unknownFields.count ?? 0
            taken += slow?.candidates.count ?? 0
        }
        // The mix covers both paths and every outcome.
        #expect(fastCount > total / 3 && fastCount < total)
        #expect(problems > 200 && unknown > 100 && taken > 800)
    }

    @Test("an entry with every field, unknown fields at every level: the same unknown fields, in the same order")
    func unknownFieldsAtEveryLevel() throws {
        var maker = ExportEntryMaker(random: SeededRandom(seed: 7))
        var entries: [String] = []
        for key in ["mood", "zeta", "alpha"] {
            var entry = maker.fill(ExportEntryMaker.template, key: "")
            entry = Self.adding(key, to: entry)
            let text = maker.text(entry)
            #expect(FastEntry.read(Array(text.utf8), userInfo: [ActionOutcome.strictKey: true]) != nil, "\(text)")
            entries.append(text)
        }
        let quick = try #require(try streamed(Self.document(entries), fast: true))
        let slow = try #require(try streamed(Self.document(entries), fast: false))
        #expect(quick == slow)
        // Keys sorted within each object: `actionOutcome.mood` before `actionOutcome.moodAfter.mood`.
        #expect(quick.unknownFields.prefix(2).map(\.path) == ["actionOutcome.mood", "actionOutcome.moodAfter.mood"])
        #expect(quick.unknownFields.contains(UnknownField(path: "zeta", entries: 1)))
    }

    /// `entry` with a member `key` added to it and to every object inside it.
    static func adding(_ key: String, to value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: adding(key, to: $0.value)) } + [JSONMember(key: key, value: .number("1"))])
        case .array(let items): return .array(items.map { adding(key, to: $0) })
        default: return value
        }
    }

    @Test("an entry's name is trimmed as Foundation trims it, white space of every kind at either end")
    func nameTrimmedAsFoundation() {
        let space = (0...0x3000).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespacesAndNewlines.contains($0) }
        #expect(space.count > 20)
        var texts = ExportEntryMaker.texts + ["", " ", "a", " \u{301}a", "a \u{301}", "\u{85}x\u{2028}", "\u{A0}한\u{3000}", "😀 ", "\r\n"]
        for scalar in space { texts += ["\(scalar)x", "x\(scalar)", "\(scalar)", "\(scalar)x\(scalar)\(scalar)"] }
        for text in texts {
            #expect(EntryName.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(Array(EntryName.trimmed(text).unicodeScalars) == Array(text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars))
        }
    }
}
