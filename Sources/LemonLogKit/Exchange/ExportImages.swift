import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The copies of a Markdown export's images in `images/<entry id>/` beside the document.
/// Never through a link: `images/` and each `images/<id>/` are made or opened with
/// `O_NOFOLLOW`, relative to their parent's descriptor, and a link there is refused. Never
/// over a file no export wrote: an image already there with the same bytes is left as it is,
/// one with other bytes is refused unless the manifest (`ExportImagesManifest`) lists it as an
/// export's, still holding what that export wrote. An export removes the images that exports
/// wrote there and that no Markdown document in the folder links to any more
/// (`ExportDocumentLinks`: read from the documents as they are, so a document renamed or copied
/// still keeps its images, and one deleted no longer does), if they are unchanged; nothing else
/// is ever removed. `check` says all of that before anything is written; `write` holds to it
/// even if the folder changes meanwhile.
package struct ExportImages {
    /// One image to copy: `images/<owner>/<name>`.
    package struct Copy: Sendable {
        package let owner: String
        package let name: String
        package let data: Data

        package init(owner: String, name: String, data: Data) {
            self.owner = owner
            self.name = name
            self.data = data
        }

        var key: String { owner + "/" + name }
    }

    /// The folder the document is written to; `images/` goes there.
    package let folder: String
    /// The document's file name: what the manifest lists its images under.
    package let document: String
    package let copies: [Copy]
    /// Files (`<entry id>/<name>`) the document links to whose copy could not be read: an
    /// earlier export's file there is kept, not removed as stale.
    package let unreadable: Set<String>

    /// `copies` under the same name for one entry are written once (the first).
    package init(beside folder: String, document: String, copies: [Copy], unreadable: Set<String> = []) {
        self.folder = folder
        self.document = document
        self.unreadable = unreadable
        var seen = Set<String>()
        self.copies = copies.filter { seen.insert($0.key).inserted }
    }

    /// Throws what `write` would refuse, creating and writing nothing.
    package func check() throws(ExportFile.Failure) {
        try run(create: false)
    }

    /// Creates the folders (0700), writes every copy (0600) not already there, removes the
    /// images exports wrote that no document links to any more, and updates the manifest.
    package func write() throws(ExportFile.Failure) {
        try run(create: true)
    }

    /// What becomes of one copy.
    private enum Plan { case keep, create, replace }

    private func run(create: Bool) throws(ExportFile.Failure) {
        let base = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else {
            if (!create || copies.isEmpty) && errno == ENOENT { return }  // not made yet: nothing there to refuse
            throw .cannotWrite(path: folder, reason: PosixFile.describe(errno))
        }
        defer { close(base) }
        let imagesPath = folder + "/images"
        guard let images = try subfolder("images", in: base, path: imagesPath, create: create && !copies.isEmpty).fd else { return }
        defer { close(images) }
        let manifestPath = imagesPath + "/" + ExportImagesManifest.fileName
        var manifest: ExportImagesManifest
        do {
            manifest = try ExportImagesManifest.read(in: images, path: manifestPath)
        } catch {
            // With no image to write, a manifest that is not ours is simply left alone.
            if copies.isEmpty { return }
            throw error
        }
        let earlier = manifest.documents[document]
        // With nothing to write and nothing an export wrote here, there is nothing to do.
        guard !copies.isEmpty || !manifest.documents.isEmpty else { return }
        let listed = manifest.allFiles
        var owners: [String: Int32] = [:]
        defer { owners.values.forEach { close($0) } }
        var made: [String] = []
        var plans: [(Copy, Plan)] = []
        for copy in copies {
            let ownerPath = imagesPath + "/" + copy.owner
            if owners[copy.owner] == nil {
                let opened = try subfolder(copy.owner, in: images, path: ownerPath, create: create)
                guard let fd = opened.fd else { continue }
                owners[copy.owner] = fd
                if opened.made { made.append(copy.owner) }
            }
            guard let owner = owners[copy.owner] else { continue }
            plans.append((copy, try plan(copy, in: owner, path: ownerPath + "/" + copy.name, listed: listed[copy.key] ?? [])))
        }
        guard create else { return }
        // Listed before they are written, so that a crash leaves nothing unlisted behind.
        var record = earlier ?? ExportImagesManifest.Record()
        var ours: [String: String] = [:]
        for (copy, plan) in plans {
            let print = ExportImagesManifest.fingerprint(copy.data)
            if plan != .keep || listed[copy.key]?.contains(print) == true { ours[copy.key] = print }
        }
        record.files.merge(ours) { _, new in new }
        record.folders = Array(Set(record.folders).union(made)).sorted()
        manifest.documents[document] = record
        try manifest.write(in: images, path: manifestPath)
        for (copy, plan) in plans where plan != .keep {
            guard let owner = owners[copy.owner] else { continue }
            try place(copy, in: owner, path: imagesPath + "/" + copy.key, replacing: plan == .replace)
        }
        // An image goes only when no document in the folder links to it any more (read from
        // the documents as they are now, renamed or not), and only if an export wrote it and it
        // still holds those bytes. When a document cannot be read, nothing goes.
        let current = Set(copies.map(\.key)).union(unreadable)
        var forgotten = Set<String>()
        if let links = ExportDocumentLinks(in: base) {
            forgotten = removeStale(manifest.allFiles.filter { !current.contains($0.key) && !links.links(to: $0.key) }, in: images)
        }
        let owned = Set(copies.map(\.owner))
        for (name, var written) in manifest.documents {
            written.files = written.files.filter { !forgotten.contains($0.key) }
            // Only an entry's folder, made by an export and now empty, is removed (rmdir: never
            // a folder holding anything, never a name that leaves `images/`).
            let kept = Set(written.folders.filter(DiaryStore.isValidID)).subtracting(owned)
                .filter { unlinkat(images, $0, AT_REMOVEDIR) != 0 && errno != ENOENT }
            written.folders = Array(Set(written.folders).intersection(owned).union(kept)).sorted()
            manifest.documents[name] = written.files.isEmpty && written.folders.isEmpty ? nil : written
        }
        try manifest.write(in: images, path: manifestPath)
    }

    /// Removes each listed file that is still a regular file holding what an export wrote
    /// (never a link, a folder, or a file changed since), opening its entry folder without
    /// following a link. Returns the files the manifest no longer lists: removed, gone, or no
    /// longer what an export wrote (someone's now). What cannot be looked at stays listed.
    private func removeStale(_ files: [String: Set<String>], in images: Int32) -> Set<String> {
        var forgotten = Set<String>()
        for (file, prints) in files {
            guard let (owner, name) = ExportImagesManifest.parts(file) else { continue }
            let fd = openat(images, owner, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else {
                if errno == ENOENT { forgotten.insert(file) }
                continue
            }
            defer { close(fd) }
            guard let bytes = existingBytes(name, in: fd), prints.contains(ExportImagesManifest.fingerprint(bytes)) else {
                var info = stat()
                let code = fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? 0 : errno
                if code == 0 || code == ENOENT { forgotten.insert(file) }
                continue
            }
            if unlinkat(fd, name, 0) == 0 || errno == ENOENT { forgotten.insert(file) }
        }
        return forgotten
    }

    /// Keep an identical file, replace one with other bytes only if it still holds what an
    /// export wrote there (its fingerprint is `listed`), write a new one where there is none;
    /// anything else is refused.
    private func plan(_ copy: Copy, in folder: Int32, path: String, listed: Set<String>) throws(ExportFile.Failure) -> Plan {
        if let existing = existingBytes(copy.name, in: folder) {
            if existing == copy.data { return .keep }
            guard listed.contains(ExportImagesManifest.fingerprint(existing)) else { throw .imageConflict(path: path) }
            return .replace
        }
        var info = stat()
        if fstatat(folder, copy.name, &info, AT_SYMLINK_NOFOLLOW) == 0 { throw .imageConflict(path: path) }
        return .create
    }

    /// Opens (making it, if `create`) the folder `name` in `parent`, never through a link; no
    /// descriptor if it is missing and `create` is false. `made` says this call made it.
    private func subfolder(_ name: String, in parent: Int32, path: String, create: Bool) throws(ExportFile.Failure) -> (fd: Int32?, made: Bool) {
        var made = false
        if create {
            if mkdirat(parent, name, 0o700) == 0 {
                made = true
            } else if errno != EEXIST {
                throw .cannotWrite(path: path, reason: PosixFile.describe(errno))
            }
        }
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        if fd >= 0 { return (fd, made) }
        let code = errno
        var info = stat()
        if fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw .symlinked(path: path)
        }
        if code == ENOENT && !create { return (nil, false) }
        if code == ENOTDIR { throw .imageConflict(path: path) }
        throw .cannotWrite(path: path, reason: PosixFile.describe(code))
    }

    /// Writes a copy: a temp file, flushed, then linked to the name (which fails rather than
    /// replace a file that appeared meanwhile), or with `replacing` renamed over the export's
    /// own earlier file.
    private func place(_ copy: Copy, in folder: Int32, path: String, replacing: Bool) throws(ExportFile.Failure) {
        let temp = "." + copy.name + ".tmp-" + DiaryStore.newID()
        let fd = openat(folder, temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: PosixFile.describe(errno)) }
        defer { unlinkat(folder, temp, 0) }
        var code: Int32 = 0
        if fchmod(fd, 0o600) != 0 { code = errno }
        if code == 0 { code = PosixFile.writeAll(fd, copy.data) }
        if code == 0, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        if code == 0 {
            let done = replacing ? renameat(folder, temp, folder, copy.name) : linkat(folder, temp, folder, copy.name, 0)
            if done != 0 { code = errno }
        }
        if code == EEXIST { throw .imageConflict(path: path) }
        if code != 0 { throw .cannotWrite(path: path, reason: PosixFile.describe(code)) }
    }

    /// The bytes of the regular file `name` in `folder` (not through a link); nil if there is
    /// none, or it is something else.
    private func existingBytes(_ name: String, in folder: Int32) -> Data? {
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? data : nil }
            data.append(contentsOf: chunk[0..<count])
        }
    }
}
