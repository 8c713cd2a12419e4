import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program (`gpg`, `age`) with no shell between: bytes in through a pipe to its stdin,
/// its stdout and stderr read back through pipes, never a file. The child inherits our
/// environment (`GNUPGHOME`, `GPG_TTY`, the agent's socket) and keeps no descriptor of ours.
enum PipedProgram {
    /// How a run ended: the exit status (or 128 + the signal), and what it printed.
    struct Result: Sendable {
        var status: Int32
        var output: Data
        var errors: Data
    }

    /// What a program reads on its stdin: bytes we write to a pipe, or an open file it reads
    /// itself from its current offset (`size` bytes left), never passing through us.
    enum Input {
        case bytes(Data)
        case file(Int32, size: Int)
    }

    /// Runs `arguments` with `input` on its stdin (`run(_:input:)`, `run(_:stdinFile:size:)`),
    /// `setting` these variables in the environment it inherits: `start`, then `finish()`.
    static func run(_ arguments: [String], from input: Input, setting: [String: String] = [:]) -> Result? {
        start(arguments, from: input, setting: setting)?.finish()
    }

    /// Runs `arguments` (the first looked up in `PATH`), writing `input` to its stdin; nil if
    /// it could not be started (`errno` set: ENOENT for a missing program). `setting` adds or
    /// replaces variables of the inherited environment (`git`'s GIT_TERMINAL_PROMPT=0).
    static func run(_ arguments: [String], input: Data, setting: [String: String] = [:]) -> Result? {
        run(arguments, from: .bytes(input), setting: setting)
    }

    /// Runs `arguments` with its stdin the open file `file` (read by the program from the
    /// file's current offset: the bytes never pass through us); `size` is what it holds.
    static func run(_ arguments: [String], stdinFile file: Int32, size: Int, setting: [String: String] = [:]) -> Result? {
        run(arguments, from: .file(file, size: size), setting: setting)
    }

    /// Starts `arguments` as `run(_:from:setting:)` does, without waiting: its outputs are read
    /// and its exit awaited by the `Running`'s `finish()` (or it is stopped by `abandon()`).
    static func start(_ arguments: [String], from input: Input, setting: [String: String] = [:]) -> Running? {
        switch input {
        case .bytes(let data): return start(arguments, input: data, stdinFile: nil, inputSize: data.count, setting: setting)
        case .file(let fd, let size): return start(arguments, input: Data(), stdinFile: fd, inputSize: size, setting: setting)
        }
    }

    private static func start(_ arguments: [String], input: Data, stdinFile: Int32?, inputSize: Int,
                              setting: [String: String]) -> Running? {
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard stdinFile != nil || makePipe(&stdinPipe) else { return nil }
        guard makePipe(&stdoutPipe) else { closeAll(stdinPipe); return nil }
        guard makePipe(&stderrPipe) else { closeAll(stdinPipe + stdoutPipe); return nil }
        // Larger pipes (F_SETPIPE_SZ, 1 MiB where allowed): a large index passes in fewer turns.
        for fd in [stdinPipe[1], stdoutPipe[0]] where fd >= 0 { _ = fcntl(fd, 1031, 1 << 20) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinFile ?? stdinPipe[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], STDERR_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp: [UnsafeMutablePointer<CChar>?] = setting.isEmpty ? [] : environment(setting).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let code = setting.isEmpty ? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
            : posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        closeAll([stdinPipe[0], stdoutPipe[1], stderrPipe[1]])
        guard code == 0 else {
            closeAll([stdinPipe[1], stdoutPipe[0], stderrPipe[0]])
            errno = code
            return nil
        }
        return Running(pid: pid, input: input, writer: stdinPipe[1], reader: stdoutPipe[0], errorReader: stderrPipe[0],
                       inputSize: inputSize)
    }

    /// Writes `input` and reads both outputs at once (poll), so that neither side waits on a
    /// full pipe; closes the three descriptors. The output is read straight into one growing
    /// buffer (`OutputBuffer`), never through a second one: an opened index is megabytes.
    /// With no `writer` (-1: stdin is a file), only the outputs are read.
    static func exchange(_ input: Data, to writer: Int32, from reader: Int32, errors errorReader: Int32,
                                 expecting inputSize: Int) -> (Data, Data) {
        // Sealed bytes are compressed: room for eight times the input before growing.
        var output = OutputBuffer(capacity: max(1 << 16, inputSize * 8))
        var errors = OutputBuffer(capacity: 1 << 12)
        var writeFD: Int32 = writer
        var written = 0
        if writer >= 0 { _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) }
        if input.isEmpty, writeFD >= 0 { close(writeFD); writeFD = -1 }
        var readers: [Int32] = [reader, errorReader]
        while !readers.isEmpty || writeFD >= 0 {
            var fds = readers.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if writeFD >= 0 { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writeFD {
                    let count = input.withUnsafeBytes { raw in
                        write(writeFD, raw.baseAddress! + written, min(raw.count - written, 1 << 20))
                    }
                    if count > 0 { written += count }
                    if (count < 0 && errno != EAGAIN && errno != EINTR) || written >= input.count {
                        close(writeFD)
                        writeFD = -1
                    }
                } else {
                    let count = entry.fd == reader ? output.read(from: entry.fd) : errors.read(from: entry.fd)
                    if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        close(entry.fd)
                        readers.removeAll { $0 == entry.fd }
                    }
                }
            }
        }
        if writeFD >= 0 { close(writeFD) }
        return (output.take(), errors.take())
    }

    /// Bytes read from a pipe into one malloc'd block that doubles when full, handed over as
    /// `Data` without a copy.
    private struct OutputBuffer {
        private var base: UnsafeMutableRawPointer
        private var capacity: Int
        private var count = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = malloc(capacity)!
            // An opened index is megabytes: huge pages where the kernel gives them on request
            // (MADV_HUGEPAGE), far fewer page faults as it fills.
            if capacity >= 4 << 20 {
                let page = 2 << 20
                let start = (Int(bitPattern: base) + page - 1) / page * page
                _ = madvise(UnsafeMutableRawPointer(bitPattern: start), (Int(bitPattern: base) + capacity - start) / page * page, 14)
            }
        }

        /// One `read` into the free room (made if there is none); its result.
        mutating func read(from fd: Int32) -> Int {
            if count == capacity {
                capacity *= 2
                base = realloc(base, capacity)!
            }
            #if canImport(Glibc)
            let got = Glibc.read(fd, base + count, capacity - count)
            #else
            let got = Darwin.read(fd, base + count, capacity - count)
            #endif
            if got > 0 { count += got }
            return got
        }

        /// The bytes read, owned by the `Data` from now on.
        func take() -> Data {
            Data(bytesNoCopy: base, count: count, deallocator: .free)
        }
    }

    /// Our environment's `NAME=value` entries with `setting`'s names replaced.
    private static func environment(_ setting: [String: String]) -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if setting[name] == nil { entries.append(text) }
            pointer += 1
        }
        return entries + setting.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }
    }

    /// A pipe whose two ends close on `exec` (the child gets only its dup2'd copies).
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func closeAll(_ fds: [Int32]) {
        for fd in fds where fd >= 0 { close(fd) }
    }
}
