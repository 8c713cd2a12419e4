import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives an encrypted diary's image copies names that say nothing (issue 31):
/// `images/<id>/1-divorce-lawyer-letter.png` becomes `images/<id>/1.png`, the image's own name
/// kept in the sealed documents that refer to it (`ImageAttachment.name`). One owner at a time,
/// under the locks of every document concerned: the new name is linked to the same file, the
/// documents are rewritten, then the old name is removed. Killed anywhere, every document refers
/// to a name that is there, and running `encrypt` again finishes.
struct NeutralImageNames {
    let documents: DocumentFiles
    let images: ImageFiles

    /// Renames every copy a document refers to that is not neutral yet; the entry files rewritten
    /// (`<id>.json`, their words unchanged) for the index's stamps. The caller holds the index lock.
    func rename() throws -> Set<String> {
        guard let owners = try? PosixFile.names(in: images.imagesPath) else { return [] }
        var rewritten = Set<String>()
        for owner in owners.filter(DiaryStore.isValidID).sorted() {
            let files = images.imageFiles(of: owner).filter { !ImageFiles.isNeutralName($0) }
            guard !files.isEmpty else { continue }
            if try rename(files, of: owner) { rewritten.insert(owner + ".json") }
        }
        return rewritten
    }

    /// Renames `files` of `images/<owner>/`; whether the entry file was rewritten.
    private func rename(_ files: [String], of owner: String) throws -> Bool {
        let prefix = "images/\(owner)/"
        // Drafts that cannot be read might refer to the old names: those are then kept.
        let readable = documents.readableDrafts()
        let draftIDs = (readable ?? []).filter { $0.id != owner && $0.content.images.contains { $0.storedPath.hasPrefix(prefix) } }.map(\.id)
        var locks: [StoreLock] = []
        defer { locks.forEach { documents.release($0) } }
        for id in Set([owner] + draftIDs).sorted() { locks.append(try documents.lock(id: id)) }
        // Read again under the locks: what is written back is what is there now.
        var entry: DiaryEntry?
        if PosixFile.exists(documents.entryPath(owner)) {
            guard let read = try? documents.read(DiaryEntry.self, at: documents.entryPath(owner), id: owner) else { return false }
            entry = read
        }
        var drafts: [DiaryDraft] = []
        for id in Set([owner] + draftIDs).sorted() where PosixFile.exists(documents.draftPath(id)) {
            guard let draft = try? documents.read(DiaryDraft.self, at: documents.draftPath(id), id: id) else { return false }
            drafts.append(draft)
        }
        let attachments = (entry?.content.images ?? []) + drafts.flatMap(\.content.images)
        let folder = images.imageFolderPath(owner)
        var renamed: [String: String] = [:]
        for file in files {
            let digits = file.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), let image = attachments.first(where: { $0.storedPath == prefix + file }) else { continue }
            let neutral = ImageFiles.neutralName(number: number, format: image.format)
            guard try link(folder + "/" + file, as: folder + "/" + neutral) else { continue }
            renamed[prefix + file] = prefix + neutral
        }
        guard !renamed.isEmpty else { return false }
        func moved(_ images: [ImageAttachment]) -> [ImageAttachment] {
            images.map { image in
                guard let path = renamed[image.storedPath] else { return image }
                var moved = image
                moved.name = image.ownName
                moved.storedPath = path
                return moved
            }
        }
        for var draft in drafts where draft.content.images.contains(where: { renamed[$0.storedPath] != nil }) {
            draft.content.images = moved(draft.content.images)
            try documents.writeDraft(draft)
        }
        var rewrote = false
        if var entry, entry.content.images.contains(where: { renamed[$0.storedPath] != nil }) {
            entry.content.images = moved(entry.content.images)
            try documents.write(entry, id: owner, to: documents.entryPath(owner))
            rewrote = true
        }
        if readable != nil {
            for old in renamed.keys { unlink(documents.directoryPath + "/" + old) }
            try PosixFile.syncDirectory(folder, reportingAs: folder)
        }
        return rewrote
    }

    /// Gives the file at `old` the name `new` too (never over another file); true if `new` now
    /// names it (made here, or by an earlier run that was stopped).
    private func link(_ old: String, as new: String) throws -> Bool {
        if Glibc.link(old, new) == 0 {
            try PosixFile.syncDirectory(PathParts.folder(of: new), reportingAs: new)
            return true
        }
        guard errno == EEXIST else { throw StoreError.cannotWrite(path: new, reason: PosixFile.describe(errno)) }
        var one = stat(), other = stat()
        return lstat(old, &one) == 0 && lstat(new, &other) == 0 && one.st_ino == other.st_ino && one.st_dev == other.st_dev
    }
}
