import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PipedProgram {
    /// A program `PipedProgram.start` started: `finish()` feeds its stdin, reads both outputs
    /// and awaits its exit (once; later calls give the same result), `abandon()` stops a run
    /// whose result nobody will ask for. Until then its outputs wait in the pipes (1 MiB where
    /// the kernel allows), so that a small one finishes on its own while we do other work.
    final class Running: @unchecked Sendable {
        let pid: pid_t
        private let input: Data
        private let writer: Int32, reader: Int32, errorReader: Int32
        private let inputSize: Int
        private var result: Result?
        private let lock = NSLock()

        init(pid: pid_t, input: Data, writer: Int32, reader: Int32, errorReader: Int32, inputSize: Int) {
            self.pid = pid
            self.input = input
            self.writer = writer
            self.reader = reader
            self.errorReader = errorReader
            self.inputSize = inputSize
        }

        /// How the run ended, and what it printed (see `PipedProgram.run`).
        func finish() -> Result {
            lock.withLock {
                if let result { return result }
                let (output, errors) = PipedProgram.exchange(input, to: writer, from: reader, errors: errorReader,
                                                             expecting: inputSize)
                let ended = Result(status: Self.reap(pid), output: output, errors: errors)
                result = ended
                return ended
            }
        }

        /// Stops the program if it has not ended (SIGTERM: gpg and age leave nothing behind
        /// when told to stop; a passphrase prompt gpg's agent had put up is the agent's, and may
        /// stay until it times out), closes our ends of its pipes and reaps it. Nothing if
        /// `finish()` ran.
        func abandon() {
            lock.withLock {
                guard result == nil else { return }
                kill(pid, SIGTERM)
                for fd in [writer, reader, errorReader] where fd >= 0 { close(fd) }
                result = Result(status: Self.reap(pid), output: Data(), errors: Data())
            }
        }

        /// Waits for `pid` to end: its exit status, or 128 + the signal that ended it.
        private static func reap(_ pid: pid_t) -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let signal = status & 0x7F
            return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        }
    }
}
