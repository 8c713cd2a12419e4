import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A zip given to `import` (Day One exports one): unpacked with the system's `unzip`, with no
/// shell between, into a new private folder LemonLog makes for it (never over anything) and
/// removes afterwards; without `unzip`, refused in one line that says how to unzip it.
extension ImportInput {
    /// Why a zip was not unpacked: a message key (`import_zip_*`) and its arguments.
    package struct ZipRefusal: Error, Sendable, Equatable {
        package var key: String
        package var arguments: [String: String]
    }

    /// The most a zip may unpack to: what `import` reads of a file, and a photo's limit for each
    /// of a generous number of photos.
    package static let maxUnzippedBytes: Int64 = Int64(maxBytes) * 8

    /// Whether `file` is a plain file starting with a zip's signature (`PK\3\4`, or an empty zip's `PK\5\6`).
    package static func isZip(_ file: String) -> Bool {
        guard file != standardInput else { return false }
        let path = (file as NSString).expandingTildeInPath
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Unpacks `file` into a new folder of its own under the temporary folder (0700); the caller
    /// removes it (`removeUnzipped`). Refused when `unzip` is missing, the zip is damaged, or it
    /// would unpack to more than `maxUnzippedBytes`.
    package static func unzip(_ file: String) -> Result<String, ZipRefusal> {
        let path = (file as NSString).expandingTildeInPath
        guard let listing = PipedProgram.run(["unzip", "-Zt", path], input: Data()) else {
            return .failure(ZipRefusal(key: "import_zip_no_unzip", arguments: ["path": file]))
        }
        guard listing.status == 0 else { return .failure(ZipRefusal(key: "import_zip_damaged", arguments: ["path": file])) }
        // "3 files, 12345 bytes uncompressed, 6789 bytes compressed:  45.0%"
        let words = String(decoding: listing.output, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "," })
        if let index = words.firstIndex(of: "uncompressed"), index >= 2, let size = Int64(words[index - 2]), size > maxUnzippedBytes {
            return .failure(ZipRefusal(key: "import_zip_too_big", arguments: ["path": file]))
        }
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("dayone-import-XXXXXX")
        var template = Array(base.utf8CString)
        guard let made = mkdtemp(&template) else {
            return .failure(ZipRefusal(key: "import_zip_damaged", arguments: ["path": file]))
        }
        let folder = String(cString: made)
        // -n: never overwrite (the folder is new and empty); unzip itself refuses `..` and absolute names.
        guard let result = PipedProgram.run(["unzip", "-q", "-n", path, "-d", folder], input: Data()),
              result.status == 0 || result.status == 1 else {
            removeUnzipped(folder)
            return .failure(ZipRefusal(key: "import_zip_damaged", arguments: ["path": file]))
        }
        // A zip holding one folder (the export zipped with its folder) stands for that folder.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix("__MACOSX") }
        if names.count == 1, isFolder(folder + "/" + names[0], followingLinks: false) {
            return .success(folder + "/" + names[0])
        }
        return .success(folder)
    }

    /// Removes a folder `unzip` made (given it, or a folder inside it), and nothing else.
    package static func removeUnzipped(_ folder: String) {
        let temporary = (NSTemporaryDirectory() as NSString).standardizingPath
        var top = (folder as NSString).standardizingPath
        while PathParts.folder(of: top) != temporary, top.count > temporary.count { top = PathParts.folder(of: top) }
        guard PathParts.folder(of: top) == temporary, PathParts.name(of: top).hasPrefix("dayone-import-") else { return }
        try? FileManager.default.removeItem(atPath: top)
    }

    /// Whether `path` is a folder (itself, not a symlink to one, unless `followingLinks`).
    package static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
        var info = stat()
        let found = followingLinks ? stat(path, &info) : lstat(path, &info)
        return found == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
