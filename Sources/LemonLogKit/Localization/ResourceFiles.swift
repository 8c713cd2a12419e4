import Foundation

/// Finds the files of the top-level `Resources/` folder (message tables, emotion catalog)
/// wherever the build or an install put them, never through `Bundle.module` (whose lookup
/// ends in a fatal error when the bundle is not where the build left it).
///
/// Looked for, in order: `$LEMONLOG_RESOURCES`; beside the executable (the build's
/// `LemonLog_LemonLogKit.resources`); `PREFIX/lib/lemonlog` and `PREFIX/share/lemonlog` for an
/// executable in `PREFIX/bin` — each for the real file and for the path it was started by.
public enum ResourceFiles {
    /// The folder SwiftPM builds beside the executable.
    public static let bundleName = "LemonLog_LemonLogKit.resources"
    /// The file whose presence marks a resource folder.
    static let marker = "en.lproj/Localizable.strings"

    /// The resource folder in use, nil if none was found.
    public static let directory: URL? = {
        candidates(environment: ProcessInfo.processInfo.environment, executables: executablePaths()).first(where: isResourceFolder)
    }()

    /// The URL of `Resources/<relativePath>`, if present.
    public static func url(_ relativePath: String) -> URL? {
        guard let url = directory?.appendingPathComponent(relativePath),
              FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }

    /// Every place looked at, in order (for the message when none holds the resources).
    public static func candidates(environment: [String: String], executables: [URL]) -> [URL] {
        var folders: [URL] = []
        if let override = environment["LEMONLOG_RESOURCES"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            folders += [url, url.appendingPathComponent("Resources")]
        }
        for executable in executables {
            let bin = executable.deletingLastPathComponent()
            let prefix = bin.deletingLastPathComponent()
            for folder in [bin.appendingPathComponent(bundleName),
                           prefix.appendingPathComponent("lib/lemonlog"),
                           prefix.appendingPathComponent("share/lemonlog")] {
                folders += [folder.appendingPathComponent("Resources"), folder]
            }
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    static func isResourceFolder(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path)
    }

    /// The running executable: the real file (symlinks resolved), then the path it was started by.
    static func executablePaths() -> [URL] {
        var paths: [URL] = []
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            paths.append(URL(fileURLWithPath: real))
        }
        if let first = CommandLine.arguments.first, first.contains("/") {
            paths.append(URL(fileURLWithPath: first).standardizedFileURL)
        }
        paths.append(Bundle.main.executableURL ?? Bundle.main.bundleURL.appendingPathComponent("lemonlog"))
        return paths
    }
}
