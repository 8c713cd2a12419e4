import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an export outside the data directory: atomically (a temp file beside it, flushed,
/// then moved into place), private (0600), and never over an existing file unless asked.
public enum ExportFile {
    /// Why an export could not be written.
    public enum Failure: Error, Equatable, Sendable {
        /// The file is there and `force` was not given.
        case exists(path: String)
        case cannotWrite(path: String, reason: String)
    }

    /// Writes `data` to `path`; with `force` an existing file is replaced.
    public static func write(_ data: Data, to path: String, force: Bool) throws(Failure) {
        if force {
            do {
                try PosixFile.writeAtomically(data, to: path)
            } catch {
                throw .cannotWrite(path: path, reason: reason(error))
            }
            return
        }
        // Without force: write beside, then link into place (link fails if the name is taken,
        // so a file that appears meanwhile is never overwritten either).
        let folder = (path as NSString).deletingLastPathComponent
        let temp = (folder.isEmpty ? "." : folder) + "/." + (path as NSString).lastPathComponent + ".tmp-" + DiaryStore.newID()
        if PosixFile.exists(path) { throw .exists(path: path) }
        do {
            try PosixFile.writeAtomically(data, to: temp)
        } catch {
            throw .cannotWrite(path: path, reason: reason(error))
        }
        defer { unlink(temp) }
        if link(temp, path) != 0 {
            if errno == EEXIST { throw .exists(path: path) }
            throw .cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
    }

    /// Creates `path` and its missing parents as private folders (0700).
    public static func makeFolders(_ path: String) throws(Failure) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                throw .cannotWrite(path: built, reason: PosixFile.describe(errno))
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        if case StoreError.cannotWrite(_, let reason)? = error as? StoreError { return reason }
        return String(describing: error)
    }
}
