import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DiaryStore {
    /// Copies an image into images/<ownerID>/ (0600), returns the attachment. Checks: exists, readable, magic bytes PNG/JPEG/GIF/WebP/HEIC(ftyp heic/heix/mif1/msf1/hevc).
    /// Deduplicated by content: bytes already copied for the same owner reuse that copy.
    ///
    /// `path` may start with `~`; a relative path is taken from the current directory. Refusals
    /// throw `ImageImportError`; failures to write the copy throw `StoreError`.
    public func importImage(at path: String, ownerID: String) throws -> ImageAttachment {
        let source = (path as NSString).expandingTildeInPath
        var info = stat()
        guard stat(source, &info) == 0 else {
            throw errno == EACCES ? ImageImportError.notReadable : ImageImportError.notFound
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw ImageImportError.isDirectory }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ImageImportError.unsupportedFormat }
        let data: Data
        do {
            data = try PosixFile.read(source, followingSymlink: true)
        } catch {
            throw ImageImportError.notReadable
        }
        guard let format = ImageFormat.detect(Array(data.prefix(ImageFormat.headerLength))) else {
            throw ImageImportError.unsupportedFormat
        }
        let owner = ownerID.lowercased()
        let folder = imageFolderPath(owner)
        guard DiaryStore.isValidID(owner) else { throw StoreError.cannotWrite(path: folder, reason: "invalid id") }
        _ = try FolderGuard.secure(folder, followLink: false, owns: DiaryStore.isImageCopyName)
        // The same bytes already copied for this owner: refer to that copy (no second file).
        if let same = copy(of: data, in: folder) {
            return ImageAttachment(storedPath: "images/\(owner)/\(same)", originalPath: path, format: format)
        }
        let name = "\(nextImageNumber(in: folder))-\(DiaryStore.safeFileName(source))"
        try PosixFile.writeAtomically(data, to: folder + "/" + name)
        return ImageAttachment(storedPath: "images/\(owner)/\(name)", originalPath: path, format: format)
    }

    /// The name of a copy in `folder` holding exactly `data`, if there is one (sizes compared
    /// first, so only a copy of the same size is read).
    private func copy(of data: Data, in folder: String) -> String? {
        let names = (try? PosixFile.names(in: folder)) ?? []
        for name in names where DiaryStore.isImageCopyName(name) && !PosixFile.isTemporaryName(name) {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  Int(info.st_size) == data.count, (try? PosixFile.read(folder + "/" + name)) == data else { continue }
            return name
        }
        return nil
    }

    /// One more than the highest `<n>-` already in the folder (1 for none, or no folder).
    func nextImageNumber(in folder: String) -> Int {
        let names = (try? PosixFile.names(in: folder)) ?? []
        let numbers = names.compactMap { name in Int(name.prefix { $0.isASCII && $0.isNumber }) }
        return (numbers.max() ?? 0) + 1
    }

    /// The longest stored file name, in UTF-8 bytes (its `<n>-` aside): names are cut from the front.
    static let maxStoredNameBytes = 200

    /// The source's file name made safe to store: no slashes, control characters or leading
    /// dots, at most `maxStoredNameBytes` (its end kept, with the extension). Linear in the
    /// length of `path`: one pass over the scalars, one from the end for the cut.
    static func safeFileName(_ path: String) -> String {
        let base = (path as NSString).lastPathComponent
        var scalars = String.UnicodeScalarView()
        for scalar in base.unicodeScalars {
            if scalars.isEmpty, scalar == "." { continue }
            scalars.append(scalar.properties.generalCategory == .control || scalar == "/" ? "_" : scalar)
        }
        let name = String(scalars)
        var start = name.endIndex
        var bytes = 0
        while start > name.startIndex {
            let before = name.index(before: start)
            bytes += name[before].utf8.count
            guard bytes <= maxStoredNameBytes else { break }
            start = before
        }
        // A cut may leave a dot in front (a hidden file): drop it as above.
        let kept = name[start...].drop { $0 == "." }
        return kept.isEmpty ? "image" : String(kept)
    }
}
