import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The index's work, counted through the real binary (issue 36): `list -n 10` at 10,000
/// entries opens no entry file and stats none (the entries folder's stamp alone says the index
/// is current), counted under the real `strace`; and `lemonlog doctor` finds what that stamp
/// cannot show, an entry file rewritten in place, which a plain `list` does not see.
final class EndToEndIndexWorkTests: EndToEndTestCase {
    /// Makes the data folder (and today's upkeep) with an empty `list`, then `count` entry files.
    func diary(_ count: Int) throws {
        let made = try runPlain(["list"])
        XCTAssertEqual(made.status, 0, made.stderr)
        try ScaleDiary.write(count, into: home + "/entries")
    }

    func testListTenAtTenThousandEntriesOpensAndStatsNoEntryFile() throws {
        let strace = try RequiredTool.path("strace", install: ".ci/run installs it")
        try diary(10_000)
        let first = try runPlain(["list", "-n", "1"], timeout: 300)
        XCTAssertTrue(first.stdout.contains("entry 10000"), first.stdout + first.stderr)
        let trace = root + "/trace"
        let run = try PlainRun.of(strace, ["-f", "-o", trace, "-e", "trace=%stat,%fstat,open,openat", try LemonLogBinary.path(),
                                           "list", "-n", "10"], environment: environment(), in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("entry 10000") && run.stdout.contains("entry 9991"), run.stdout)
        XCTAssertFalse(run.stdout.contains("entry 9990"), run.stdout)
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map(String.init)
        let stats = lines.filter { $0.contains("stat") }
        XCTAssertGreaterThan(stats.count, 0, "strace saw no stat call at all: \(lines.prefix(5))")
        XCTAssertEqual(lines.filter { $0.contains("open") && $0.contains("/entries/") }, [], "an entry file was opened")
        // No stat of an entry file: by its path, or by its name relative to an open folder
        // (`fstatat(fd, "<id>.json")`, as the per-file check did). The diary's stat calls are
        // the few of its folders and files; the rest is the process starting (libraries,
        // resources), the same at any size.
        let relative = try NSRegularExpression(pattern: #"stat[a-z0-9]*\([0-9]+, "[^"/]+\.json""#)
        let entryStats = stats.filter { $0.contains(home + "/entries/") || relative.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        XCTAssertEqual(entryStats, [], "an entry file was statted")
        let diaryStats = stats.filter { $0.contains(home) }
        XCTAssertLessThan(diaryStats.count, 50, "\(diaryStats.count) stat calls on the diary, e.g. \(diaryStats.suffix(3))")
        XCTAssertLessThan(stats.count, 200, "\(stats.count) stat calls in all")
    }

    /// Overwrites a file in place (same inode, no rename: the folder's stamp stays), as `cat >` does.
    func rewriteInPlace(_ path: String, _ text: String) throws {
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    func testDoctorFindsAnEntryRewrittenInPlaceThatListDoesNotSee() throws {
        try diary(3)
        XCTAssertTrue(try runPlain(["list"]).stdout.contains("entry 2"))
        try rewriteInPlace(home + "/entries/" + ScaleDiary.id(2) + ".json",
                           ScaleDiary.document(2).replacingOccurrences(of: "entry 2", with: "rewritten by hand"))
        let plain = try runPlain(["list"])
        XCTAssertTrue(plain.stdout.contains("entry 2"), "a plain list trusts the folder's stamp (documented): \(plain.stdout)")
        let doctor = try runPlain(["doctor"])
        XCTAssertEqual(doctor.status, 0, doctor.stderr)
        XCTAssertEqual(doctor.stdout, "1 entry changed outside LemonLog was read again.\n")
        let after = try runPlain(["list"]).stdout
        XCTAssertTrue(after.contains("rewritten by hand") && !after.contains("entry 2"), after)
        XCTAssertEqual(try runPlain(["doctor"]).stdout, "The list is up to date: no entry was changed outside LemonLog.\n")
        for n in [1, 3] {
            try rewriteInPlace(home + "/entries/" + ScaleDiary.id(n) + ".json",
                               ScaleDiary.document(n).replacingOccurrences(of: "entry \(n)", with: "손으로 고친 기록 \(n)"))
        }
        let korean = try runPlain(["doctor"], environment: ["LANG": "ko_KR.UTF-8"])
        XCTAssertEqual(korean.status, 0, korean.stderr)
        XCTAssertEqual(korean.stdout, "LemonLog 밖에서 바뀐 기록 2개를 다시 읽었어요.\n")
        XCTAssertTrue(try runPlain(["list"]).stdout.contains("손으로 고친 기록 3"))
    }
}
