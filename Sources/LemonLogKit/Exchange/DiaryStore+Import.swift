import Foundation

/// `import`, as a client of the store: the checked candidates handed to `ImportStaging`, which
/// writes them all or none (see there).
extension DiaryStore {
    /// Imports the candidates (already checked). An id already in the diary is skipped, or
    /// with `replace` overwritten (its old images go, unless a draft still refers to them). A
    /// draft with the id keeps it: the entry is skipped, so no draft and entry ever share an id
    /// by accident. Throws only before the commit point, when nothing was imported.
    package func importEntries(_ candidates: [ImportCandidate], replace: Bool) throws -> ImportResult {
        let entries = candidates.map { candidate in
            StagedEntry(entry: candidate.entry, images: candidate.images.map { image in
                StagedImage(name: image.name, format: image.format, originalPath: image.originalPath, data: image.data)
            })
        }
        return try staging.importEntries(entries, replace: replace)
    }
}
