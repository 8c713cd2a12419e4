import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the data directory is: $LEMONLOG_HOME, else $XDG_DATA_HOME/lemonlog, else ~/.local/share/lemonlog.
package enum DataDirectory {
    /// Resolves the data directory from the given environment (pass `ProcessInfo.processInfo.environment`).
    /// Empty variables count as unset; a relative `XDG_DATA_HOME` is ignored, as the XDG spec asks.
    package static func resolve(environment: [String: String]) -> URL {
        resolve { environment[$0] }
    }

    /// `resolve(environment:)`, with `variable` giving one variable's value by its name.
    static func resolve(variable: (String) -> String?) -> URL {
        let (folder, under) = place(variable)
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        guard !under.isEmpty else { return standardized(url) }
        return under.reduce(url) { $0.appendingPathComponent($1, isDirectory: true) }
    }

    /// `standardized(resolve(variable:)).path`, made without a `URL` where that path is already
    /// standard (the usual case): `list` starts an encrypted diary's decrypt with it, before
    /// Foundation builds its first URL (a few tenths of a millisecond at start), and before the
    /// environment is copied.
    package static func resolvedPath(variable: (String) -> String?) -> String {
        let (folder, under) = place(variable)
        let joined = ([folder] + under).joined(separator: "/")
        guard isStandard(joined) else { return standardized(resolve(variable: variable)).path }
        var path = Substring(joined)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The folder the variables name, and the folders under it that hold the diary:
    /// `LEMONLOG_HOME` itself (none under it), else `XDG_DATA_HOME`'s `lemonlog`, else the home
    /// folder's `.local/share/lemonlog`.
    private static func place(_ variable: (String) -> String?) -> (folder: String, under: [String]) {
        if let home = variable("LEMONLOG_HOME"), !home.isEmpty { return (home, []) }
        if let xdg = variable("XDG_DATA_HOME"), xdg.hasPrefix("/") { return (xdg, ["lemonlog"]) }
        return (homeDirectory(variable), [".local", "share", "lemonlog"])
    }

    /// `url.standardizedFileURL`, without asking for it when the path is already standard
    /// (absolute, no base URL, no `.`, `..` or empty component): the first call costs more than
    /// opening the store.
    static func standardized(_ url: URL) -> URL {
        url.baseURL == nil && isStandard(url.path) ? url : url.standardizedFileURL
    }

    /// Whether `path` is absolute with no `.`, `..` or empty component (a trailing `/` aside).
    static func isStandard(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        var component = 0  // bytes in the current component
        var dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if component == 0 || (dots == component && dots <= 2) { return false }
                component = 0
                dots = 0
            } else {
                component += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(component > 0 && dots == component && dots <= 2)
    }

    /// `$HOME`, else the password database's home for this user, else Foundation's guess.
    static func homeDirectory(_ variable: (String) -> String?) -> String {
        if let home = variable("HOME"), !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let path = String(cString: dir)
            if !path.isEmpty { return path }
        }
        return NSHomeDirectory()
    }
}
