import Foundation
import XCTest
@testable import LemonLogKit
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The index beside the entries: a cache that notices other tools, survives damage and
/// crashes, and never rewrites an entry (issue 10, item 2).
final class EntryIndexTests: StoreTestCase {
    let day: TimeInterval = 86_400

    func entry(_ n: Int, _ text: String? = nil) -> DiaryEntry {
        sampleEntry(id: String(format: "e%011d", n), date: Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(n) * day),
                    text: text ?? "entry \(n)")
    }

    /// What `list` shows: ids and first lines, newest first.
    func listed(_ store: DiaryStore) -> [String] {
        store.entrySummaries().summaries.map { "\($0.id) \($0.situationHead)" }
    }

    /// What reading every file gives, for comparison.
    func truth(_ store: DiaryStore) -> [String] {
        store.entries().entries.map { "\($0.id) \($0.content.situation)" }
    }

    /// Makes the folder's stamp old enough to be trusted (as it is a few seconds after a change).
    func ageFolder(_ store: DiaryStore) {
        var times = [timespec(tv_sec: time(nil) - 10, tv_nsec: 0), timespec(tv_sec: time(nil) - 10, tv_nsec: 0)]
        utimensat(AT_FDCWD, store.entriesPath, &times, 0)
    }

    func testSavesAndDeletesKeepTheIndexRightWithoutRescanning() throws {
        let store = try makeStore()
        for n in 1...5 { try store.saveEntry(entry(n)) }
        XCTAssertEqual(listed(store), truth(store))
        ageFolder(store)
        _ = store.entrySummaries()
        let index = try XCTUnwrap(store.index.loadIndex())
        XCTAssertFalse(index.racy)
        try store.saveEntry(entry(6))
        try store.deleteEntry(id: entry(2).id)
        let after = try XCTUnwrap(store.index.loadIndex())
        XCTAssertFalse(after.racy, "our own saves keep a trusted index")
        XCTAssertEqual(after.stamp, DirectoryStamp.of(store.entriesPath))
        XCTAssertEqual(listed(store), truth(store))
        XCTAssertEqual(listed(store).count, 5)
    }

    func testFilesAddedChangedOrRemovedBehindTheProgramsBackShowUp() throws {
        let store = try makeStore()
        for n in 1...4 { try store.saveEntry(entry(n)) }
        ageFolder(store)
        _ = store.entrySummaries()
        // Another tool (sync, git, a restore): adds one, rewrites one in place, removes one.
        let other = try makeStore()
        let added = entry(9, "synced in")
        try StoreJSON.encode(added).write(to: URL(fileURLWithPath: other.entryPath(added.id)))
        var changed = entry(3, "changed by git")
        changed.updatedAt = Date()
        try StoreJSON.encode(changed).write(to: URL(fileURLWithPath: other.entryPath(changed.id)))
        unlink(other.entryPath(entry(1).id))
        XCTAssertEqual(listed(store), truth(store))
        XCTAssertEqual(listed(store).first, "\(added.id) synced in")
        XCTAssertTrue(listed(store).contains("\(changed.id) changed by git"))
        XCTAssertFalse(listed(store).contains { $0.hasPrefix(entry(1).id) })
    }

    func testTruncatedOrGarbageIndexIsRebuilt() throws {
        let store = try makeStore()
        for n in 1...6 { try store.saveEntry(entry(n)) }
        let good = try Data(contentsOf: URL(fileURLWithPath: store.indexPath))
        var random = SeededRandom(seed: 0x5EED)
        let garbage = Data((0..<good.count).map { _ in UInt8.random(in: 0...255, using: &random) })
        var flipped = good
        flipped[flipped.count / 2] ^= 0x40
        for damaged in [good.prefix(good.count / 2), garbage, flipped, Data(), Data("LLIX".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: store.indexPath))
            XCTAssertEqual(listed(store), truth(store))
            XCTAssertNotNil(store.index.loadIndex(), "rebuilt and saved")
        }
        unlink(store.indexPath)
        XCTAssertEqual(listed(store), truth(store))
    }

    func testCrashBetweenEntryWriteAndIndexUpdateLosesNothing() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n)) }
        ageFolder(store)
        _ = store.entrySummaries()
        let before = try Data(contentsOf: URL(fileURLWithPath: store.indexPath))
        // The entry reaches the disk; the process dies before the index is written.
        try store.saveEntry(entry(4, "saved just before the crash"))
        try before.write(to: URL(fileURLWithPath: store.indexPath))
        XCTAssertEqual(listed(store), truth(store))
        XCTAssertEqual(listed(store).first, "\(entry(4).id) saved just before the crash")
    }

    /// The index keeps the first line of every text `list` shows (`FieldTable.listedFields`),
    /// whichever fields the table marks listed: a field marked listed whose head the codec does not
    /// write would come back empty from the index, silently (issue 19 review, finding 4).
    func testTheIndexKeepsTheHeadOfEveryListedField() throws {
        var content = sampleEntry(id: "e00000000001", date: Date(timeIntervalSinceReferenceDate: 700_000_000), text: "s").content
        for field in FieldTable.textFields { content.setText("head of \(field.rawValue)\nsecond line", of: field) }
        let entry = DiaryEntry(id: "e00000000001", createdAt: content.date, updatedAt: content.date, content: content)
        let summary = EntrySummary(entry: entry, file: FileStamp(stat()))
        XCTAssertEqual(Set(summary.heads.keys), Set(FieldTable.listedFields))
        let index = EntryIndex(stamp: .zero, racy: true, summaries: [summary], problems: [])
        let read = try XCTUnwrap(EntryIndexCodec.decode(EntryIndexCodec.encode(index)))
        XCTAssertEqual(read.summaries.first?.heads, summary.heads, "teach EntryIndexCodec the head of each listed field (and bump its layout)")
    }

    /// An index made before Latin diacritics were folded (layout 4, the texts folded the old
    /// way) is rebuilt, so `--contains zoe` finds `Zoë` in an old diary too (issue 23, item 4).
    func testAnIndexOfTheLayoutBeforeDiacriticFoldingIsRefolded() throws {
        let store = try makeStore()
        try store.saveEntry(entry(1, "Lunch with Zoë"))
        ageFolder(store)
        _ = store.entrySummaries()
        var index = try XCTUnwrap(store.index.loadIndex())
        guard index.summaries.count == 1 else { return XCTFail("\(index.summaries.count) summaries, not 1") }
        var info = stat()
        XCTAssertEqual(lstat(store.entryPath(index.summaries[0].id), &info), 0)
        index.summaries[0].file = FileStamp(info)
        index.summaries[0].searchText = "lunch with zoë"  // as the fold before layout 5 left it
        var old = Array(EntryIndexCodec.encode(index).dropLast(8))
        old.replaceSubrange(4..<8, with: withUnsafeBytes(of: UInt32(4).littleEndian, Array.init))
        old += withUnsafeBytes(of: EntryIndexCodec.checksum(old).littleEndian, Array.init)
        try Data(old).write(to: URL(fileURLWithPath: store.indexPath))
        XCTAssertEqual(store.entrySummaries(matching: EntryFilter(contains: "zoe")).summaries.map(\.id), [entry(1).id])
    }

    /// An index of layout 9, made before the index kept the beliefs (issue 20), is rebuilt: the
    /// summaries then carry the beliefs that `stats` averages, read from the entry files.
    func testAnIndexFromBeforeTheBeliefsIsRebuiltWithThem() throws {
        let store = try makeStore()
        var believed = entry(1)
        believed.content.beliefs = [.hotThoughtBelief: 90, .hotThoughtBeliefAfter: 35, .balancedBelief: 70]
        try store.saveEntry(believed)
        ageFolder(store)
        XCTAssertEqual(store.entrySummaries().summaries.map(\.beliefs), [believed.content.beliefs])
        // The same index as layout 9 wrote it: the file's real stamp, no beliefs.
        var index = try XCTUnwrap(store.index.loadIndex())
        var info = stat()
        XCTAssertEqual(lstat(store.entryPath(believed.id), &info), 0)
        guard index.summaries.count == 1 else { return XCTFail("\(index.summaries.count) summaries, not 1") }
        index.summaries[0].file = FileStamp(info)
        index.summaries[0].beliefs = [:]
        var old = Array(EntryIndexCodec.encode(index).dropLast(8))
        old.replaceSubrange(4..<8, with: withUnsafeBytes(of: UInt32(9).littleEndian, Array.init))
        old += withUnsafeBytes(of: EntryIndexCodec.checksum(old).littleEndian, Array.init)
        try Data(old).write(to: URL(fileURLWithPath: store.indexPath))
        let summaries = store.entrySummaries().summaries
        XCTAssertEqual(summaries.map(\.beliefs), [believed.content.beliefs], "a layout-9 index is read again from the files")
        let stats = DiaryStats(summaries: summaries)
        XCTAssertEqual(stats.beliefs.map(\.field), [.hotThought, .reeval])
        XCTAssertEqual(stats.beliefs.first?.shownAfter, 35)
        XCTAssertEqual(try XCTUnwrap(store.index.loadIndex()).summaries.map(\.beliefs), [believed.content.beliefs],
                       "the rebuilt index is written with the beliefs")
    }

    /// Rewrites the index with every file's real stamp (as a read more than two seconds after
    /// the last change records them) and the given first lines, which no file holds: a summary
    /// that still shows its planted line was not read again.
    func plantIndex(_ store: DiaryStore, heads: [String: String] = [:]) throws {
        var index = try XCTUnwrap(store.index.loadIndex())
        for i in index.summaries.indices {
            var info = stat()
            XCTAssertEqual(lstat(store.entryPath(index.summaries[i].id), &info), 0)
            index.summaries[i].file = FileStamp(info)
            if let head = heads[index.summaries[i].id] { index.summaries[i].situationHead = head }
        }
        for i in index.problems.indices {
            var info = stat()
            XCTAssertEqual(lstat(store.entriesPath + "/" + index.problems[i].name, &info), 0)
            index.problems[i].file = FileStamp(info)
        }
        try EntryIndexCodec.encode(index).write(to: URL(fileURLWithPath: store.indexPath))
    }

    /// Overwrites a file in place (same inode, no rename: the folder's stamp stays), as
    /// `cp new.json entries/X.json` or `cat > X.json` do.
    func rewriteInPlace(_ path: String, _ data: Data) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        data.withUnsafeBytes { XCTAssertEqual(Glibc.write(fd, $0.baseAddress, $0.count), $0.count) }
        close(fd)
    }

    func testUnreadableFilesStayReportedAndUnchangedFilesAreNotReadAgain() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n)) }
        try write("{ not json", to: store.entryPath("bad000000001"))
        XCTAssertEqual(store.entrySummaries().problems, [StoreProblem(path: store.entryPath("bad000000001"), reason: "not valid JSON")])
        try plantIndex(store, heads: [entry(2).id: "from the index"])
        XCTAssertTrue(listed(store).contains("\(entry(2).id) from the index"), "trusted: nothing read")
        try write("", to: store.entriesPath + "/.x.json.tmp-1")  // a change to the folder: forces a scan
        let (summaries, problems) = store.entrySummaries()
        XCTAssertEqual(summaries.count, 3)
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(listed(store).contains("\(entry(2).id) from the index"), "a scan reads only changed files")
    }

    /// Reads trust the folder's stamp alone (issue 36): an entry rewritten in place with the
    /// same size, which leaves that stamp alone, is listed as it was until the daily upkeep or
    /// `lemonlog doctor` (`checkIndex`) looks at every file's stamp and reads it again.
    func testEntryRewrittenInPlaceIsFoundByTheCheckNotByAPlainRead() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n, "first words")) }
        ageFolder(store)
        XCTAssertEqual(listed(store), truth(store))
        let folder = DirectoryStamp.of(store.entriesPath)
        let path = store.entryPath(entry(2).id)
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        let new = Data(String(decoding: old, as: UTF8.self).replacingOccurrences(of: "first words", with: "other words").utf8)
        XCTAssertEqual(old.count, new.count)
        XCTAssertNotEqual(old, new)
        rewriteInPlace(path, new)
        XCTAssertEqual(DirectoryStamp.of(store.entriesPath), folder, "the folder did not change")
        XCTAssertTrue(listed(store).contains("\(entry(2).id) first words"), "a plain read looks at no entry file: \(listed(store))")
        XCTAssertEqual(store.indexFilesRead, 0)
        XCTAssertEqual(store.checkIndex().filesRead, 1, "the check reads the rewritten file again, and only it")
        XCTAssertTrue(listed(store).contains("\(entry(2).id) other words"), "\(listed(store))")
        XCTAssertEqual(listed(store), truth(store))
        XCTAssertEqual(store.checkIndex().filesRead, 0, "nothing left to find")
    }

    /// The daily upkeep finds an in-place rewrite as `checkIndex` does, once its day has come.
    func testEntryRewrittenInPlaceIsFoundByTheDailyUpkeep() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n, "first words")) }
        ageFolder(store)
        store.tidyUp()  // today's sweep, done
        XCTAssertEqual(listed(store), truth(store))
        let path = store.entryPath(entry(3).id)
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        rewriteInPlace(path, Data(String(decoding: old, as: UTF8.self).replacingOccurrences(of: "first words", with: "upkeep words").utf8))
        store.tidyUp()
        XCTAssertEqual(listed(store).first, "\(entry(3).id) first words", "the sweep ran today already: not yet seen")
        store.tidyUp(now: Date().addingTimeInterval(day + 60))
        XCTAssertEqual(listed(store).first, "\(entry(3).id) upkeep words", "the next day's sweep read it again")
        XCTAssertEqual(listed(store), truth(store))
    }

    func testInPlaceRewriteIsNoticedByChangeTimeEvenWithTheModificationTimeSetBack() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n, "first words")) }
        ageFolder(store)
        _ = store.entrySummaries()
        try plantIndex(store)
        let path = store.entryPath(entry(3).id)
        var before = stat()
        lstat(path, &before)
        // The rewrite must get a later change time: wait (no sleep) for the clock the file
        // system stamps with, the coarse real-time clock, to pass the file's change time.
        var now = timespec()
        while true {
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
            if (now.tv_sec, now.tv_nsec) > (before.st_ctim.tv_sec, before.st_ctim.tv_nsec) { break }
            sched_yield()
        }
        rewriteInPlace(path, try StoreJSON.encode(entry(3, "other words")))
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)  // touch -d: same size, same mtime
        var after = stat()
        lstat(path, &after)
        XCTAssertEqual([after.st_mtim.tv_sec, after.st_mtim.tv_nsec], [before.st_mtim.tv_sec, before.st_mtim.tv_nsec])
        XCTAssertNotEqual([after.st_ctim.tv_sec, after.st_ctim.tv_nsec], [before.st_ctim.tv_sec, before.st_ctim.tv_nsec],
                          "the change time moved (what this test is about)")
        XCTAssertEqual(listed(store).first, "\(entry(3).id) first words", "a plain read trusts the folder's stamp")
        XCTAssertEqual(store.checkIndex().filesRead, 1)
        XCTAssertEqual(listed(store).first, "\(entry(3).id) other words")
        let index = try XCTUnwrap(store.index.loadIndex())
        XCTAssertFalse(index.racy, "only the rewritten file was read again: the index stays trusted")
    }

    func testReadingNeverRewritesAnEntry() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n)) }
        let before = try names(store.entriesPath).map { try Data(contentsOf: URL(fileURLWithPath: store.entriesPath + "/" + $0)) }
        unlink(store.indexPath)
        _ = store.entrySummaries()
        let after = try names(store.entriesPath).map { try Data(contentsOf: URL(fileURLWithPath: store.entriesPath + "/" + $0)) }
        XCTAssertEqual(before, after)
    }

    func testCodecRoundTripAndLayoutBump() throws {
        let store = try makeStore()
        for n in 1...3 { try store.saveEntry(entry(n, "한국어 첫 줄\n둘째 줄")) }
        let index = store.index.currentIndex()
        XCTAssertEqual(EntryIndexCodec.decode(EntryIndexCodec.encode(index)), index)
        XCTAssertEqual(index.summaries.first?.situationHead, "한국어 첫 줄")
        XCTAssertEqual(EntryIndexCodec.decode(EntryIndexCodec.encode(index), limit: 2)?.summaries,
                       Array(index.summaries.prefix(2)))
        XCTAssertEqual(store.entrySummaries(limit: 1, texts: true).summaries, Array(index.summaries.prefix(1)))
        XCTAssertEqual(EntryIndexCodec.layout, 18, "the index keeps the prediction's belief (issue 35), in pages, with a sorted id table (issue 36)")
        var copy = entry(4, "a conflict copy")
        copy.conflictOf = "0000000000aa"
        try store.saveEntry(copy)
        let marked = store.index.currentIndex()
        XCTAssertEqual(EntryIndexCodec.decode(EntryIndexCodec.encode(marked)), marked)
        XCTAssertEqual(marked.summaries.filter { $0.conflictOf != nil }.map(\.conflictOf), ["0000000000aa"])
        var other = EntryIndexCodec.encode(index)
        other[4] = 99  // another layout number
        XCTAssertNil(EntryIndexCodec.decode(other))
    }

    func testIndexKnowsTrapsTheActionAndItsDoneMark() throws {
        let store = try makeStore()
        var done = entry(1)
        done.content.traps = ["mind_reading", "labeling"]
        done.content.action = "\n  Call Mina\nand say sorry"
        done.content.actionOutcome = ActionOutcome(at: Date(timeIntervalSinceReferenceDate: 800_000_000), note: "went well")
        var none = entry(2)
        none.content.action = "  "
        try store.saveEntry(done)
        try store.saveEntry(none)
        let index = store.index.currentIndex()
        XCTAssertEqual(EntryIndexCodec.decode(EntryIndexCodec.encode(index)), index)
        XCTAssertEqual(EntryIndexCodec.decode(EntryIndexCodec.encode(index), texts: false)?.summaries.map(\.traps),
                       [[], ["mind_reading", "labeling"]])
        let summaries = store.entrySummaries().summaries
        XCTAssertEqual(summaries.map(\.traps), [[], ["mind_reading", "labeling"]])
        XCTAssertEqual(summaries.map(\.actionHead), ["", "Call Mina"])
        XCTAssertEqual(summaries.map(\.hasAction), [false, true])
        XCTAssertEqual(summaries.map(\.actionOutcome), [nil, ActionOutcome(at: Date(timeIntervalSinceReferenceDate: 800_000_000), note: "went well")])
    }

    /// Filtering on the index's bytes gives what decoding everything and then filtering gives:
    /// seeded random indexes (ASCII and Korean keys, a Kelvin sign K and a decomposed 가 that
    /// equal other keys as strings but not as bytes, problems, dates around the bounds) and
    /// random filters and limits.
    func testFilteredDecodeEqualsDecodeThenFilter() throws {
        var random = SeededRandom(seed: 20261124)
        let keys = ["sadness", "sadness.lonely", "joy.happy", "fear", "K.key", "\u{212A}.key", "가", "\u{1100}\u{1161}", "슬픔", ""]
        let words = ["lemonade", "레몬", "rain", "e\u{301}", "é", "coffee", "a", ""]
        func pick(_ pool: [String], _ most: Int) -> [String] {
            (0..<Int.random(in: 0...most, using: &random)).map { _ in pool.randomElement(using: &random)! }
        }
        for round in 0..<60 {
            let count = Int.random(in: 0...40, using: &random)
            var summaries: [EntrySummary] = (0..<count).map { n in
                let emotions = pick(keys, 4)
                let date = Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...40, using: &random)) * 3600)
                return EntrySummary(id: String(format: "%012x", round * 1000 + n), createdAt: date, updatedAt: date, date: date,
                                    emotions: emotions, situationHead: pick(words, 3).joined(separator: " "),
                                    imageCount: Int.random(in: 0...3, using: &random),
                                    intensities: emotions.map { _ in random.chance(0.5) ? Int.random(in: 0...100, using: &random) : nil },
                                    reratings: emotions.map { _ in random.chance(0.5) ? Int.random(in: 0...100, using: &random) : nil },
                                    traps: pick(keys, 2), actionHead: pick(words, 2).joined(separator: " "),
                                    actionOutcome: random.chance(0.3)
                                        ? ActionOutcome(status: ActionStatus.allCases.randomElement(using: &random)!, at: date,
                                                        mastery: random.chance(0.5) ? Int.random(in: 0...10, using: &random) : nil,
                                                        pleasure: random.chance(0.5) ? Int.random(in: 0...10, using: &random) : nil,
                                                        note: random.chance(0.5) ? "note " + pick(words, 2).joined(separator: " ") : nil)
                                        : nil,
                                    searchText: pick(words, 6).joined(separator: " "),
                                    file: FileStamp(size: Int64(n), changed: Int64(round), inode: Int64(n * 7)))
            }
            summaries.sort(by: EntrySummary.isListedBefore)
            let problems = (0..<Int.random(in: 0...2, using: &random)).map {
                EntryIndex.Problem(name: "bad\($0).json", file: .unknown, reason: "not valid JSON")
            }
            let index = EntryIndex(stamp: DirectoryStamp(modified: 1, changed: 2, size: 3, inode: 4), racy: false,
                                   summaries: summaries, problems: problems)
            let data = EntryIndexCodec.encode(index)
            let whole = try XCTUnwrap(EntryIndexCodec.decode(data))
            XCTAssertEqual(whole, index)
            for _ in 0..<20 {
                let hour = { Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...40, using: &random)) * 3600) }
                let filter = EntryFilter(emotionKeys: random.chance(0.5) ? Set(pick(keys, 3)) : nil,
                                         trapKeys: random.chance(0.3) ? Set(pick(keys, 2)) : nil,
                                         since: random.chance(0.3) ? hour() : nil, until: random.chance(0.3) ? hour() : nil,
                                         contains: random.chance(0.4) ? words.randomElement(using: &random)! : nil)
                let limit = random.chance(0.5) ? Int.random(in: 0...12, using: &random) : nil
                let expected = Array(whole.summaries.filter(filter.matches).prefix(limit ?? Int.max))
                let texts = random.chance(0.5)
                let decoded = try XCTUnwrap(EntryIndexCodec.decode(data, limit: limit, texts: texts, filter: filter))
                XCTAssertEqual(decoded.problems, index.problems)
                XCTAssertEqual(decoded.summaries.map(\.id), expected.map(\.id), "round \(round), \(filter)")
                XCTAssertEqual(decoded.summaries, texts ? expected : expected.map { var s = $0; s.searchText = ""; return s })
            }
        }
    }

    /// `entrySummaries(matching:)` takes the same entries whether the index was current (bytes
    /// filtered) or rebuilt (summaries filtered), and `list`'s contains filter sees the texts.
    func testEntrySummariesMatchingAFilterFromACurrentOrARebuiltIndex() throws {
        let store = try makeStore()
        for n in 1...6 {
            var e = entry(n, n % 2 == 0 ? "Lemonade stand \(n)" : "rain \(n)")
            e.content.emotions = n % 3 == 0 ? ["sadness.lonely"] : ["joy.happy"]
            try store.saveEntry(e)
        }
        let filter = EntryFilter(contains: "LEMONADE")
        let rebuilt = store.entrySummaries(limit: 2, matching: filter).summaries
        let current = store.entrySummaries(limit: 2, matching: filter).summaries
        XCTAssertEqual(rebuilt.map(\.id), current.map(\.id))
        XCTAssertEqual(current.count, 2)
        let all = store.entrySummaries(texts: true).summaries
        XCTAssertEqual(current.map(\.id), Array(all.filter(filter.matches).prefix(2)).map(\.id))
        let sad = EntryFilter(emotionKeys: ["sadness.lonely"])
        XCTAssertEqual(store.entrySummaries(matching: sad).summaries.map(\.id), all.filter(sad.matches).map(\.id))
    }
}
