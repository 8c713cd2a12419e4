import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Markdown exports wrote in one `images/` folder, kept there as `.lemonlog-export.json`:
/// per export document (by the name it was written under), the image files its exports wrote
/// that are still there (`<entry id>/<name>`, each with the fingerprint of the bytes written)
/// and the entry folders they made. Which files stay is not read from here but from the
/// documents' links (`ExportDocumentLinks`). A later export replaces or removes
/// only a file listed here that still holds those bytes (a file changed since is someone's);
/// a name that is not of that shape is never acted on.
struct ExportImagesManifest: Codable, Equatable {
    /// One document's files (path → fingerprint) and the folders its exports made.
    struct Record: Codable, Equatable {
        var files: [String: String] = [:]
        var folders: [String] = []
    }

    static let fileName = ".lemonlog-export.json"
    static let formatName = "lemonlog-export-images"
    /// Larger than any real manifest; a bigger file is not one of ours.
    static let maxBytes = 16 * 1024 * 1024

    var format = formatName
    var version = 1
    var documents: [String: Record] = [:]

    /// Every file some document's export wrote, with the fingerprints of what it wrote.
    var allFiles: [String: Set<String>] {
        var files: [String: Set<String>] = [:]
        for record in documents.values {
            for (path, print) in record.files { files[path, default: []].insert(print) }
        }
        return files
    }

    /// The byte count and a 64-bit FNV-1a hash of `data`: enough to tell whether a file still
    /// holds what an export wrote.
    static func fingerprint(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "\(data.count)-" + String(hash, radix: 16)
    }

    /// `owner/name` split, if the path is one an export could have written (a valid entry id,
    /// then one plain file name); nil for anything else.
    static func parts(_ path: String) -> (owner: String, name: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, DiaryStore.isValidID(parts[0]), !parts[1].isEmpty, parts[1] != ".", parts[1] != ".."
        else { return nil }
        return (parts[0], parts[1])
    }

    /// The manifest in the folder `images` (an empty one if there is none). A link, something
    /// else under the name, or a file that is not a manifest is refused: never read through,
    /// never replaced.
    static func read(in images: Int32, path: String) throws(ExportFile.Failure) -> ExportImagesManifest {
        let fd = openat(images, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: return ExportImagesManifest()
            case ELOOP: throw .symlinked(path: path)
            default: throw .cannotWrite(path: path, reason: PosixFile.describe(errno))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= maxBytes else {
            throw .imageConflict(path: path)
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= maxBytes {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        guard let manifest = try? JSONDecoder().decode(ExportImagesManifest.self, from: data),
              manifest.format == formatName, manifest.version == 1 else { throw .imageConflict(path: path) }
        return manifest
    }

    /// Writes the manifest into `images` atomically: a private temp file, flushed, renamed over.
    func write(in images: Int32, path: String) throws(ExportFile.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { throw .cannotWrite(path: path, reason: "encoding") }
        let temp = Self.fileName + ".tmp-" + DiaryStore.newID()
        let fd = openat(images, temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        var code = PosixFile.writeAll(fd, data)
        if code == 0, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0, renameat(images, temp, images, Self.fileName) != 0 { code = errno }
        if code != 0 {
            unlinkat(images, temp, 0)
            throw .cannotWrite(path: path, reason: PosixFile.describe(code))
        }
    }
}
