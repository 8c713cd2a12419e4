import Foundation
import Testing
@testable import LemonLogKit

@Suite("Emotion catalog file")
struct EmotionCatalogLoadTests {
    @Test("a catalog file that cannot give an emotion to choose says why", arguments: [
        ("not json", "{\"version\": 1, \"emotions\": [", EmotionCatalogProblem.damaged),
        ("not a catalog", "{\"version\": 1, \"emotions\": {\"joy\": 1}}", .damaged),
        ("no emotions", "{\"version\": 1, \"emotions\": []}", .empty),
        ("empty file", "", .damaged),
    ])
    func problems(name: String, content: String, expected: EmotionCatalogProblem) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("emotions-\(UUID().uuidString).json")
        try Data(content.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: expected, "\(name)") { try EmotionCatalog.load(contentsOf: url).get() }
    }

    @Test("a missing file is missing")
    func missing() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).json")
        #expect(throws: EmotionCatalogProblem.missing) { try EmotionCatalog.load(contentsOf: url).get() }
    }

    @Test("the shipped catalog loads, with emotions, and is the one the wizard uses")
    func shipped() throws {
        let catalog = try EmotionCatalog.shippedLoad.get()
        #expect(!catalog.rows.isEmpty)
        #expect(catalog == EmotionCatalog.shipped)
    }
}
