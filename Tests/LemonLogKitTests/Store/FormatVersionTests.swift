import Foundation
import Testing
@testable import LemonLogKit

/// Entry and draft files have one version (`FormatVersion.current`). Raising it needs a step in
/// the migration chain and a fixture folder of files written in the version before, so that
/// every older diary keeps loading (`FormatFixtureTests` reads them).
@Suite("Format version")
struct FormatVersionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("entries and drafts write the one version")
    func oneVersion() {
        #expect(DiaryEntry.currentVersion == FormatVersion.current)
        #expect(DiaryDraft.currentVersion == FormatVersion.current)
        let date = Date(timeIntervalSince1970: 0)
        #expect(DiaryEntry(id: "a", createdAt: date, updatedAt: date, content: DiaryContent(date: date)).version == FormatVersion.current)
        #expect(DiaryDraft(id: "a", createdAt: date, updatedAt: date, content: DiaryContent(date: date),
                           position: DraftPosition()).version == FormatVersion.current)
    }

    @Test("every older version has its migration step, in order")
    func migrationSteps() {
        let older = Array(1..<FormatVersion.current)
        #expect(FormatMigration.contentChain.map(\.from) == older,
                "FormatVersion.current is \(FormatVersion.current): add one step to FormatMigration.contentChain per version")
        #expect(DiaryEntry.migrations.map(\.from) == older)
        #expect(DiaryDraft.migrations.map(\.from) == older)
    }

    @Test("every older version has a fixture folder of entries and drafts as it wrote them")
    func fixtureFolders() throws {
        for version in 1..<FormatVersion.current {
            let data = Self.fixtures.appendingPathComponent("format-v\(version)/data")
            for folder in ["entries", "drafts"] {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent(folder).path)) ?? []
                #expect(files.contains { $0.hasSuffix(".json") },
                        "Tests/Fixtures/format-v\(version)/data/\(folder) holds no file written in version \(version)")
            }
            for file in try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("entries").path) {
                let object = try #require(try JSONSerialization.jsonObject(
                    with: Data(contentsOf: data.appendingPathComponent("entries/" + file))) as? [String: Any])
                #expect(object["version"] as? Int == version, "\(file) is not a version-\(version) file")
            }
        }
    }
}
