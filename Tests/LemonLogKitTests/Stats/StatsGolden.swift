import Foundation
import Testing

/// Compares rendered stats with the golden file stored beside the tests in `__Snapshots__/`,
/// as the terminal tests do with frames (`GoldenFrame`): `LEMONLOG_RECORD_FRAMES=1 swift test`
/// re-records them; a missing golden is recorded and the test fails, so that a new golden is
/// looked at once before it can pass. ESC is shown as `␛`, each line ends in `⏎`.
enum StatsGolden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func text(_ lines: [String]) -> String {
        lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "⏎" }.joined(separator: "\n") + "\n"
    }

    static func assert(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = text(lines)
        let record = ProcessInfo.processInfo.environment["LEMONLOG_RECORD_FRAMES"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded golden stats \(name).txt; check it and run again", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "stats \(name) differ from their golden:\n\(actual)", sourceLocation: sourceLocation)
    }
}
