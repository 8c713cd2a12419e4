/// A path's folder and last name, by bytes: `NSString.deletingLastPathComponent` traps on a
/// one-character relative path (`x`, `.`, `é`) and on `a/` in this Foundation.
package enum PathParts {
    /// The folder holding `path`'s last component: `.` for a bare name, `/` for one at the root.
    package static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path` (trailing slashes ignored); `/` for the root itself.
    package static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    /// `path` without the slashes at its end, keeping a lone `/`.
    static func withoutTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
