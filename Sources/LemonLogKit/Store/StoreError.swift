/// Errors the store throws; each names the path and the reason (the CLI localizes them).
package enum StoreError: Error, Equatable, Sendable {
    /// The data directory (or one of its folders) exists but is not a directory.
    case notADirectory(path: String)
    /// A directory could not be created; `reason` is the `strerror` text.
    case cannotCreate(path: String, reason: String)
    /// A file could not be written, replaced or removed; `reason` is the `strerror` text.
    case cannotWrite(path: String, reason: String)
    /// A file or folder could not be read; `reason` is the `strerror` text.
    case cannotRead(path: String, reason: String)
    /// A file was read but is corrupt, truncated, not JSON or of an unknown version.
    case unreadable(path: String, reason: String)
    /// No draft or entry has this id or prefix; `candidates` are the closest full ids (at most 5).
    case notFound(id: String, candidates: [String])
    /// The prefix names several drafts or entries; `candidates` are all their full ids, sorted.
    case ambiguous(id: String, candidates: [String])
    /// Another wizard has this draft or entry open.
    case locked(id: String)
    /// A folder of the data directory is a symbolic link; LemonLog does not write through it.
    case symlinked(path: String)
    /// The data directory (or a folder in it) belongs to another user (`owner` is the uid).
    case foreignOwner(path: String, owner: Int)
    /// The data directory would be the root folder `/`.
    case rootFolder(path: String)
    /// The data directory already exists and others may write in it (group or world
    /// writable, or sticky like /tmp); `mode` is its octal mode.
    case sharedFolder(path: String, mode: String)
    /// The data directory already exists and holds files LemonLog did not make: `example` is
    /// one of them, `count` how many.
    case foreignFiles(path: String, example: String, count: Int)
}
