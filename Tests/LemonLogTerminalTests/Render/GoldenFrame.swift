import Foundation
import LemonLogTestSupport
import Testing
@testable import LemonLogTerminal

/// Compares a frame with the golden file stored beside the tests in `__Snapshots__/`.
/// through the one golden helper (`GoldenFile`: `LEMONLOG_RECORD_FRAMES=1` re-records, and a
/// recorded golden fails the test).
enum GoldenFrame {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    /// The frame as text: its lines, then where the cursor is. ESC is shown as `␛`.
    static func text(_ frame: Frame) -> String {
        var out = GoldenFile.visible(frame.lines)
        if let cursor = frame.cursor {
            out.append("-- cursor row \(cursor.row) column \(cursor.column)")
        } else {
            out.append("-- cursor hidden")
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func assert(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try GoldenFile(folder: directory).check(text(frame), named: name + ".txt", sourceLocation: sourceLocation)
    }
}
