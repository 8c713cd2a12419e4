import Foundation
import Testing
import XCTest

/// The one golden-file helper of every golden test: text compared with the file stored in a
/// `__Snapshots__/` folder beside the tests. `LEMONLOG_RECORD_FRAMES=1` writes the file and
/// fails the test, saying it recorded; a missing golden is recorded and fails the same way, so
/// that a new or re-recorded golden is always looked at once before it can pass. It reports
/// through the framework running the test (Swift Testing's `Issue.record`, or `XCTFail`).
package struct GoldenFile {
    /// The environment variable that re-records every golden.
    package static let recordVariable = "LEMONLOG_RECORD_FRAMES"

    /// The folder holding the goldens.
    package let folder: URL

    /// The goldens in `folder`.
    package init(folder: URL) {
        self.folder = folder
    }

    /// The goldens in the `__Snapshots__` folder beside `filePath` (a test's `#filePath`), or
    /// `levelsUp` folders above it.
    package init(besideFile filePath: String, levelsUp: Int = 0) {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        for _ in 0..<levelsUp { url = url.deletingLastPathComponent() }
        self.init(folder: url.appendingPathComponent("__Snapshots__"))
    }

    /// Lines as a golden shows them: ESC as `␛`, each line ending in `⏎` (so a trailing space shows).
    package static func visible(_ lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "⏎" }
    }

    /// What comparing gave.
    package enum Outcome: Equatable {
        /// The golden holds exactly the text.
        case matches
        /// The golden holds other text.
        case differs(stored: String)
        /// The golden was written now (recording was asked for, or there was none).
        case recorded(reason: String)
    }

    /// Compares `text` with the golden `name` (a file name with its extension); writes it when
    /// recording or when there is none. Reports nothing: `check` does.
    package func compare(_ text: String, named name: String,
                         environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Outcome {
        let url = folder.appendingPathComponent(name)
        let recording = environment[Self.recordVariable] == "1"
        let stored = recording ? nil : try? String(contentsOf: url, encoding: .utf8)
        guard let stored else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return .recorded(reason: recording ? "\(Self.recordVariable)=1" : "there was none")
        }
        return stored == text ? .matches : .differs(stored: stored)
    }

    /// Compares `text` with the golden `name` and fails the test when it differs or was recorded,
    /// at `sourceLocation` (a wrapper passes its caller's), else where this was called.
    package func check(_ text: String, named name: String, sourceLocation: SourceLocation? = nil,
                       fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) throws {
        let message: String
        switch try compare(text, named: name) {
        case .matches:
            return
        case .recorded(let reason):
            message = "recorded the golden __Snapshots__/\(name) (\(reason)); look at it, then run again without \(Self.recordVariable)"
        case .differs(let stored):
            message = "differs from its golden __Snapshots__/\(name) (\(Self.recordVariable)=1 re-records it)"
                + "\n--- golden\n\(stored)\n--- now\n\(text)"
        }
        if Test.current != nil {
            let location = sourceLocation ?? SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
