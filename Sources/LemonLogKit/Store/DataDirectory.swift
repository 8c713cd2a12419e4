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
        if let home = environment["LEMONLOG_HOME"], !home.isEmpty {
            return standardized(URL(fileURLWithPath: home, isDirectory: true))
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("lemonlog", isDirectory: true)
        }
        return URL(fileURLWithPath: homeDirectory(environment), isDirectory: true)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent("lemonlog", isDirectory: true)
    }

    /// `standardized(resolve(environment:)).path`, made without a `URL` where that path is
    /// already standard (the usual case): `list` starts an encrypted diary's decrypt with it,
    /// before Foundation builds its first URL (a few tenths of a millisecond at start).
    /// `variable` gives one variable's value by its name: the environment is not copied first.
    package static func resolvedPath(variable: (String) -> String?) -> String {
        let names = ["LEMONLOG_HOME", "XDG_DATA_HOME", "HOME"]
        let joined: String
        if let home = variable(names[0]), !home.isEmpty {
            joined = home
        } else if let xdg = variable(names[1]), xdg.hasPrefix("/") {
            joined = xdg + "/lemonlog"
        } else if let home = variable(names[2]), !home.isEmpty {
            joined = home + "/.local/share/lemonlog"
        } else {
            joined = homeDirectory([:]) + "/.local/share/lemonlog"
        }
        guard isStandard(joined) else {
            var environment: [String: String] = [:]
            for name in names { environment[name] = variable(name) }
            return standardized(resolve(environment: environment)).path
        }
        var path = Substring(joined)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
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
    static func homeDirectory(_ environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let path = String(cString: dir)
            if !path.isEmpty { return path }
        }
        return NSHomeDirectory()
    }
}
