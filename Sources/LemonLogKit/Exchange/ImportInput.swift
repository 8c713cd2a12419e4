import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes given to `import`: a file, or standard input for `-`.
public enum ImportInput {
    /// The name standing for standard input.
    public static let standardInput = "-"

    /// Reads `file` (`~` expanded, a symlink followed; a pipe such as `<(…)` works) or, for `-`,
    /// standard input to its end. A file or input that cannot be read (missing, a folder,
    /// closed, write-only) is a `StoreError.cannotRead` naming it, with the system's reason.
    public static func read(_ file: String) -> Result<Data, StoreError> {
        let fd: Int32
        if file == standardInput {
            fd = STDIN_FILENO
        } else {
            fd = open((file as NSString).expandingTildeInPath, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return .failure(.cannotRead(path: file, reason: PosixFile.describe(errno))) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.cannotRead(path: file, reason: PosixFile.describe(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.cannotRead(path: file, reason: PosixFile.describe(EISDIR))) }
        do {
            return .success(try PosixFile.readAll(fd, reportingAs: file))
        } catch let error as StoreError {
            return .failure(error)
        } catch {
            return .failure(.cannotRead(path: file, reason: PosixFile.describe(EIO)))
        }
    }
}
