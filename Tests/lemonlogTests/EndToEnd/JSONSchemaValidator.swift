import Foundation
import XCTest
import LemonLogTestSupport

/// The real JSON Schema validator, `check-jsonschema` (PyPI; `.ci/run` installs it): draft
/// 2020-12, with `format` checked (`date-time`). Looked for on `PATH` and in `~/.local/bin`.
enum JSONSchemaValidator {
    /// The validator's path; skips the test with one line saying why when it is not installed.
    static func path() throws -> String {
        let home = ProcessInfo.processInfo.environment["HOME"].map { [$0 + "/.local/bin"] } ?? []
        return try RequiredTool.path("check-jsonschema", install: ".ci/run installs it: pip install check-jsonschema; "
            + "the JSON was not checked against Resources/schemas", alsoIn: home)
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
