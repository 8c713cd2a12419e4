#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits on file descriptors with `poll()` and reads what is available: the event loop's I/O.
enum InputReader {
    /// The descriptors among `fds` that are ready to read (or hung up / in error, so that
    /// the next read reports it), in the order given; empty when the timeout passed.
    /// A negative timeout waits forever. EINTR is retried with the time that is left.
    static func waitForInput(fds: [Int32], timeoutMilliseconds: Int) throws -> [Int32] {
        var pollFDs = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = timeoutMilliseconds >= 0 ? monotonicMilliseconds() + timeoutMilliseconds : nil
        while true {
            var wait = -1
            if let deadline { wait = max(0, deadline - monotonicMilliseconds()) }
            let result = poll(&pollFDs, nfds_t(pollFDs.count), Int32(clamping: wait))
            if result > 0 {
                let ready = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
                return pollFDs.filter { $0.revents & ready != 0 }.map(\.fd)
            }
            if result == 0 { return [] }
            if errno != EINTR { throw TerminalError.fromErrno("poll") }
        }
    }

    /// Reads once from `fd` (up to `maxBytes`): the bytes read, `[]` when nothing is
    /// available on a non-blocking fd, or nil at end of file or on an error such as EIO
    /// (the terminal was closed). EINTR is retried.
    static func readAvailable(_ fd: Int32, maxBytes: Int = 65_536) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: max(1, maxBytes))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.removeSubrange(count...)
                return buffer
            }
            if count == 0 { return nil }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return []
            default: return nil
            }
        }
    }

    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
