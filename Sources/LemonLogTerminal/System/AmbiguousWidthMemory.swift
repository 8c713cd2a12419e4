import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The wizard's measured answer to "does this terminal draw ambiguous-width characters two
/// columns wide", kept per kind of terminal (`TERM_PROGRAM` and `TERM`) in
/// `$XDG_CACHE_HOME/lemonlog/ambiguous-width` (else `~/.cache/lemonlog/…`), so that a one-shot
/// command (`stats`), which does not probe, draws as the wizard does there. A cache: losing
/// it costs only the fallback; it never holds a diary word.
public enum AmbiguousWidthMemory {
    /// The cache file, nil without a home.
    public static func path(_ environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/lemonlog/ambiguous-width" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.cache/lemonlog/ambiguous-width"
    }

    /// The kind of terminal an answer is for (one line, no tab).
    static func key(_ environment: [String: String]) -> String {
        let parts = [environment["TERM_PROGRAM"] ?? "", environment["TERM"] ?? ""]
        return parts.joined(separator: "/").filter { !$0.isNewline && $0 != "\t" }
    }

    /// The answer remembered for this kind of terminal: true wide, false narrow, nil unknown.
    public static func recall(_ environment: [String: String]) -> Bool? {
        guard let path = path(environment), let data = FileManager.default.contents(atPath: path), data.count < 16_384 else {
            return nil
        }
        let key = key(environment)
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0] == key else { continue }
            return fields[1] == "2" ? true : fields[1] == "1" ? false : nil
        }
        return nil
    }

    /// Remembers the answer for this kind of terminal (a private file in a private folder,
    /// written whole and renamed; other kinds' answers kept). Failures are ignored.
    public static func remember(_ wide: Bool, environment: [String: String]) {
        guard let path = path(environment), recall(environment) != wide else { return }
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard mkdir((folder as NSString).deletingLastPathComponent, 0o700) == 0 || errno == EEXIST,
                  mkdir(folder, 0o700) == 0 || errno == EEXIST else { return }
        } else if !isFolder.boolValue {
            return
        }
        let key = key(environment)
        var lines = (FileManager.default.contents(atPath: path).map { String(decoding: $0.prefix(16_384), as: UTF8.self) } ?? "")
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix(key + "\t") }
        lines.append(key + "\t" + (wide ? "2" : "1"))
        let temporary = folder + "/.ambiguous-width.tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        var bytes = Array((lines.suffix(32).joined(separator: "\n") + "\n").utf8)
        let written = write(fd, &bytes, bytes.count)
        close(fd)
        if written == bytes.count, rename(temporary, path) == 0 { return }
        unlink(temporary)
    }
}
