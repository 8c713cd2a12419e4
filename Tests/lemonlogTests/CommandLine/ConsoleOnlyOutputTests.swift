import Foundation
import Testing

/// Sanitizing is structural: outside the full-screen frame writer, the executable prints only
/// through `Console`, which sanitizes every line. This keeps it so.
@Suite("Output goes through Console")
struct ConsoleOnlyOutputTests {
    static let forbidden = ["print(", "debugPrint(", "FileHandle.standardOutput", "FileHandle.standardError", "fputs(",
                            "STDERR_FILENO", "write(STDOUT_FILENO", "write(1,", "write(2,", "dump("]

    @Test("no file of Sources/lemonlog but Console.swift writes to stdout or stderr itself")
    func onlyConsolePrints() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/lemonlog")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        var offenders: [String] = []
        for file in files where !file.hasSuffix("App/Console.swift") {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for pattern in Self.forbidden where code.contains(pattern) {
                    offenders.append("\(file):\(number + 1): \(pattern)")
                }
            }
        }
        #expect(offenders == [], "print through Console (it sanitizes): \(offenders)")
    }
}
