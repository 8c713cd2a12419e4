import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes given to `import`: a file, or standard input for `-`.
package enum ImportInput {
    /// The name standing for standard input.
    package static let standardInput = "-"
    /// The most `import` reads of its file (or of standard input): far above any diary's export,
    /// so that `/dev/zero` or a pipe that never ends cannot fill the memory.
    package static let maxBytes = 1 << 30
    /// The most read of one photo of a Day One export.
    package static let maxPhotoBytes = ImageFiles.maxBytes

    /// What to read for `file`, and the folder beside it that may hold a Day One export's
    /// `photos/`: a folder (Day One's unzipped export) stands for its `Journal.json`, else its one
    /// `.json` file (a folder with none or several is left as it is, and reading it says so); a
    /// file stands for itself, its folder beside it. Standard input has no folder.
    package static func locate(_ file: String) -> (file: String, folder: String?) {
        guard file != standardInput else { return (file, nil) }
        let path = (file as NSString).expandingTildeInPath
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return (file, nil) }
        guard isFolder.boolValue else { return (file, (path as NSString).deletingLastPathComponent) }
        let journal = (path as NSString).appendingPathComponent("Journal.json")
        if FileManager.default.fileExists(atPath: journal) { return (journal, path) }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.lowercased().hasSuffix(".json") }
        guard names.count == 1 else { return (file, nil) }
        return ((path as NSString).appendingPathComponent(names[0]), path)
    }

    /// Reads the files of `folder/photos/` by name (nothing without a folder); only read, never
    /// changed. Only a regular file of at most `maxPhotoBytes` is read: never through a symlink,
    /// never a FIFO, device or socket (each is left out, and named by the import).
    package static func photos(in folder: String?) -> @Sendable (String) -> Data? {
        guard let folder else { return { _ in nil } }
        return { name in
            guard !name.contains("/"), case .data(let data)? = try? PosixFile.read(folder + "/photos/" + name, atMost: maxPhotoBytes)
            else { return nil }
            return data
        }
    }

    /// Reads `file` (`~` expanded, a symlink followed; a pipe such as `<(…)` works) or, for `-`,
    /// standard input to its end. A file or input that cannot be read (missing, a folder, a
    /// device or socket, closed, write-only, more than `maxBytes`) is a `StoreError.cannotRead`
    /// naming it, with the reason.
    package static func read(_ file: String) -> Result<Data, StoreError> {
        let fd: Int32
        if file == standardInput {
            fd = STDIN_FILENO
        } else {
            // Looked at before it is opened: opening a device can itself do something.
            let path = (file as NSString).expandingTildeInPath
            var info = stat()
            if stat(path, &info) == 0, ![S_IFREG, S_IFDIR, S_IFIFO].contains(info.st_mode & S_IFMT) {
                return .failure(.cannotRead(path: file, reason: "not a regular file"))
            }
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { return .failure(.cannotRead(path: file, reason: PosixFile.describe(errno))) }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.cannotRead(path: file, reason: PosixFile.describe(errno))) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(.cannotRead(path: file, reason: PosixFile.describe(EISDIR))) }
        if file != standardInput, kind != S_IFREG, kind != S_IFIFO {
            return .failure(.cannotRead(path: file, reason: "not a regular file"))
        }
        if kind == S_IFREG, Int64(info.st_size) > Int64(maxBytes) {
            return .failure(.cannotRead(path: file, reason: PosixFile.describe(EFBIG)))
        }
        do {
            let data = try PosixFile.readAll(fd, reportingAs: file, stoppingPast: maxBytes)
            guard data.count <= maxBytes else { return .failure(.cannotRead(path: file, reason: PosixFile.describe(EFBIG))) }
            return .success(data)
        } catch let error as StoreError {
            return .failure(error)
        } catch {
            return .failure(.cannotRead(path: file, reason: PosixFile.describe(EIO)))
        }
    }
}
