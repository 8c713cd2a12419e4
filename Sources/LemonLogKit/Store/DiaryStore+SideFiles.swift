import Foundation

/// Small files a layer above keeps beside the entries (a cache that never holds a diary word):
/// the store reads and writes them by name, atomically and privately, and counts them as its
/// own top-level names. It knows nothing of what they hold.
extension DiaryStore {
    /// The names a side file may have (the terminal layer's `TerminalMemory.fileName`).
    package static let sideFileNames: Set<String> = ["ambiguous-width"]

    /// Largest side file read; a bigger one reads as missing.
    package static let sideFileLimit = 16_384

    /// A side file's bytes, or nil when it is missing, unreadable, too big or not a side file name.
    package func readSideFile(_ name: String) -> Data? {
        guard Self.sideFileNames.contains(name),
              let data = try? PosixFile.read(directoryPath + "/" + name), data.count < Self.sideFileLimit else { return nil }
        return data
    }

    /// Writes a side file atomically (0600); a failure, or a name that is not a side file's,
    /// only means it is not kept.
    package func writeSideFile(_ name: String, _ data: Data) {
        guard Self.sideFileNames.contains(name), data.count < Self.sideFileLimit else { return }
        try? PosixFile.writeAtomically(data, to: directoryPath + "/" + name)
    }
}
