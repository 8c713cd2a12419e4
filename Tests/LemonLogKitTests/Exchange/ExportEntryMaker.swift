import Foundation
import LemonLogTestSupport
@testable import LemonLogKit

/// Random export entries for the fast-path differential test: an entry with every field (as
/// `ScriptJSON` writes one, values drawn at random), often broken (wrong types, ratings out of
/// range, bad dates, no id, unknown fields at every level, keys given twice, numbers that are not
/// plain integers, hostile text), written as JSON text with random spacing and escapes.
struct ExportEntryMaker {
    var random: SeededRandom

    /// The entry with every field that the export writes, as `JSONParser` reads it.
    static let template: JSONValue = {
        let document = ExchangeDocument(entries: [ExchangeEntry.everyField])
        guard let data = try? ScriptJSON.encode(document), case .object(let members)? = try? JSONParser.parse(Array(data)).value,
              case .array(let entries)? = members.first(where: { $0.key == "entries" })?.value, let entry = entries.first else {
            fatalError("the export of an entry with every field does not read")
        }
        return entry
    }()

    static let texts = ["팀장님이 \"회의\"에서 무시했다", "line\none\r\ntwo\ttab", "\u{1B}[31mred\u{1B}[0m", "bell\u{7} nul\u{0} del\u{7F}",
                        "emoji 😀👩‍👩‍👧 flag 🇰🇷", "decomposed \u{1100}\u{1161}\u{11A8} e\u{301}", "  padded  ", "", "\\ / \" ] } [ {",
                        "\u{2028}\u{2029}\u{FEFF}\u{200B}", "plain words", "\u{10FFFF}\u{FFFF}"]
    static let emotions = ["joy", "sadness.lonely", "anger.frustrated", "fear.anxious", "disgust.averse"]
    static let traps = ["all_or_nothing", "overgeneralization", "mind_reading"]
    /// The next emotion given (in turn, so that an entry's emotions differ).
    var emotion = 0
    static let dateKeys: Set<String> = ["date", "createdAt", "updatedAt", "at", "actionDue"]
    static let badDates = ["2026-02-30T00:00:00Z", "yesterday", "", "2026-01-01", "99999-01-01T00:00:00Z", "2026-01-01T25:00:00Z"]
    static let oddNumbers = ["50.0", "5e1", "-0", "1E2", "0.5", "12345678901234567890", "-1", "101", "140", "11"]
    static let keys = ["mood", "color", "", "é", "e\u{301}", "\u{212A}ey", "id", "date", "key", "intensity", "note", "weather", "tags"]

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    mutating func chance(_ p: Double) -> Bool { random.chance(p) }

    /// A valid entry (every field, random values), or one broken in one or more ways.
    mutating func entry(broken: Bool) -> JSONValue {
        var value = fill(Self.template, key: "")
        guard broken else { return value }
        for _ in 0..<Int.random(in: 1...3, using: &random) { value = mutate(value, depth: 0) }
        return value
    }

    /// The template's values drawn at random, by what their key holds.
    mutating func fill(_ value: JSONValue, key: String) -> JSONValue {
        switch value {
        case .object(let members): return .object(members.map { JSONMember(key: $0.key, value: fill($0.value, key: $0.key)) })
        case .array(let items):
            let count = Int.random(in: 0...3, using: &random)
            var filled: [JSONValue] = []
            for _ in 0..<(key == "traps" ? min(count, 1) : count) { filled.append(fill(items[0], key: key)) }
            return .array(filled)
        case .number: return .number(String(Int.random(in: 0...(["mastery", "pleasure"].contains(key) ? 10 : 100), using: &random)))
        case .string:
            if Self.dateKeys.contains(key) {
                return .string(String(format: "2026-%02d-%02dT%02d:%02d:00%@Z", Int.random(in: 1...12, using: &random),
                                      Int.random(in: 1...28, using: &random), Int.random(in: 0...23, using: &random),
                                      Int.random(in: 0...59, using: &random), chance(0.5) ? ".123" : ""))
            }
            switch key {
            case "id": return .string(String(format: "%012llx", UInt64.random(in: 0...0xFFFF_FFFF_FFFF, using: &random)))
            case "key", "emotion":
                emotion += 1
                return .string(Self.emotions[emotion % Self.emotions.count])
            case "traps": return .string(pick(Self.traps))
            case "status": return .string(pick(["done", "partly", "not-done", "dropped"]))
            case "timeZone": return .string(pick(["UTC", "Asia/Seoul"]))
            case "format": return .string("png")
            case "data": return .string(ExchangeFixtures.png.base64EncodedString())
            default: return .string(pick(Self.texts) + (chance(0.3) ? pick(Self.texts) : ""))
            }
        default: return value
        }
    }

    /// The value with one thing broken somewhere in it (in an object: a member removed, given
    /// twice, added, or its value replaced or broken further down).
    mutating func mutate(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case .object(var members) where !members.isEmpty:
            let at = Int.random(in: 0..<members.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: members.remove(at: at)
            case 1: members.insert(JSONMember(key: members[at].key, value: chance(0.5) ? members[at].value : odd()), at: Int.random(in: 0...members.count, using: &random))
            case 2: members.insert(JSONMember(key: pick(Self.keys), value: odd()), at: Int.random(in: 0...members.count, using: &random))
            case 3: members[at].value = odd()
            case 4 where Self.dateKeys.contains(members[at].key): members[at].value = .string(pick(Self.badDates))
            default: members[at].value = mutate(members[at].value, depth: depth + 1)
            }
            return .object(members)
        case .array(var items) where !items.isEmpty:
            let at = Int.random(in: 0..<items.count, using: &random)
            items[at] = chance(0.8) ? mutate(items[at], depth: depth + 1) : odd()
            return .array(items)
        case .number: return .number(pick(Self.oddNumbers))
        default: return depth == 0 && chance(0.5) ? odd() : value
        }
    }

    /// A value of any kind, often not the kind asked for.
    mutating func odd() -> JSONValue {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .string(pick(Self.texts))
        case 1: return .number(pick(Self.oddNumbers))
        case 2: return .bool(chance(0.5))
        case 3: return .null
        case 4: return .array([.number("1"), .string("x")])
        case 5: return .object([JSONMember(key: pick(Self.keys), value: .number("1"))])
        case 6: return .number(String(Int.random(in: -5...150, using: &random)))
        default: return .string(pick(Self.badDates))
        }
    }

    /// The value as JSON text: random spacing, strings sometimes escaped where they need not be.
    mutating func text(_ value: JSONValue) -> String {
        let space = chance(0.2) ? pick([" ", "\n  ", "\t", "\r\n"]) : ""
        switch value {
        case .object(let members):
            return "{" + space + members.map { text(.string($0.key)) + space + ":" + space + text($0.value) }.joined(separator: "," + space) + space + "}"
        case .array(let items): return "[" + space + items.map { text($0) }.joined(separator: "," + space) + space + "]"
        case .string(let string): return quoted(string, escapeAll: chance(0.1))
        case .number(let number): return number
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    func quoted(_ string: String, escapeAll: Bool) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "/" where escapeAll: out += "\\/"
            case _ where scalar.value < 0x20 || (escapeAll && scalar.value > 0x7E):
                for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
