import Foundation
import XCTest

/// What a test needs from the machine (a tool on the PATH, root, a locale, a device): when it
/// is missing the test skips here, saying why, but fails under `CI=true`, where `.ci/run` has
/// installed everything and a skip would hide a test that never ran.
package enum RequiredTool {
    /// A thing the test needs is missing under `CI=true`: a failure, not a skip.
    package struct MissingUnderCI: Error, CustomStringConvertible {
        package let description: String
    }

    /// Whether a missing tool fails the test (`CI=true`, as `.ci/run` sets) instead of skipping it.
    package static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["CI"]?.lowercased() == "true"
    }

    /// The path of the executable `name`, looked for in the PATH's folders, then in `alsoIn`;
    /// skips (fails under `CI=true`) saying `install` when it is not found.
    @discardableResult
    package static func path(_ name: String, install: String, alsoIn extraFolders: [String] = []) throws -> String {
        if let found = find(name, alsoIn: extraFolders) { return found }
        try missing("\(name) is not installed here (\(install))")
    }

    /// The executable `name` on the PATH (then in `extraFolders`), if there is one.
    package static func find(_ name: String, alsoIn extraFolders: [String] = [],
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + extraFolders
        return folders.lazy.map { $0 + "/" + name }.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.isExecutableFile(atPath: candidate)
                && FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Goes on when `available`; else skips (fails under `CI=true`) saying `reason`.
    package static func require(_ available: Bool, _ reason: @autoclosure () -> String) throws {
        guard !available else { return }
        try missing(reason())
    }

    /// Skips with `reason`, or fails with it under `CI=true`.
    package static func missing(_ reason: String) throws -> Never {
        if isCI() {
            throw MissingUnderCI(description: "CI=true and " + reason + ": under CI a missing tool is a failure (.ci/run installs them all)")
        }
        throw XCTSkip(reason)
    }
}
