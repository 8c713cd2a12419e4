import Foundation
import XCTest
@testable import LemonLogKit

/// Issue 32, item 2: a value in every row of the field table (`FieldTable.columns`, enumerated,
/// not listed by hand) goes through every path an entry takes (draft, entry, export and import,
/// the index, `list --json`, sync and its merge, encryption) and comes back; a path that forgets
/// a row fails here, naming the row and the path.
final class EveryFieldRoundTripTests: StoreTestCase {
    static let emotions = ["sadness.hurt", "joy.happy"]
    static let moment = Date(timeIntervalSince1970: 1_780_000_000.125)

    /// One row's value as a file writes it (its images without where they are stored: a copy or
    /// an import stores them under another entry's folder, an encrypted diary under neutral names).
    private struct Fragment: Encodable {
        let column: ContentColumn
        let content: DiaryContent
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: ColumnKey.self)
            try column.write(content, &c)
        }
    }

    static func fragment(_ column: ContentColumn, _ content: DiaryContent) throws -> String {
        var content = content
        content.images = content.images.map { image in
            var named = image
            named.name = image.ownName
            named.storedPath = ""
            return named
        }
        return String(decoding: try StoreJSON.encode(Fragment(column: column, content: content)), as: UTF8.self)
    }

    /// A sample value of a row, by its kind: not the row's default. A new kind does not compile
    /// until it has one here.
    private enum Sample: Encodable {
        case string(String), strings([String]), date(Date), images([ImageAttachment]), ratings([String: Int])
        case outcome(ActionOutcome), flag(Bool), number(Int)

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .string(let value): try c.encode(value)
            case .strings(let value): try c.encode(value)
            case .date(let value): try c.encode(value)
            case .images(let value): try c.encode(value)
            case .ratings(let value): try c.encode(value)
            case .outcome(let value): try c.encode(value)
            case .flag(let value): try c.encode(value)
            case .number(let value): try c.encode(value)
            }
        }
    }

    private static func sample(_ kind: ColumnKind, image: ImageAttachment) -> Sample {
        switch kind {
        case .text(let field): return .string("words of \(field.rawValue)")
        case .emotionKeys: return .strings(emotions)
        case .trapKeys: return .strings(["mind_reading", "labeling"])
        case .date: return .date(moment)
        case .optionalDate: return .date(moment.addingTimeInterval(86_400))
        case .zoneName: return .string("America/New_York")
        case .images: return .images([image])
        case .ratingsByKey: return .ratings(Dictionary(uniqueKeysWithValues: zip(emotions, [80, 10])))
        case .outcome:
            return .outcome(ActionOutcome(status: .partly, at: moment.addingTimeInterval(3_600), mastery: 7, pleasure: 4, note: "went",
                                          learned: "she was glad", moodAfter: OutcomeMood(emotion: "joy.calm", intensity: 60)))
        case .flag: return .flag(true)
        case .optionalText: return .string("a reason to bring it")
        case .beliefs(let jsonKey):
            var parts: [String: Int] = [:]
            for (index, field) in FieldTable.beliefFields.enumerated() where field.spec.jsonKey == jsonKey {
                guard case .belief(_, let part?) = field.spec.kind else { return .number(60 + index) }
                parts[part] = 60 + index
            }
            return .ratings(parts)
        }
    }

    /// A content with every row's sample, read through the rows themselves; fails if a sample is its row's default.
    func filledContent(image: ImageAttachment) throws -> DiaryContent {
        var object: [String: Sample] = [:]
        for column in FieldTable.columns { object[column.jsonKey] = Self.sample(column.kind, image: image) }
        let content = try StoreJSON.decoder().decode(DiaryContent.self, from: try StoreJSON.encode(object))
        let blank = try StoreJSON.decoder().decode(DiaryContent.self, from: Data("{}".utf8))
        for column in FieldTable.columns where try Self.fragment(column, content) == Self.fragment(column, blank) {
            XCTFail("row \(column.jsonKey): its sample reads as its default")
        }
        return content
    }

    /// Fails for every row of `place` that `after` does not hold as `before` does; `counted`:
    /// images are compared by their count (what the index keeps).
    func expectKept(_ before: DiaryContent, _ after: DiaryContent?, place: ColumnPlaces, path: String, counted: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        guard let after else {
            XCTFail("path \(path): the entry did not come back", file: file, line: line)
            return
        }
        for column in FieldTable.columns(in: place) {
            if counted, case .images = column.kind {
                XCTAssertEqual(after.images.count, before.images.count, "row \(column.jsonKey) lost on path \(path)", file: file, line: line)
                continue
            }
            let was = try Self.fragment(column, before), now = try Self.fragment(column, after)
            XCTAssertEqual(now, was, "row \(column.jsonKey) lost on path \(path)", file: file, line: line)
        }
    }

    /// A store with one entry (and a draft of it) holding every row's sample.
    func storeWithEntry(id: String = "c0ffee123456") throws -> (store: DiaryStore, entry: DiaryEntry) {
        let store = try makeStore()
        let picture = root.appendingPathComponent("picture.png")
        try ExchangeFixtures.png.write(to: picture)
        let image = try store.importImage(at: picture.path, ownerID: id)
        let entry = DiaryEntry(id: id, createdAt: Self.moment.addingTimeInterval(-60), updatedAt: Self.moment,
                               content: try filledContent(image: image))
        try store.saveEntry(entry)
        return (store, entry)
    }

    /// The keys an entry of the schema `name` (`Resources/schemas/<name>.schema.json`) may hold.
    static func schemaKeys(_ name: String) throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Resources/schemas/\(name).schema.json"))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entry = try XCTUnwrap((schema["$defs"] as? [String: Any])?["entry"] as? [String: Any])
        return Set(try XCTUnwrap(entry["properties"] as? [String: Any]).keys)
    }

    /// Fails for every key the first entry of `document` holds that its schema does not declare.
    func expectDeclared(_ document: Data, schema name: String, path: String) throws {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        let entry = try XCTUnwrap((object["entries"] as? [[String: Any]])?.first, "path \(path): no entry")
        let declared = try Self.schemaKeys(name)
        for key in entry.keys.sorted() where !declared.contains(key) {
            XCTFail("row \(key) on path \(path) is not in Resources/schemas/\(name).schema.json")
        }
    }

    /// A value of `DiaryContent` that no row reads stays at its default in the sample: that value
    /// would vanish from every file.
    func testEveryValueHasARow() throws {
        let (_, entry) = try storeWithEntry()
        let blank = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for (value, empty) in zip(Mirror(reflecting: entry.content).children, Mirror(reflecting: blank).children)
        where String(describing: value.value) == String(describing: empty.value) {
            XCTFail("DiaryContent.\(value.label ?? "?") has no row in FieldTable.columns")
        }
    }

    func testDraftAndEntryFiles() throws {
        let (store, entry) = try storeWithEntry()
        let draft = DiaryDraft(id: "d0ffee123456", entryID: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
                               content: entry.content, position: DraftPosition())
        try store.saveDraft(draft)
        let reopened = try makeStore()
        try expectKept(entry.content, reopened.drafts().drafts.first { $0.id == draft.id }?.content, place: .files, path: "draft")
        try expectKept(entry.content, reopened.entries().entries.first { $0.id == entry.id }?.content, place: .files, path: "entry")
    }

    func testExportThenImport() throws {
        let (store, entry) = try storeWithEntry()
        let exported = store.exchangeDocument([entry])
        XCTAssertEqual(exported.problems, [])
        let document = try exported.document.encoded()
        try expectDeclared(document, schema: "export", path: "export")
        guard case .success(let read) = ImportReader().read(document) else {
            XCTFail("path export: the export did not read back")
            return
        }
        // Every field the export writes is one the import knows (`KnownFields`): none is named unknown.
        XCTAssertEqual(read.unknownFields, [], "path export: fields of the export the import does not know")
        XCTAssertEqual(read.skipped, [])
        let other = try DiaryStore(directory: root.appendingPathComponent("other", isDirectory: true))
        _ = try other.importEntries(read.candidates, replace: false)
        try expectKept(entry.content, other.entries().entries.first { $0.id == entry.id }?.content, place: .export, path: "export then import")
    }

    func testIndexAndListJSON() throws {
        let (store, entry) = try storeWithEntry()
        let summaries = try makeStore().entrySummaries(texts: true).summaries
        try expectKept(entry.content, summaries.first?.restored(), place: .index, path: "index", counted: true)
        let listed = try ListingJSON.encode(summaries, catalog: EmotionCatalog.shipped)
        /// `list --json` read back as export entries, with each entry's image count.
        struct Listed: Decodable {
            /// An entry's image count (the images row in `list --json`).
            struct Count: Decodable { var imageCount: Int }
            var entries: [ExchangeEntry]
            var counts: [Count]
            enum CodingKeys: CodingKey { case entries }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                entries = try c.decode([ExchangeEntry].self, forKey: .entries)
                counts = try c.decode([Count].self, forKey: .entries)
            }
        }
        try expectDeclared(Data(listed.utf8), schema: "list", path: "list --json")
        // Each trap is `{key, en, ko}` in list --json (version 4), a key in the export: read back by its key.
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any])
        document["entries"] = try XCTUnwrap(document["entries"] as? [[String: Any]]).map { entry in
            var entry = entry
            entry["traps"] = (entry["traps"] as? [[String: Any]])?.map { $0["key"] ?? "" }
            return entry
        }
        let list = try StoreJSON.decoder().decode(Listed.self, from: JSONSerialization.data(withJSONObject: document))
        var content = try XCTUnwrap(list.entries.first).content
        content.images = Array(repeating: ImageAttachment(storedPath: "", originalPath: "", format: ""), count: list.counts.first?.imageCount ?? 0)
        try expectKept(entry.content, content, place: .listJSON, path: "list --json", counted: true)
        XCTAssertEqual(store.entries().entries.count, 1)
    }

    func testSyncAndItsMerge() throws {
        let remote = root.appendingPathComponent("remote.git").path
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        made.arguments = ["git", "init", "--quiet", "--bare", remote]
        try made.run()
        made.waitUntilExit()
        XCTAssertEqual(made.terminationStatus, 0, "git init --bare")
        let (here, entry) = try storeWithEntry()
        _ = try here.sync(remote: remote)
        let there = try DiaryStore(directory: root.appendingPathComponent("there", isDirectory: true))
        _ = try there.sync(remote: remote)
        try expectKept(entry.content, there.entries().entries.first { $0.id == entry.id }?.content, place: .files, path: "sync")
        // Changed on both machines: the older version becomes a conflict copy, decoded and written again by the merge.
        var mine = entry, theirs = entry
        mine.updatedAt = entry.updatedAt.addingTimeInterval(10)
        theirs.updatedAt = entry.updatedAt.addingTimeInterval(20)
        try here.saveEntry(mine)
        _ = try here.sync(remote: nil)
        try there.saveEntry(theirs)
        _ = try there.sync(remote: nil)
        let copy = there.entries().entries.first { $0.conflictOf == entry.id }
        try expectKept(entry.content, copy?.content, place: .files, path: "sync's merge (the conflict copy)")
    }

    func testEncryption() throws {
        let key = root.appendingPathComponent("age-key").path
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        made.arguments = ["age-keygen", "-o", key]
        made.standardError = FileHandle.nullDevice
        try made.run()
        made.waitUntilExit()
        XCTAssertEqual(made.terminationStatus, 0, "age-keygen (needs age)")
        let text = try String(contentsOfFile: key, encoding: .utf8)
        let recipient = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("# public key: ") }?.dropFirst("# public key: ".count))
        setenv(AgeEngine.identityVariable, key, 1)
        defer { unsetenv(AgeEngine.identityVariable) }
        let (store, entry) = try storeWithEntry()
        let draft = DiaryDraft(id: "d0ffee123456", entryID: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
                               content: entry.content, position: DraftPosition())
        try store.saveDraft(draft)
        _ = try store.encrypt(to: [String(recipient)])
        let sealed = try Data(contentsOf: URL(fileURLWithPath: store.documents.entryPath(entry.id)))
        XCTAssertTrue(SealedBytes.isSealed(sealed), "the entry file is sealed")
        let reopened = try makeStore()
        try expectKept(entry.content, reopened.entries().entries.first { $0.id == entry.id }?.content, place: .files, path: "encryption (entry)")
        try expectKept(entry.content, reopened.drafts().drafts.first { $0.id == draft.id }?.content, place: .files, path: "encryption (draft)")
    }
}
