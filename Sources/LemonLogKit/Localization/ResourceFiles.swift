import Foundation
import LemonLogResources
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files of the top-level `Resources/` folder (message tables, emotion catalog)
/// wherever the build or an install put them, never through `Bundle.module` (whose lookup
/// ends in a fatal error when the bundle is not where the build left it).
///
/// Looked for, in order: `$LEMONLOG_RESOURCES`; beside the executable (the build's
/// `LemonLog_LemonLogResources.resources`); `PREFIX/lib/lemonlog` and `PREFIX/share/lemonlog` for an
/// executable in `PREFIX/bin` — each for the real file and for the path it was started by.
///
/// Every command starts here, so the lookup works on plain path strings with one `stat` per
/// place looked at (no `URL`, no copy of the whole environment); `Bundle.main` is asked only
/// when no other place holds the resources.
package enum ResourceFiles {
    /// The folder SwiftPM builds beside the executable.
    package static let bundleName = LemonLogResources.bundleName
    /// The file whose presence marks a resource folder.
    static let marker = "en.lproj/Localizable.strings"

    /// The path of the resource folder in use (absolute, no trailing slash), nil if none was found.
    package static let directoryPath: String? = {
        let override = getenv("LEMONLOG_RESOURCES").map { String(cString: $0) }
        var seen = Set<String>()
        func firstFolder(_ executables: [String]) -> String? {
            for folder in candidatePaths(override: override, executables: executables)
            where seen.insert(ResourcePath.standardized(folder)).inserted && isResourceFolder(path: folder) {
                return folder
            }
            return nil
        }
        return firstFolder(executablePaths()) ?? firstFolder([bundleExecutablePath()])
    }()

    /// The resource folder in use, nil if none was found.
    package static let directory: URL? = directoryPath.map { URL(fileURLWithPath: $0, isDirectory: true) }

    /// The path of `Resources/<relativePath>`, if present.
    package static func path(_ relativePath: String) -> String? {
        guard let directoryPath else { return nil }
        let path = directoryPath + "/" + relativePath
        return ResourcePath.exists(path) ? path : nil
    }

    /// The bytes of a resource file (following symlinks, as an install may link them); nil if
    /// it cannot be read or is not a regular file (a FIFO is never waited on). The catalogs and
    /// message tables are read through this, with `read(2)`: `FileManager.default`'s first use
    /// cost more than reading the English table itself. Bytes, not `Data`: both parsers read
    /// `[UInt8]`.
    package static func bytes(ofPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One read for a file that stays its size; more if it grows meanwhile.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 {
                bytes.removeSubrange(count...)
                return bytes
            }
            count += got
        }
    }

    /// The URL of `Resources/<relativePath>`, if present.
    package static func url(_ relativePath: String) -> URL? {
        path(relativePath).map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// Every place looked at, in order (for the message when none holds the resources).
    package static func candidates(environment: [String: String], executables: [URL]) -> [URL] {
        var seen = Set<String>()
        return candidatePaths(override: environment["LEMONLOG_RESOURCES"], executables: executables.map(\.path))
            .filter { seen.insert(ResourcePath.standardized($0)).inserted }
            .map { URL(fileURLWithPath: $0) }
    }

    /// The places looked at, in order, repeats included: the override and its `Resources`,
    /// then for each executable `bin/LemonLog_LemonLogResources.resources`, `PREFIX/lib/lemonlog`
    /// and `PREFIX/share/lemonlog`, each first with `/Resources`.
    static func candidatePaths(override: String?, executables: [String]) -> [String] {
        var folders: [String] = []
        if let override, !override.isEmpty {
            let folder = ResourcePath.absolute(override)
            folders += [folder, ResourcePath.join(folder, "Resources")]
        }
        for executable in executables {
            let bin = ResourcePath.parent(ResourcePath.absolute(executable))
            let prefix = ResourcePath.parent(bin)
            for folder in [ResourcePath.join(bin, bundleName),
                           ResourcePath.join(prefix, "lib/lemonlog"),
                           ResourcePath.join(prefix, "share/lemonlog")] {
                folders += [ResourcePath.join(folder, "Resources"), folder]
            }
        }
        return folders
    }

    static func isResourceFolder(_ url: URL) -> Bool {
        isResourceFolder(path: url.path)
    }

    static func isResourceFolder(path: String) -> Bool {
        ResourcePath.exists(ResourcePath.join(path, marker))
    }

    /// The running executable: the real file (symlinks resolved), then the path it was started by.
    static func executablePaths() -> [String] {
        var paths: [String] = []
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        // A path that is not valid UTF-8 is skipped (not repaired into a path that does not
        // exist): the places after it are looked at, and if none holds the resources the
        // message names every place looked at.
        if count > 0, let path = String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) {
            paths.append(path)
        }
        if let first = CommandLine.arguments.first, first.utf8.contains(UInt8(ascii: "/")) {
            paths.append(ResourcePath.standardized(ResourcePath.absolute(first)))
        }
        return paths
    }

    /// What `Bundle.main` takes for the executable: asked last, only when nothing else was found.
    static func bundleExecutablePath() -> String {
        (Bundle.main.executableURL ?? Bundle.main.bundleURL.appendingPathComponent("lemonlog")).path
    }
}

/// The little path arithmetic the resource lookup needs, on strings.
enum ResourcePath {
    /// Whether something (following symlinks) is at `path`, as `FileManager.fileExists` says.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// `path` made absolute against the current folder, without a trailing slash.
    static func absolute(_ path: String) -> String {
        var path = path
        if !path.hasPrefix("/") {
            path = ResourcePath.join(FileManager.default.currentDirectoryPath, path)
        }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `folder/name`, with one slash between them.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path` (`/` for a name in `/`, and for `/` itself).
    static func parent(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// An absolute path without `.`, `..` and empty components (as `standardizedFileURL`).
    static func standardized(_ path: String) -> String {
        // On the bytes (every command's resource lookup runs it): the separators are ASCII, so
        // whole components of a valid string joined by `/` are valid again.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1)
        var componentStarts: [Int] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != slash { end += 1 }
            switch end - start {
            case 0: break
            case 1 where bytes[start] == dot: break
            case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                if let last = componentStarts.popLast() { out.removeSubrange(last...) }
            default:
                componentStarts.append(out.count)
                out.append(slash)
                out += bytes[start..<end]
            }
            start = end + 1
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }
}
