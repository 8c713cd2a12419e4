import Foundation
import XCTest

/// The real JSON Schema validator, `check-jsonschema` (PyPI; `.ci/run` installs it): draft
/// 2020-12, with `format` checked (`date-time`). Looked for on `PATH` and in `~/.local/bin`.
enum JSONSchemaValidator {
    /// The validator's path; skips the test with one line saying why when it is not installed.
    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        if let home = environment["HOME"] { folders.append(home + "/.local/bin") }
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/check-jsonschema") {
            return folder + "/check-jsonschema"
        }
        throw XCTSkip("check-jsonschema is not installed here (.ci/run installs it: pip install check-jsonschema); "
            + "the JSON was not checked against Resources/schemas")
    }

    /// Runs the validator with `arguments`: its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path())
        process.arguments = ["--color", "never"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Validates `files` against the schema at `schema`: its exit status and what it printed.
    static func validate(_ files: [String], against schema: String) throws -> (status: Int32, output: String) {
        try run(["--schemafile", schema] + files)
    }
}
