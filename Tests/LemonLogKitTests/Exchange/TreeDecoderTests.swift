import Foundation
import Testing
@testable import LemonLogKit

/// `TreeDecoder` decodes as `StoreJSON.decoder()` does where it decodes at all, and leaves to
/// Foundation (nil) whatever it might decode otherwise.
@Suite("Tree decoder: as StoreJSON's JSONDecoder, or not at all")
struct TreeDecoderTests {
    /// A value that uses every kind of container, nested, a super decoder and the user info.
    struct Sample: Decodable, Equatable {
        var name: String
        var count: Int
        var small: Int8
        var flag: Bool
        var when: Date
        var maybe: String?
        var list: [[Int]]
        var ratings: [String: Int]
        var pair: [String]
        var inner: String
        var parent: String?
        var strict: Bool

        enum Key: String, CodingKey { case name, count, small, flag, when, maybe, list, ratings, pair, nested, parent }
        enum Inner: String, CodingKey { case inner }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            name = try c.decode(String.self, forKey: .name)
            count = try c.decode(Int.self, forKey: .count)
            small = try c.decode(Int8.self, forKey: .small)
            flag = try c.decode(Bool.self, forKey: .flag)
            when = try c.decode(Date.self, forKey: .when)
            maybe = try c.decodeIfPresent(String.self, forKey: .maybe)
            list = try c.decode([[Int]].self, forKey: .list)
            ratings = try c.decode([String: Int].self, forKey: .ratings)
            var unkeyed = try c.nestedUnkeyedContainer(forKey: .pair)
            pair = []
            while !unkeyed.isAtEnd {
                if try unkeyed.decodeNil() { pair.append("null") } else { pair.append(try unkeyed.decode(String.self)) }
            }
            inner = try c.nestedContainer(keyedBy: Inner.self, forKey: .nested).decode(String.self, forKey: .inner)
            parent = try c.superDecoder(forKey: .parent).singleValueContainer().decode(String?.self)
            strict = decoder.userInfo[ActionOutcome.strictKey] as? Bool == true
            #expect(c.codingPath.isEmpty && unkeyed.codingPath.map(\.stringValue) == ["pair"])
        }
    }

    static var userInfo: [CodingUserInfoKey: Any] { [ActionOutcome.strictKey: true] }

    static func both(_ text: String) throws -> (tree: Sample?, foundation: Sample?) {
        let decoder = StoreJSON.decoder()
        decoder.userInfo[ActionOutcome.strictKey] = true
        let foundation = try? decoder.decode(Sample.self, from: Data(text.utf8))
        let tree = TreeDecoder.decode(Sample.self, from: try JSONParser.parse(Array(text.utf8)), userInfo: userInfo)
        return (tree, foundation)
    }

    static let sample = #"{"name":"n 한","count":-42,"small":7,"flag":true,"when":"2026-01-02T03:04:05.678Z","maybe":null,"#
        + #""list":[[1,2],[],[3]],"ratings":{"joy":5,"fear":0},"pair":["a",null,"\u00e9"],"nested":{"inner":"i","x":1},"parent":"p"}"#

    @Test("every kind of container decodes as Foundation decodes it")
    func decodesAsFoundation() throws {
        let (tree, foundation) = try Self.both(Self.sample)
        #expect(tree != nil)
        #expect(tree == foundation)
        #expect(tree?.strict == true && tree?.pair == ["a", "null", "é"] && tree?.parent == "p")
    }

    /// Changes to the sample that Foundation may read otherwise, or refuses: the tree decoder gives nil.
    static let doubtful: [(String, String)] = [
        ("\"count\":-42", "\"count\":-42.0"), ("\"count\":-42", "\"count\":\"42\""), ("\"small\":7", "\"small\":700"),
        ("\"flag\":true", "\"flag\":1"), ("05.678Z", "05.678"), ("\"name\":\"n 한\",", ""), ("\"count\":-42", "\"count\":-0"),
        ("\"count\":-42", "\"count\":1e2"), ("\"name\"", "\"count\":1,\"name\""), ("[[1,2]", "[[1,2.5]"), ("\"inner\":\"i\"", "\"inner\":[\"i\"]"),
    ]

    @Test("anything doubtful is left to Foundation", arguments: doubtful)
    func leavesDoubtToFoundation(from: String, to: String) throws {
        let text = Self.sample.replacingOccurrences(of: from, with: to)
        #expect(text != Self.sample)
        #expect(try Self.both(text).tree == nil, "\(text)")
    }
}
