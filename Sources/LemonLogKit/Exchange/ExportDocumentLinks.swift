import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the Markdown documents in an export folder link to in its `images/`: read from every
/// `.md` and `.markdown` file there as it is now, whatever its name (a document renamed, copied
/// or written by hand counts as much as one an export wrote), so that an image is removed only
/// when no document in the folder still links to it. Only read, never changed.
struct ExportDocumentLinks {
    /// Larger than any export; a bigger document cannot be read whole, so nothing is removed.
    static let maxBytes = 64 * 1024 * 1024

    /// The bytes of the documents (searched as bytes: a link is matched exactly as written).
    let texts: [Data]

    /// The documents in the folder `folder` (a descriptor); nil when one cannot be read whole
    /// (then no one can say what is still linked, and nothing may be removed).
    init?(in folder: Int32) {
        let fd = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0, let listing = fdopendir(fd) else {
            if fd >= 0 { close(fd) }
            return nil
        }
        defer { closedir(listing) }
        var names: [String] = []
        while let item = readdir(listing) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let lower = name.lowercased()
            if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { names.append(name) }
        }
        var texts: [Data] = []
        for name in names {
            // Read through a link too (only read), but only a regular file, never a FIFO or a device.
            let file = openat(folder, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard file >= 0 else {
                if errno == ENOENT { continue }  // gone meanwhile
                return nil
            }
            defer { close(file) }
            var info = stat()
            guard fstat(file, &info) == 0 else { return nil }
            guard (info.st_mode & S_IFMT) == S_IFREG else { continue }  // a folder named x.md links nothing
            guard Int(info.st_size) <= Self.maxBytes, let data = Self.read(file) else { return nil }
            texts.append(data)
        }
        self.texts = texts
    }

    /// Whether some document links to `images/<key>`, as an export writes the link
    /// (percent-encoded, `MarkdownExport.escapeLink`) or as typed.
    func links(to key: String) -> Bool {
        let forms = Set(["images/" + key, MarkdownExport.escapeLink("images/" + key)]).map { Data($0.utf8) }
        return texts.contains { text in forms.contains { text.range(of: $0) != nil } }
    }

    /// The whole file, or nil if it cannot be read or grows past `maxBytes`.
    private static func read(_ fd: Int32) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= maxBytes {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? data : nil }
            data.append(contentsOf: chunk[0..<count])
        }
        return nil
    }
}
