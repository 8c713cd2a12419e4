import Foundation
import Testing
@testable import LemonLogTerminal

/// Compares a frame with the golden file stored beside the tests in `__Snapshots__/`.
/// `LEMONLOG_RECORD_FRAMES=1 swift test` re-records them; a missing golden is recorded and
/// the test fails, so a new golden is always looked at once before it can pass.
enum GoldenFrame {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    /// The frame as text: its lines, then where the cursor is. ESC is shown as `␛`.
    static func text(_ frame: Frame) -> String {
        var out = frame.lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "⏎" }
        if let cursor = frame.cursor {
            out.append("-- cursor row \(cursor.row) column \(cursor.column)")
        } else {
            out.append("-- cursor hidden")
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func assert(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = text(frame)
        let record = ProcessInfo.processInfo.environment["LEMONLOG_RECORD_FRAMES"] == "1"
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded golden frame \(name).txt; check it and run again", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "frame \(name) differs from its golden:\n\(actual)", sourceLocation: sourceLocation)
    }
}
