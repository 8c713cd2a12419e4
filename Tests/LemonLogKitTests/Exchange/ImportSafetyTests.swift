import Foundation
import XCTest
@testable import LemonLogKit

/// Import against a diary in use: entries open elsewhere, images a draft still refers to,
/// a staging folder that cannot be finished yet.
final class ImportSafetyTests: StoreTestCase {
    let id = "0873fea124cc"

    /// An export of the fixture's first entry, its situation replaced, with one image named `name`.
    func document(situation: String, imageName: String = "new.png") throws -> [ImportCandidate] {
        var entry = ExchangeFixtures.entries[0]
        entry.content.situation = situation
        let exchange = ExchangeCheck.exchange(entry) { _ in nil }
        var withImage = exchange
        withImage.images = [ExchangeImage(name: imageName, format: "png", originalPath: "~/" + imageName,
                                          data: ExchangeFixtures.png.base64EncodedString())]
        let data = try ExchangeDocument(entries: [withImage]).encoded()
        guard case .success(let candidates) = ImportReader(timeZone: ExchangeFixtures.utc).read(data).map(\.candidates) else {
            XCTFail("the document did not read")
            return []
        }
        return candidates
    }

    /// The fixture's first entry saved with one image, `images/<id>/1-old.png`.
    func savedWithImage(_ store: DiaryStore) throws -> ImageAttachment {
        let source = root.appendingPathComponent("old.png")
        try (ExchangeFixtures.png + Data([9, 9])).write(to: source)
        var entry = ExchangeFixtures.entries[0]
        let image = try store.importImage(at: source.path, ownerID: id)
        entry.content.images = [image]
        try store.saveEntry(entry)
        return image
    }

    func situation(_ store: DiaryStore) throws -> String? {
        guard case .entry(let entry) = try store.resolve(id) else { return nil }
        return entry.content.situation
    }

    func testALockedEntryIsLeftAsItIsAndNamed() throws {
        let store = try makeStore()
        let old = try savedWithImage(store)
        let held = try store.lock(id: id)  // as `edit <id>` holds it
        let result = try store.importEntries(try document(situation: "imported"), replace: true)
        XCTAssertEqual(result.inUse, [id])
        XCTAssertEqual(result.replaced, 0)
        XCTAssertEqual(try situation(store), ExchangeFixtures.entries[0].content.situation)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try store.imagePath(old)), "the open entry's image is kept")
        held.release()

        // Once it is closed, the same import replaces it.
        let again = try store.importEntries(try document(situation: "imported"), replace: true)
        XCTAssertEqual(again.replaced, 1)
        XCTAssertEqual(again.inUse, [])
        XCTAssertEqual(try situation(store), "imported")
    }

    func testAnImageADraftStillRefersToIsNeverDeletedByAReplace() throws {
        let store = try makeStore()
        let old = try savedWithImage(store)
        // Unsaved edits of the entry, not open now (no lock), referring to the old copy.
        var content = ExchangeFixtures.entries[0].content
        content.images = [old]
        try store.saveDraft(DiaryDraft(id: "d4af70000000", entryID: id, createdAt: Date(), updatedAt: Date(),
                                       content: content, position: DraftPosition(step: .dateAndImages)))
        let result = try store.importEntries(try document(situation: "imported", imageName: "old.png"), replace: true)
        XCTAssertEqual(result.replaced, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try store.imagePath(old)), "the draft's image was deleted")
        guard case .entry(let entry) = try store.resolve(id) else { return XCTFail("no entry") }
        XCTAssertEqual(entry.content.situation, "imported")
        let new = try XCTUnwrap(entry.content.images.first)
        XCTAssertNotEqual(new.storedPath, old.storedPath, "the imported copy did not overwrite the old one")
        XCTAssertEqual(try store.imageData(new), ExchangeFixtures.png)
        XCTAssertEqual(try store.imageData(old), ExchangeFixtures.png + Data([9, 9]))
        XCTAssertEqual(DiaryStore.exportName(of: new), "old.png")

        // With no draft referring to it, the replaced entry's old copy goes.
        try store.deleteDraft(id: "d4af70000000")
        XCTAssertEqual(try store.importEntries(try document(situation: "again"), replace: true).replaced, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: try store.imagePath(old)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: try store.imagePath(new)))
    }

    /// A committed import that could not be finished (here: a name taken in the entry's image
    /// folder, checked before anything moves; a full disk is tested end to end) keeps its
    /// staging folder, and the next start finishes it by the same rules.
    func testACommittedImportThatCannotFinishIsKeptAndFinishedOnTheNextStart() throws {
        let store = try makeStore()
        let staging = store.directory.path + "/.import-aaaaaaaaaaaa"
        var entry = ExchangeFixtures.entries[1]
        entry.content.situation = "from the staging folder"
        try FileManager.default.createDirectory(atPath: staging + "/entries", withIntermediateDirectories: true)
        try StoreJSON.encode(entry).write(to: URL(fileURLWithPath: staging + "/entries/\(entry.id).json"))
        try write(entry.id + "\n", to: staging + "/manifest")
        // The index lock is held (an import is running): recovery waits for a later start.
        let other = try makeStore()
        try other.index.withIndexLock {
            store.tidyUp()
            XCTAssertTrue(FileManager.default.fileExists(atPath: staging + "/manifest"))
            XCTAssertEqual(try names(store.directory.path + "/entries"), [])
        }
        store.tidyUp()
        XCTAssertEqual(store.entries().entries.map(\.content.situation), ["from the staging folder"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging))
    }

    func testRecoveryWithoutReplaceNeverOverwritesAnEntryWrittenSince() throws {
        let store = try makeStore()
        let staging = store.directory.path + "/.import-bbbbbbbbbbbb"
        var staged = ExchangeFixtures.entries[1]
        staged.content.situation = "staged"
        try FileManager.default.createDirectory(atPath: staging + "/entries", withIntermediateDirectories: true)
        try StoreJSON.encode(staged).write(to: URL(fileURLWithPath: staging + "/entries/\(staged.id).json"))
        try write(staged.id + "\n", to: staging + "/manifest")
        var newer = ExchangeFixtures.entries[1]
        newer.content.situation = "written since"
        try store.saveEntry(newer)
        store.tidyUp()
        XCTAssertEqual(store.entries().entries.map(\.content.situation), ["written since"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging))
    }

    func testImageNamesAreTrimmedInLinearTime() throws {
        // 1 M characters took 4 s (16 s in a debug build) when the trimming was quadratic, 4 M took 86 s.
        let name = String(repeating: ".", count: 1_000_000) + String(repeating: "가", count: 1_000_000) + ".png"
        let counter = WorkCounter()
        let safe = WorkCounter.$current.withValue(counter) { ImageFiles.safeFileName(name) }
        // One pass over the scalars, one back from the end for the cut: about 2 M steps, not 10^12.
        XCTAssertLessThanOrEqual(counter.total.steps, 2 * name.unicodeScalars.count, "safeFileName is not linear: \(counter.total)")
        XCTAssertLessThanOrEqual(safe.utf8.count, ImageFiles.maxStoredNameBytes)
        XCTAssertTrue(safe.hasSuffix("가.png"), safe)
        XCTAssertEqual(ImageFiles.safeFileName("...a/..b\u{7}c.png"), "b_c.png")
        XCTAssertEqual(ImageFiles.safeFileName("...."), "image")
        // A cut that leaves a dot in front: no hidden file.
        XCTAssertEqual(ImageFiles.safeFileName(String(repeating: "x", count: 300) + "." + String(repeating: "y", count: 199)),
                       String(repeating: "y", count: 199))
    }
}
