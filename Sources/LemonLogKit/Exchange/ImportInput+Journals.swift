import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The journal files of a Day One export folder: Day One writes one JSON file per journal
/// (`Journal.json`, `Work.json`, …) beside `photos/`, and each is imported.
extension ImportInput {
    /// Every `*.json` file at the top of `path` when it is a folder, `Journal.json` first, then
    /// by name; empty for a file or standard input. With `plainOnly` (a folder LemonLog
    /// unzipped), a name that is not a plain file (a symlink) is left out.
    package static func journals(of path: String, plainOnly: Bool) -> [String] {
        guard path != standardInput else { return [] }
        let folder = (path as NSString).expandingTildeInPath
        guard isFolder(folder, followingLinks: true) else { return [] }
        let all: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var names: [String] = []
        for name in all where name.lowercased().hasSuffix(".json") && !name.hasPrefix(".") {
            var info = stat()
            let found = plainOnly ? lstat(folder + "/" + name, &info) : stat(folder + "/" + name, &info)
            if found == 0, info.st_mode & S_IFMT == S_IFREG { names.append(name) }
        }
        names.sort { first, second in
            if (first == "Journal.json") != (second == "Journal.json") { return first == "Journal.json" }
            return first < second
        }
        return names.map { folder + "/" + $0 }
    }
}
