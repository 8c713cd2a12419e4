import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Typing into the program's terminal.
extension PtySession {
    /// Writes all of `bytes` to the program's terminal (reading its output meanwhile, so a
    /// large write cannot deadlock).
    package func send(_ bytes: [UInt8], timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        var offset = 0
        let deadline = Date().addingTimeInterval(timeout)
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
                continue
            }
            if count < 0 && errno != EAGAIN && errno != EINTR {
                throw fail("write to the terminal failed: errno \(errno)", file, line)
            }
            if deadline.timeIntervalSinceNow <= 0 {
                throw fail("the program did not read its input (\(offset) of \(bytes.count) bytes written)", file, line)
            }
            if end == nil, let ended = reapIfExited() {
                throw fail("the program exited (\(ended)) while input was written", file, line)
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, 50)
            pump()
        }
        pump()
    }

    package func send(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try send(Array(text.utf8), file: file, line: line)
    }

    /// Types each character as its own write.
    package func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for character in text {
            try send(String(character), file: file, line: line)
        }
    }

    /// Writes `bytes` without failing the test: stops early if the program stops reading or
    /// ends (the crash loop kills programs mid-write). Returns how many bytes were written.
    @discardableResult
    package func write(_ bytes: [UInt8]) -> Int {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if (errno == EAGAIN || errno == EINTR) && isRunning {
                pump(waitMilliseconds: 2)
            } else {
                break
            }
        }
        return offset
    }
}
