import Foundation

/// Where the `lemonlog` executable is: `$LEMONLOG_BIN`, else next to the test bundle, else
/// `<package root>/.build/debug/lemonlog`. A missing binary fails the test (it never skips it).
package enum LemonLogBinary {
    /// The binary could not be found.
    struct NotFound: Error, CustomStringConvertible {
        package let description: String
    }

    package static func path() throws -> String {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["LEMONLOG_BIN"], !override.isEmpty {
            candidates.append(override)
        }
        let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("lemonlog").path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("lemonlog").path)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("lemonlog").path)
        candidates.append(packageRoot.appendingPathComponent(".build/debug/lemonlog").path)
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw NotFound(description: "lemonlog binary not found; looked at: "
            + candidates.joined(separator: ", ") + ". Build it (swift build) or set LEMONLOG_BIN.")
    }

    /// The package root: this file is Tests/Support/Binary/LemonLogBinary.swift.
    static var packageRoot: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }
}
