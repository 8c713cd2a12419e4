import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 36, item 2: the splitter that lets `import` read an export entry by entry. Every
/// document is fed whole, byte by byte and in chunks of every size up to 17 bytes: the pieces
/// never depend on where a chunk ends.
final class TopLevelSplitterTests: XCTestCase {
    enum Split: Equatable {
        case pieces([TopLevelSplitter.Piece])
        case malformed
    }

    func split(_ text: String, keepItems: Bool = true, chunk: Int) -> Split {
        var splitter = TopLevelSplitter(listKey: "entries", keepItems: keepItems)
        var pieces: [TopLevelSplitter.Piece] = []
        let bytes = Array(text.utf8)
        do {
            try bytes.withUnsafeBytes { all in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + chunk)
                    try splitter.feed(UnsafeRawBufferPointer(rebasing: all[start..<end])) { pieces.append($0) }
                    start = end
                }
            }
            try splitter.finish()
        } catch is TopLevelSplitter.Malformed {
            return .malformed
        } catch {
            XCTFail("unexpected \(error)")
        }
        return .pieces(pieces)
    }

    /// The split of `text`, the same for every chunk size (else the test fails, naming the size).
    func split(_ text: String, keepItems: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> Split {
        let whole = split(text, keepItems: keepItems, chunk: max(1, text.utf8.count))
        for chunk in 1...17 {
            XCTAssertEqual(split(text, keepItems: keepItems, chunk: chunk), whole, "chunks of \(chunk)", file: file, line: line)
        }
        return whole
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testMembersAndItemsComeOutAsWrittenInOrder() {
        let text = #"{"checkIns" : [1, 2], "entries" : [ {"id": "a"} , {"id" : "b", "x": [1,{"y":2}]} ], "format":"lemonlog-export","version":4}"#
        XCTAssertEqual(split(text), .pieces([
            .member(key: "checkIns", value: bytes("[1, 2]")),
            .item(bytes(#"{"id": "a"}"#)),
            .item(bytes(#"{"id" : "b", "x": [1,{"y":2}]}"#)),
            .listEnd(key: "entries", count: 2),
            .member(key: "format", value: bytes(#""lemonlog-export""#)),
            .member(key: "version", value: bytes("4")),
        ]))
    }

    func testItemsNotKeptAreOnlyCounted() {
        XCTAssertEqual(split(#"{"entries":[{"a":1},2,"x"],"version":4}"#, keepItems: false), .pieces([
            .item([]), .item([]), .item([]),
            .listEnd(key: "entries", count: 3),
            .member(key: "version", value: bytes("4")),
        ]))
    }

    func testBracketsBracesAndQuotesInsideStringsAreText() {
        let tricky = #"{"situation": "a ] } [ { \" \\\" \\ , : 끝", "s2": "\\", "s3": "}"}"#
        XCTAssertEqual(split(#"{"entries":["# + tricky + ", " + tricky + #"],"format":"]}"}"#), .pieces([
            .item(bytes(tricky)),
            .item(bytes(tricky)),
            .listEnd(key: "entries", count: 2),
            .member(key: "format", value: bytes(#""]}""#)),
        ]))
    }

    func testKoreanTextIsKeptByteForByte() {
        let entry = #"{"situation":"팀장님이 회의에서 내 의견을 무시했다. 😶‍🌫️","thought":"나는 \"항상\" 무시당한다"}"#
        XCTAssertEqual(split(#"{"entries":["# + entry + "]}"), .pieces([.item(bytes(entry)), .listEnd(key: "entries", count: 1)]))
    }

    func testAnEscapedKeyIsReadAsItsText() {
        XCTAssertEqual(split(#"{"entr\u0069es":[1],"\"q\"":true}"#), .pieces([
            .item(bytes("1")), .listEnd(key: "entries", count: 1), .member(key: "\"q\"", value: bytes("true")),
        ]))
    }

    func testAnEntriesValueThatIsNoListIsAMember() {
        XCTAssertEqual(split(#"{"entries":null}"#), .pieces([.member(key: "entries", value: bytes("null"))]))
        XCTAssertEqual(split(#"{"entries":{"a":[1]}}"#), .pieces([.member(key: "entries", value: bytes(#"{"a":[1]}"#))]))
        XCTAssertEqual(split(#"{"other":[1,2]}"#), .pieces([.member(key: "other", value: bytes("[1,2]"))]))
    }

    func testEmptyObjectsAndListsAndWhitespace() {
        XCTAssertEqual(split(" \n{ }\r\n\t"), .pieces([]))
        XCTAssertEqual(split(#"{"entries":[ ]}"#), .pieces([.listEnd(key: "entries", count: 0)]))
        XCTAssertEqual(split("{\"entries\":[\n{}\n]\n}\n"), .pieces([.item(bytes("{}")), .listEnd(key: "entries", count: 1)]))
    }

    func testEveryTruncationIsMalformed() {
        let text = #"{"entries":[{"s":"]}\"끝"},[1,2],-1.5e3,true],"version":4}"#
        XCTAssertNotEqual(split(text), .malformed)
        let all = Array(text.utf8)
        for end in 0..<all.count {
            let prefix = String(decoding: all[..<end], as: UTF8.self)
            XCTAssertEqual(split(prefix, chunk: 3), .malformed, "cut after \(end) bytes: \(prefix)")
        }
    }

    func testWhatIsNoObjectOfMembersIsMalformed() {
        for text in ["", "[]", "5", #""x""#, "{,}", #"{"a"}"#, #"{"a":}"#, #"{"a":1,}"#, #"{"a":1 "b":2}"#,
                     #"{"entries":[1,]}"#, #"{"entries":[,1]}"#, #"{"entries":[1 2]}"#, #"{"a":1}x"#, #"{"a":1}{}"#,
                     #"{a:1}"#, #"{"a":1 2}"#, #"{"a":1"b"}"#, #"{"a":]}"#, "\u{FEFF}{}"] {
            XCTAssertEqual(split(text), .malformed, text)
        }
    }
}
