import Foundation
import LemonLogTestSupport
import Testing

/// Compares rendered stats with the golden file stored beside the tests in `__Snapshots__/`,
/// through the one golden helper (`GoldenFile`: `LEMONLOG_RECORD_FRAMES=1` re-records, and a
/// recorded golden fails the test). ESC is shown as `␛`, each line ends in `⏎`.
enum StatsGolden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func text(_ lines: [String]) -> String {
        GoldenFile.visible(lines).joined(separator: "\n") + "\n"
    }

    static func assert(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenFile(folder: directory).check(text(lines), named: name + ".txt", sourceLocation: sourceLocation)
    }
}
