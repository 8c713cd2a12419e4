import Foundation

/// `import`, as a client of the store: the checked candidates handed to `ImportStaging`, which
/// writes them all or none (see there).
extension DiaryStore {
    /// Imports the candidates (already checked). An id already in the diary is skipped, or
    /// with `replace` overwritten (its old images go, unless a draft still refers to them). A
    /// draft with the id keeps it: the entry is skipped, so no draft and entry ever share an id
    /// by accident. Throws only before the commit point, when nothing was imported.
    package func importEntries(_ candidates: [ImportCandidate], replace: Bool) throws -> ImportResult {
        try staging.importEntries(candidates.map(Self.staged), replace: replace)
    }

    /// Imports the entries of a LemonLog export read one at a time (`ImportReader.readEntries`),
    /// by the same rules: each entry ready to import is staged as soon as it is read, so that an
    /// import of any size holds one entry at a time. The read says what was left out, and how
    /// many entries were ready. Throws only before the commit point, when nothing was imported:
    /// `ReadWhole` when the file is to be read whole after all.
    package func importEntries(streaming source: ImportSource, probe: ExportProbe, reader: ImportReader,
                               replace: Bool) throws -> (read: ImportRead, taken: Int, result: ImportResult) {
        var read = (read: probe.read, taken: 0)
        let result = try staging.importEntries(replace: replace) { stage in
            read = try reader.readEntries(source, probe: probe) { candidate in try stage(Self.staged(candidate)) }
        }
        return (read.read, read.taken, result)
    }

    private static func staged(_ candidate: ImportCandidate) -> StagedEntry {
        StagedEntry(entry: candidate.entry, images: candidate.images.map { image in
            StagedImage(name: image.name, format: image.format, originalPath: image.originalPath, data: image.data)
        })
    }
}
