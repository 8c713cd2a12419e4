import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether the program has read what was typed: its count of bytes read (`rchar` in
/// `/proc/PID/io`), for tests that must know a read happened rather than sleep and hope.
extension PtySession {
    /// The bytes the program has read so far, from any file; nil once it is gone.
    package var bytesRead: Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }) else { return nil }
        return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
    }

    /// Waits until the program has read at least `count` more bytes than `before` (a
    /// `bytesRead`), reading its output meanwhile; returns at once if the program has ended
    /// (what follows checks how).
    package func waitUntilRead(_ count: Int, since before: Int, timeout: TimeInterval = 10,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while reapIfExited() == nil, let read = bytesRead, read < before + count {
            if deadline.timeIntervalSinceNow <= 0 {
                throw fail("the program did not read the \(count) byte(s) typed within \(timeout)s", file, line)
            }
            pump(waitMilliseconds: 1)
        }
    }
}
