import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The images part of the store: the copies in `images/<owner>/` (0600) of the images attached
/// to a draft or an entry, made, read, pruned and removed here, never through a symlink.
struct ImageFiles: Sendable {
    /// The documents that refer to the copies.
    let documents: DocumentFiles

    var imagesPath: String { documents.directoryPath + "/images" }
    /// The largest image kept (64 MB): the wizard and plain mode refuse a larger one, a Day One
    /// import leaves it out, and `sync` refuses one from another machine by name.
    package static let maxBytes = 64 << 20

    func imageFolderPath(_ id: String) -> String { imagesPath + "/" + id }

    /// Copies an image into images/<ownerID>/ (0600), returns the attachment. Checks: exists, readable, magic bytes PNG/JPEG/GIF/WebP/HEIC(ftyp heic/heix/mif1/msf1/hevc).
    /// Deduplicated by content: bytes already copied for the same owner reuse that copy.
    ///
    /// `path` may start with `~`; a relative path is taken from `directory`, and kept
    /// as the absolute path it named (issue 33). Refusals throw `ImageImportError`; failures to
    /// write the copy throw `StoreError`.
    func importImage(at typed: String, ownerID: String,
                     from directory: String = FileManager.default.currentDirectoryPath) throws -> ImageAttachment {
        let path = ImageFiles.absolutePath(of: typed, from: directory)
        let source = (path as NSString).expandingTildeInPath
        var info = stat()
        guard stat(source, &info) == 0 else {
            throw errno == EACCES ? ImageImportError.notReadable : ImageImportError.notFound
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw ImageImportError.isDirectory }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ImageImportError.unsupportedFormat }
        guard Int64(info.st_size) <= Int64(ImageFiles.maxBytes) else { throw ImageImportError.tooLarge }
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
        let own = storedName(number: 0, originalName: ImageFiles.safeFileName(source), format: format).name
        if let same = copy(of: data, in: folder) {
            return ImageAttachment(storedPath: "images/\(owner)/\(same)", originalPath: path, format: format, name: own)
        }
        let (name, _) = storedName(number: nextImageNumber(in: folder), originalName: ImageFiles.safeFileName(source), format: format)
        try PosixFile.writeAtomically(try stored(data, path: folder + "/" + name), to: folder + "/" + name)
        return ImageAttachment(storedPath: "images/\(owner)/\(name)", originalPath: path, format: format, name: own)
    }

    /// The absolute path `path` names from `directory`: a relative path (`photo.png`,
    /// `./a/b.png`) joined to it; an absolute one, a `~` one or an empty one as it is.
    static func absolutePath(of path: String, from directory: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), directory.hasPrefix("/") else { return path }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return (directory.hasSuffix("/") ? directory : directory + "/") + relative
    }

    /// The file name of copy number `number` and the name the attachment keeps: `<n>-<its own
    /// name>` (nil kept) in a plain diary; in an encrypted one (or one being encrypted) the
    /// neutral `<n>.<format>`, which says nothing of the person's words (issue 31), its own name
    /// kept inside the sealed entry instead.
    func storedName(number: Int, originalName: String, format: String) -> (file: String, name: String?) {
        guard documents.recipients.encryptionStarted else { return ("\(number)-\(originalName)", nil) }
        return (ImageFiles.neutralName(number: number, format: format), originalName)
    }

    /// `<n>.<format>` (`<n>.img` for a format not known).
    static func neutralName(number: Int, format: String) -> String {
        let known = format.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII } && !format.isEmpty && format.count <= 8
        return "\(number)." + (known ? format : "img")
    }

    /// Whether a copy's file name is neutral (`<n>.<letters>`, nothing of the person's words).
    static func isNeutralName(_ name: String) -> Bool {
        let digits = name.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return false }
        let rest = name.dropFirst(digits.count)
        return rest.first == "." && rest.dropFirst().allSatisfy { $0.isASCII && $0.isLetter } && rest.count > 1
    }

    /// An image's bytes as they go to disk (`path`): sealed if the diary is encrypted.
    func stored(_ data: Data, path: String) throws -> Data {
        try documents.recipients.sealIfEncrypted(data, subject: path)
    }

    /// The name of a copy in `folder` holding exactly `data`, if there is one (sizes compared
    /// first, so only a copy of the same size is read; a sealed copy is opened to compare).
    private func copy(of data: Data, in folder: String) -> String? {
        let names = (try? PosixFile.names(in: folder)) ?? []
        let sealed = (try? documents.recipients.current()) != nil
        for name in names where DiaryStore.isImageCopyName(name) && !PosixFile.isTemporaryName(name) {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if sealed {
                guard let bytes = try? PosixFile.read(folder + "/" + name), SealedBytes.isSealed(bytes),
                      (try? SealedBytes.open(bytes, subject: name)) == data else { continue }
                return name
            }
            guard Int(info.st_size) == data.count, (try? PosixFile.read(folder + "/" + name)) == data else { continue }
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
        var steps = 0  // the scalars and characters looked at (`WorkCounter`: it must stay linear)
        for scalar in base.unicodeScalars {
            steps += 1
            if scalars.isEmpty, scalar == "." { continue }
            scalars.append(scalar.properties.generalCategory == .control || scalar == "/" ? "_" : scalar)
        }
        let name = String(scalars)
        var start = name.endIndex
        var bytes = 0
        while start > name.startIndex {
            steps += 1
            let before = name.index(before: start)
            bytes += name[before].utf8.count
            guard bytes <= maxStoredNameBytes else { break }
            start = before
        }
        // A cut may leave a dot in front (a hidden file): drop it as above.
        let kept = name[start...].drop { $0 == "." }
        WorkCounter.add(steps: steps)
        return kept.isEmpty ? "image" : String(kept)
    }

    /// A copy of an attached image's file (as stored: sealed stays sealed) under `owner`, for a
    /// conflict copy that must keep its images whatever happens to the entry it was copied from.
    func copyImage(_ image: ImageAttachment, to owner: String) throws -> ImageAttachment {
        let bytes = try PosixFile.read(try imagePath(image))
        let folder = imageFolderPath(owner)
        guard DiaryStore.isValidID(owner) else { throw StoreError.cannotWrite(path: folder, reason: "invalid id") }
        _ = try FolderGuard.secure(folder, followLink: false, owns: DiaryStore.isImageCopyName)
        let name = PathParts.name(of: image.storedPath)
        try PosixFile.writeAtomically(bytes, to: folder + "/" + name)
        var copy = image
        copy.storedPath = "images/\(owner)/\(name)"
        return copy
    }

    /// The bytes of an attached image's copy (never through a symlink, never outside `images/`).
    func imageData(_ image: ImageAttachment) throws -> Data {
        let path = try imagePath(image)
        return try SealedBytes.open(try PosixFile.read(path), subject: path)
    }

    /// Where an attachment's copy is; throws `cannotRead` for a stored path that would leave
    /// `images/` (a hand-edited or hostile file).
    func imagePath(_ image: ImageAttachment) throws -> String {
        let parts = image.storedPath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.first == "images", !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw StoreError.cannotRead(path: image.storedPath, reason: "not inside images/")
        }
        return documents.directoryPath + "/" + image.storedPath
    }

    /// The image copies stored under an owner id; none if `images/<owner>` is not a real
    /// folder (a symlink is never listed through).
    func imageFiles(of owner: String) -> [String] {
        guard DiaryStore.isValidID(owner), let folder = PosixFolder.open(imageFolderPath(owner)) else { return [] }
        defer { close(folder) }
        return PosixFolder.names(in: folder).filter { !PosixFile.isTemporaryName($0) }.sorted()
    }

    /// Removes `images/<owner>/` and everything in it, by name inside the folders it holds,
    /// never following a symlink: a symlinked `images/<owner>` loses the link, its target
    /// keeps every file.
    func removeImageFolder(of owner: String) throws {
        guard DiaryStore.isValidID(owner) else { return }
        let folder = imageFolderPath(owner)
        guard PosixFile.exists(folder) else { return }
        guard let images = PosixFolder.open(imagesPath) else {
            throw StoreError.cannotWrite(path: folder, reason: PosixFile.describe(errno))
        }
        defer { close(images) }
        let code = PosixFolder.removeTree(named: owner, in: images)
        guard code == 0 else { throw StoreError.cannotWrite(path: folder, reason: PosixFile.describe(code)) }
        try PosixFile.syncDirectory(imagesPath, reportingAs: folder)
    }

    /// Removes the copies in `images/<owner>/` that neither the entry or draft of that id nor
    /// any draft editing it refers to (an image removed with `x`, an edit thrown away).
    /// Does nothing if any of them cannot be read: only the provably unreferenced goes.
    /// `drafts` saves reading them again when the caller has them (the sweep). The folder is
    /// opened without following a symlink and its copies removed by name inside it, so a
    /// symlinked `images/<owner>` never costs a file where it points.
    func pruneImages(of owner: String, drafts known: [DiaryDraft]? = nil) {
        guard DiaryStore.isValidID(owner), let folder = PosixFolder.open(imageFolderPath(owner)) else { return }
        defer { close(folder) }
        let files = PosixFolder.names(in: folder).filter { !PosixFile.isTemporaryName($0) }
        guard !files.isEmpty, let drafts = known ?? documents.readableDrafts(),
              let referenced = referencedImages(of: owner, drafts: drafts) else { return }
        if referenced.isEmpty, !PosixFile.exists(documents.entryPath(owner)), !PosixFile.exists(documents.draftPath(owner)),
           !drafts.contains(where: { $0.entryID == owner }) {
            try? removeImageFolder(of: owner)
            return
        }
        for name in files where !referenced.contains("images/\(owner)/\(name)") {
            if let info = PosixFolder.info(of: name, in: folder), (info.st_mode & S_IFMT) != S_IFDIR {
                unlinkat(folder, name, 0)
            }
        }
    }

    /// The stored paths every document about `owner` refers to; nil if one cannot be read.
    func referencedImages(of owner: String, drafts: [DiaryDraft]) -> Set<String>? {
        var paths = Set<String>()
        if PosixFile.exists(documents.entryPath(owner)) {
            guard let entry = try? documents.read(DiaryEntry.self, at: documents.entryPath(owner), id: owner) else { return nil }
            paths.formUnion(entry.content.images.map(\.storedPath))
        }
        for draft in drafts where draft.id == owner || draft.entryID == owner {
            paths.formUnion(draft.content.images.map(\.storedPath))
        }
        return paths
    }
}
