#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole byte buffers to a file descriptor, looping on partial writes, EINTR and EAGAIN.
struct TerminalWriter: Sendable {
    /// Where the bytes go (usually `STDOUT_FILENO`).
    package let fd: Int32

    init(fd: Int32 = STDOUT_FILENO) {
        self.fd = fd
    }

    /// Writes every byte, waiting with `poll()` when a non-blocking fd is full.
    /// Throws on any other error (e.g. EIO or EPIPE when the terminal went away).
    package func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                if written < 0 {
                    switch errno {
                    case EINTR: continue
                    case EAGAIN, EWOULDBLOCK:
                        var waiter = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&waiter, 1, 100)
                        continue
                    default: throw TerminalError.fromErrno("write")
                    }
                }
                throw TerminalError("write", code: EIO)
            }
        }
    }

    /// Writes the UTF-8 bytes of `text`.
    package func write(_ text: String) throws {
        try write(Array(text.utf8))
    }
}
