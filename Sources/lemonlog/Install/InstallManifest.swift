/// What `lemonlog install` wrote under a prefix, kept in `PREFIX/lib/lemonlog/install-manifest`
/// so that `--uninstall` removes exactly that: the files it wrote and the folders it made, by
/// path relative to the prefix. A line that is not one of ours (absolute, `..`) is ignored.
struct InstallManifest: Equatable, Sendable {
    /// Where the manifest lives, relative to the prefix.
    static let path = "lib/lemonlog/install-manifest"
    static let header = "lemonlog install manifest 1"

    var files: [String] = []
    var folders: [String] = []

    /// The text of the manifest file.
    var text: String {
        ([Self.header] + folders.map { "folder " + $0 } + files.map { "file " + $0 }).joined(separator: "\n") + "\n"
    }

    init(files: [String] = [], folders: [String] = []) {
        self.files = files
        self.folders = folders
    }

    /// Reads a manifest's text; nil when it is not one.
    init?(text: String) {
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == Self.header else { return nil }
        for line in lines.dropFirst() {
            if line.hasPrefix("file "), let path = Self.checked(String(line.dropFirst(5))) {
                files.append(path)
            } else if line.hasPrefix("folder "), let path = Self.checked(String(line.dropFirst(7))) {
                folders.append(path)
            }
        }
    }

    /// A path relative to the prefix that stays under it: no leading `/`, no `.` or `..`, no empty
    /// part; or `.`, the prefix itself (when the install made it).
    static func checked(_ path: String) -> String? {
        if path == "." { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        return path
    }
}
