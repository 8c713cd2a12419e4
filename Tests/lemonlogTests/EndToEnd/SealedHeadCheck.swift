import Foundation
import LemonLogKit
import LemonLogTestSupport
import XCTest

/// Issue 36, item 3: an encrypted `list -n 10` decrypts one small file, the sealed head of the
/// index (`entries.idx.head`), not the whole index; counted through a wrapper of the engine on
/// `PATH` that logs each command line with the number of bytes it was given to open.
extension EndToEndTestCase {
    /// Saves plain entries numbered `first..<count` (the newest has the highest number), for
    /// `encrypt` to seal (sealed as they are saved once the diary is encrypted).
    func saveNumberedEntries(_ count: Int, from first: Int = 0) throws {
        let store = try DiaryStore(directory: URL(fileURLWithPath: home))
        for number in first..<count {
            var content = DiaryContent(situation: "numbered \(number)", thought: "t", reeval: "r", action: "a",
                                       date: Date(timeIntervalSince1970: 1_763_000_000 + Double(number) * 3600))
            content.setEmotions(["joy"])
            try store.saveEntry(DiaryEntry(id: String(format: "beef%08d", number), createdAt: Date(), updatedAt: Date(), content: content))
        }
    }

    /// `list -n 10` of an encrypted diary of more entries than the head holds: one decrypt, of
    /// the head's bytes; the same lines as from the whole index (the head removed).
    func checkListOfTenOpensTheSealedHeadOnly(engine: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let head = home + "/entries.idx.head", index = home + "/entries.idx"
        XCTAssertEqual(try runPlain(["list"]).status, 0, file: file, line: line)
        let real = try RequiredTool.path(engine, install: ".ci/run installs it")
        let bin = root + "/bin", log = root + "/engine-calls"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = "#!/bin/sh\ntmp=$(mktemp)\ncat > \"$tmp\"\necho \"$(wc -c < \"$tmp\") $*\" >> '\(log)'\n"
            + "exec 3< \"$tmp\"\nrm -f \"$tmp\"\nexec '\(real)' \"$@\" <&3 3<&-\n"
        try script.write(toFile: bin + "/" + engine, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(bin + "/" + engine, 0o755), 0)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        func listTen() throws -> (lines: String, calls: [String]) {
            try? FileManager.default.removeItem(atPath: log)
            let run = try runPlain(["list", "-n", "10"], environment: ["PATH": path])
            XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
            let calls = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            return (run.stdout, calls)
        }
        func size(_ path: String) throws -> Int { try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) }
        let magic = "LEMONLOG-SEALED gpg\n".utf8.count
        let (fromHead, calls) = try listTen()
        let headBytes = try size(head) - magic, indexBytes = try size(index) - magic
        XCTAssertEqual(calls.count, 1, "one decrypt: \(calls)", file: file, line: line)
        XCTAssertEqual(calls.first?.split(separator: " ").first.map(String.init), String(headBytes),
                       "the head's bytes, not the index's (\(indexBytes)): \(calls)", file: file, line: line)
        XCTAssertLessThan(headBytes, indexBytes, file: file, line: line)
        XCTAssertEqual(fromHead.split(separator: "\n").count, 10, fromHead, file: file, line: line)
        XCTAssertTrue(fromHead.contains("numbered 129"), fromHead, file: file, line: line)
        // Without the head: the whole index, opened once, the same lines.
        try FileManager.default.removeItem(atPath: head)
        let (fromIndex, fullCalls) = try listTen()
        XCTAssertEqual(fullCalls.first?.split(separator: " ").first.map(String.init), String(indexBytes), file: file, line: line)
        XCTAssertEqual(fromIndex, fromHead, file: file, line: line)
    }
}
