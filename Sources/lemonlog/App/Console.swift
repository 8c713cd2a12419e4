import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes whole strings to stdout and stderr, unbuffered, ignoring a closed pipe.
enum Console {
    static func out(_ text: String) { write(STDOUT_FILENO, text + "\n") }
    static func err(_ text: String) { write(STDERR_FILENO, text + "\n") }

    static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += n
        }
    }
}
