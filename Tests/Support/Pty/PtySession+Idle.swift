import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waiting until the program has taken in every key sent and sits waiting for the next one,
/// read from the kernel rather than guessed from a quiet moment.
extension PtySession {
    /// Waits until the terminal holds no unread input, no child of the program runs but those
    /// in `earlier` (`children`, taken before the keys were sent: fish, say, may be building its
    /// completions in the background), and the program's main thread sleeps in a read, poll or
    /// select: what a shell does between keys, once the last key's work (a completion calling
    /// other programs included) is done. A busy machine only makes this later, never wrong;
    /// output is read meanwhile.
    package func waitUntilWaitingForInput(besides earlier: Set<Substring>, timeout: TimeInterval = 10,
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            pump()
            if unreadInput == 0 && children.isSubset(of: earlier) && Self.isAsleepWaitingForInput(pid) && unreadInput == 0 { return }
            // Not a quiet period: the state is looked at again every few milliseconds.
            pump(waitMilliseconds: 5)
        }
        let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? "?"
        throw fail("the program did not read every key and wait for the next within \(timeout)s (unread \(unreadInput), "
                   + "new children \(children.subtracting(earlier).sorted().map(Self.commandLine)), system call \(call))", file, line)
    }

    /// A process's command line, for messages (its id if it is gone).
    static func commandLine(_ pid: Substring) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.replacingOccurrences(of: "\0", with: " ") ?? String(pid)
    }

    /// Bytes typed to the program that it has not read yet.
    var unreadInput: Int32 {
        var count: Int32 = 0
        return ioctl(slave, UInt(FIONREAD), &count) == 0 ? count : -1
    }

    /// The ids of the program's child processes (zombies not yet reaped included); one that
    /// cannot be told ("?") when the kernel does not list children.
    package var children: Set<Substring> {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return ["?"] }
        return Set(text.split(whereSeparator: \.isWhitespace))
    }

    /// Whether `pid`'s main thread is asleep (`S`) in a system call that waits for input.
    static func isAsleepWaitingForInput(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")"),
              stat[stat.index(after: close)...].split(separator: " ").first == "S",
              let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8),
              let number = call.split(separator: " ").first.flatMap({ Int($0) }) else { return false }
        // x86-64 numbers: read, poll, select, pselect6, ppoll, epoll_wait, epoll_pwait, epoll_pwait2;
        // aarch64: read 63, ppoll 73, pselect6 72, epoll_pwait 22.
        #if arch(x86_64)
        return [0, 7, 23, 270, 271, 232, 281, 441].contains(number)
        #else
        return [63, 73, 72, 22, 441].contains(number)
        #endif
    }
}
