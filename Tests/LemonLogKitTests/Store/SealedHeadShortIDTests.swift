import Foundation
import Testing
@testable import LemonLogKit

/// The lengths the sealed head keeps for its ids (issue 36: an encrypted `list -n 10` neither
/// decrypts the whole index nor lists `entries/` for its short ids): each id against every other
/// id of the index, as `DocumentFiles.shortIDLength` measures it against the folder.
@Suite struct SealedHeadShortIDTests {
    private func index(_ ids: [String], problems: [String] = []) -> EntryIndex {
        let date = Date(timeIntervalSince1970: 0)
        return EntryIndex(stamp: .zero, racy: false, summaries: ids.map {
            EntrySummary(id: $0, createdAt: date, updatedAt: date, date: date, emotions: [], situationHead: "s",
                         imageCount: 0, intensities: [], reratings: [], searchText: "", file: .unknown)
        }, problems: problems.map { EntryIndex.Problem(name: $0 + ".json", file: .unknown, reason: "damaged") })
    }

    @Test("each id's length against its nearest neighbours on both sides", arguments: [
        (["aaaaaaaa0001", "bbbbbbbb0002"], ["aaaaaaaa0001"], [], [8]),
        (["aaaaaaaa0001", "aaaaaaaa0002", "bbbbbbbb0003"], ["aaaaaaaa0001", "bbbbbbbb0003"], [], [12, 8]),
        (["aaaaaaaaa001", "aaaaaaaab001", "aaaaaaaac001"], ["aaaaaaaab001"], [], [9]),
        // An unreadable file's name counts as the folder listing counted it.
        (["cccccccc0001"], ["cccccccc0001"], ["cccccccc0009"], [12]),
        // Ids of 8 characters or fewer are neither measured nor counted.
        (["bulk0001", "bulk0001x"], ["bulk0001", "bulk0001x"], [], [8, 8]),
    ])
    func lengths(all: [String], head: [String], problems: [String], expected: [Int]) {
        let lengths = SealedIndexHead.shortIDLengths(of: head, among: index(all, problems: problems))
        #expect(lengths.map(Int.init) == expected)
        // The same answer as the folder's listing would give (DiaryStore.distinguishable's rule).
        for (id, length) in zip(head, lengths) where id.count > 8 {
            let others = (all + problems).filter { $0 != id && $0.count > 8 }
            #expect(others.allSatisfy { !$0.hasPrefix(String(id.prefix(Int(length)))) } || Int(length) == id.count, "\(id)")
        }
    }

    @Test("the head keeps the newest summaries without their search texts, and the ids' lengths")
    func headWithoutTexts() throws {
        var all = index((1...150).map { String(format: "entry%07d", $0) })
        for i in all.summaries.indices { all.summaries[i].searchText = "folded words of entry \(i)" }
        let plain = SealedIndexHead.plainHead(of: all, cutFrom: FileStamp(size: 1, changed: 2, inode: 3))
        let count = plain.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: 24, as: UInt32.self))) }
        #expect(count == SealedIndexHead.count)
        let head = try #require(EntryIndexCodec.decode(Data(plain.dropFirst(28 + count)), texts: true))
        #expect(head.summaries.map(\.id) == Array(all.summaries.prefix(SealedIndexHead.count).map(\.id)))
        #expect(head.summaries.allSatisfy { $0.searchText.isEmpty })
        #expect(head.summaries.map(\.situationHead) == Array(all.summaries.prefix(SealedIndexHead.count).map(\.situationHead)))
    }
}
