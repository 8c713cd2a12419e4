import Foundation

/// Where the `lemonlog` executable is: `$LEMONLOG_BIN`, else next to the test bundle, else
/// `<package root>/.build/debug/lemonlog`.
/// Shared by the end-to-end, plain-mode and crash-loop tests; a missing binary fails the
/// test (it never skips it).
enum LemonLogBinary {
    /// The binary could not be found.
    struct NotFound: Error, CustomStringConvertible {
        let description: String
    }

    static func path(filePath: String = #filePath) throws -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["LEMONLOG_BIN"], !override.isEmpty {
            candidates.append(override)
        }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("lemonlog").path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("lemonlog").path)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("lemonlog").path)
        // Tests/lemonlogTests/Support/LemonLogBinary.swift → package root.
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/lemonlog").path)
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw NotFound(description: "lemonlog binary not found; looked at: "
            + candidates.joined(separator: ", ") + ". Build it (swift build) or set LEMONLOG_BIN.")
    }
}
