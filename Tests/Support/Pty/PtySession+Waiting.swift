import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waiting for output, screen content, or the program's end.
extension PtySession {
    /// Waits until the raw output after `mark` contains `text`; returns the offset just after it.
    @discardableResult
    package func expect(_ text: String, after mark: Int = 0, timeout: TimeInterval = 5,
                       file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let needle = Array(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = Self.find(needle, in: output, from: mark) { return found + needle.count }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { break }
            if end == nil, reapIfExited() != nil { pump(); continue }
            pump(waitMilliseconds: Int32(min(100, max(1, left * 1000))))
        }
        throw fail("expected output \(visible(needle).debugDescription) within \(timeout)s", file, line)
    }

    /// Waits until the output after `mark`, escape sequences removed, contains `text`.
    package func expectPlain(_ text: String, after mark: Int = 0, timeout: TimeInterval = 5,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        try waitFor("text \(text.debugDescription) in the output (escapes removed)", timeout: timeout, file: file, line: line) {
            plainText(since: mark).contains(text)
        }
    }

    /// Waits until the virtual screen shows `text` on one line.
    package func expectScreen(_ text: String, timeout: TimeInterval = 5,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        try waitFor("screen to show \(text.debugDescription)", timeout: timeout, file: file, line: line) {
            screen.contains(text)
        }
    }

    /// Waits until `condition` holds (reading output meanwhile).
    package func waitFor(_ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line,
                        _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition() { return }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { break }
            if end == nil, reapIfExited() != nil { pump(); continue }
            pump(waitMilliseconds: Int32(min(100, max(1, left * 1000))))
        }
        throw fail("timed out after \(timeout)s waiting for \(what)", file, line)
    }

    /// Waits for the program to end (reading its output), then reads what is left.
    @discardableResult
    package func waitForExit(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessEnd {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let ended = reapIfExited() {
                pump(waitMilliseconds: 20)
                return ended
            }
            if deadline.timeIntervalSinceNow <= 0 {
                throw fail("the program did not exit within \(timeout)s", file, line)
            }
            pump(waitMilliseconds: 20)
        }
    }

    /// `waitForExit` as the shell's number (128 + signal when killed).
    package func waitForExitCode(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        try waitForExit(timeout: timeout, file: file, line: line).code
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        let first = needle[0]
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
