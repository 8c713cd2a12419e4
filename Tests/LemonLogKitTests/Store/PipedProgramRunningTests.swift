import Foundation
import Testing
@testable import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// A program started and not awaited (`PipedProgram.start`, issue 36: an encrypted list starts
/// its decrypt while the process loads its tables), with the real `cat`, `sh` and `sleep`.
@Suite("PipedProgram: started, finished later or abandoned")
struct PipedProgramRunningTests {
    @Test("a started run gives what run gives, once, however often it is asked")
    func finishGivesTheRunsResult() throws {
        let input = Data("한국어 and bytes \u{1B}[31m\n".utf8) + Data((0..<200_000).map { UInt8($0 % 251) })
        let running = try #require(PipedProgram.start(["cat"], from: .bytes(input)))
        let first = running.finish()
        #expect(first.status == 0)
        #expect(first.output == input)
        #expect(first.errors.isEmpty)
        let again = running.finish()
        #expect(again.output == input)
        let direct = try #require(PipedProgram.run(["cat"], input: input))
        #expect(direct.output == first.output)
    }

    @Test("a program that ended before it was asked keeps its output and status in the pipes")
    func endedBeforeFinish() throws {
        let running = try #require(PipedProgram.start(["sh", "-c", "printf out; printf err >&2; exit 3"], from: .bytes(Data())))
        // Wait for it to end without reaping it: its outputs are still to be read.
        var info = siginfo_t()
        #expect(waitid(P_PID, id_t(running.pid), &info, WEXITED | WNOWAIT) == 0)
        let result = running.finish()
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out")
        #expect(String(decoding: result.errors, as: UTF8.self) == "err")
    }

    @Test("an abandoned run is stopped and reaped, and later asks give its end")
    func abandonStops() throws {
        let running = try #require(PipedProgram.start(["sleep", "600"], from: .bytes(Data())))
        #expect(kill(running.pid, 0) == 0)
        running.abandon()
        // Reaped: the process is gone, not a zombie left for someone else.
        #expect(kill(running.pid, 0) == -1 && errno == ESRCH)
        #expect(running.finish().status == 128 + SIGTERM)
    }

    @Test("abandoning a finished run changes nothing")
    func abandonAfterFinish() throws {
        let running = try #require(PipedProgram.start(["cat"], from: .bytes(Data("kept".utf8))))
        #expect(running.finish().output == Data("kept".utf8))
        running.abandon()
        #expect(running.finish().status == 0)
        #expect(running.finish().output == Data("kept".utf8))
    }
}
