import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs a test as an unprivileged user, for checks that file permissions decide (root
/// ignores them, and CI runs as root): as root, the same test runs again in a child process
/// of the test binary that dropped to uid/gid 65534 (nobody), and its result is reported here.
package enum Unprivileged {
    /// The user and group the child runs as.
    package static let uid: uid_t = 65_534
    static let gid: gid_t = 65_534
    /// Set in the child's environment.
    static let childMarker = "LEMONLOG_UNPRIVILEGED_CHILD"
    /// Exit codes of the child before the test binary runs.
    private static let cannotDrop: Int32 = 125
    private static let cannotExec: Int32 = 126

    /// Call first in such a test: `if try Unprivileged.rerunIfRoot(self) { return }`.
    /// - Not root: returns false; the test runs its check here.
    /// - Root: reruns this test as nobody in a child, reports the child's failures here and
    ///   returns true. Skips (`RequiredTool`: fails under CI=true) with one line saying why only where dropping privileges is
    ///   impossible: setuid refused (e.g. a user namespace without uid 65534), or the test
    ///   binary not reachable by nobody.
    package static func rerunIfRoot(_ test: XCTestCase, timeout: TimeInterval = 60,
                                   file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        if getuid() != 0 && geteuid() != 0 { return false }
        if ProcessInfo.processInfo.environment[childMarker] != nil {
            XCTFail("the unprivileged child still runs as root", file: file, line: line)
            return true
        }
        let method = test.name.split(separator: ".").last.map(String.init) ?? test.name
        let filter = String(reflecting: type(of: test)) + "/" + method
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var (status, output) = try runChild(binary: binary, arguments: [filter], timeout: timeout)
        if status == .exited(cannotExec) {
            // The checkout is closed to other users (say, a clone under /root): run a copy of the
            // test binary from /tmp, with everything it runs beside it (`OpenCopy`).
            let copy = try OpenCopy(testBinary: binary)
            defer { copy.remove() }
            (status, output) = try runChild(binary: copy.testBinary, arguments: [filter], timeout: timeout,
                                            extraEnvironment: copy.environment, directory: copy.folder)
        }
        switch status {
        case .exited(cannotDrop):
            try RequiredTool.missing("cannot drop to uid \(uid): \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
        case .exited(cannotExec):
            try RequiredTool.missing("uid \(uid) cannot run the test binary: \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
        default:
            break
        }
        let passed = "Test Case '\(test.name)' passed"
        if status == .exited(0), output.contains(passed) { return true }
        if status == .exited(0), output.contains("Test Case '\(test.name)' skipped") {
            try RequiredTool.missing("skipped as uid \(uid): \(output.suffix(400))")
        }
        XCTFail("as uid \(uid), \(filter) \(status); its output:\n\(output.suffix(3_000))", file: file, line: line)
        return true
    }

    /// Starts the test `binary` with `arguments` as nobody; returns how it ended and its output.
    static func runChild(binary: String, arguments: [String], timeout: TimeInterval,
                         extraEnvironment: [String: String] = [:],
                         directory: String? = nil) throws -> (ProcessEnd, String) {
        var environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
        environment[childMarker] = "1"
        environment["TMPDIR"] = "/tmp"
        environment["HOME"] = "/tmp"
        let argv = CStringArray([binary] + arguments)
        let workingDirectory = directory.map { strdup($0) } ?? nil
        defer { Glibc.free(workingDirectory) }
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" })
        defer { argv.free(); envp.free() }

        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { try RequiredTool.missing("pipe: errno \(errno)") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let child = fork()
        if child == 0 {
            // Only system calls from here to execve.
            _ = dup2(fds[1], 1)
            _ = dup2(fds[1], 2)
            if setgroups(0, nil) != 0 || setgid(gid) != 0 || setuid(uid) != 0 || getuid() != uid {
                say("setgroups/setgid/setuid refused\n")
                _exit(cannotDrop)
            }
            // A closed checkout is not even a working directory for the other user.
            if let workingDirectory { _ = chdir(workingDirectory) }
            execve(argv.pointers[0]!, argv.pointers, envp.pointers)
            say("execve of the test binary failed (a folder on its path closed to other users?)\n")
            _exit(cannotExec)
        }
        _ = Glibc.close(fds[1])
        defer { _ = Glibc.close(fds[0]) }
        guard child > 0 else { try RequiredTool.missing("fork: errno \(errno)") }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[..<count]
        }
        if deadline.timeIntervalSinceNow <= 0 { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return (ProcessEnd(waitStatus: status), String(decoding: output, as: UTF8.self))
    }
}

/// Writes a fixed message to stderr (safe between fork and exec).
private func say(_ message: StaticString) {
    _ = Glibc.write(2, message.utf8Start, message.utf8CodeUnitCount)
}

/// A NULL-terminated array of C strings for execv, made before fork (the child only reads it).
private struct CStringArray {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
        pointers[strings.count] = nil
    }

    func free() {
        for index in 0..<count { Glibc.free(pointers[index]) }
        pointers.deallocate()
    }
}
