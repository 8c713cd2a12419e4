import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the data directory is: $LEMONLOG_HOME, else $XDG_DATA_HOME/lemonlog, else ~/.local/share/lemonlog.
public enum DataDirectory {
    /// Resolves the data directory from the given environment (pass `ProcessInfo.processInfo.environment`).
    /// Empty variables count as unset; a relative `XDG_DATA_HOME` is ignored, as the XDG spec asks.
    public static func resolve(environment: [String: String]) -> URL {
        if let home = environment["LEMONLOG_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true).standardizedFileURL
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("lemonlog", isDirectory: true)
        }
        return URL(fileURLWithPath: homeDirectory(environment), isDirectory: true)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent("lemonlog", isDirectory: true)
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
