import Foundation

extension DiaryStore {
    /// Copies an image into images/<ownerID>/ (0600), returns the attachment. Checks: exists, readable, magic bytes PNG/JPEG/GIF/WebP/HEIC(ftyp heic/heix/mif1/msf1/hevc).
    /// Deduplicated by content: bytes already copied for the same owner reuse that copy.
    ///
    /// `path` may start with `~`; a relative path is taken from `directory` (the current
    /// directory unless given). Refusals throw `ImageImportError`; failures to write the copy
    /// throw `StoreError`.
    package func importImage(at path: String, ownerID: String,
                             from directory: String = FileManager.default.currentDirectoryPath) throws -> ImageAttachment {
        try images.importImage(at: path, ownerID: ownerID, from: directory)
    }
}
