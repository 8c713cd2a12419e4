import Foundation

/// The record of what was imported from jrnl or Day One (`imported.json`, see
/// `ImportRecordDocument`): read whole, and added to under its lock, atomically (0600).
extension DiaryStore {
    var importRecordPath: String { directoryPath + "/" + ImportRecordDocument.fileName }

    /// The fingerprints by entry id; empty when none was written, or the file cannot be read
    /// (an import then treats every earlier entry as possibly edited here: it keeps both).
    package func importRecord() -> [String: ImportFingerprint] {
        guard PosixFile.exists(importRecordPath),
              let document = try? documents.read(ImportRecordDocument.self, at: importRecordPath, id: ImportRecordDocument.recordID)
        else { return [:] }
        return document.entries
    }

    /// Adds (or replaces) the fingerprints of `entries`, keeping the others, under the record's
    /// lock; the file is written atomically. A record that exists but cannot be read is left as it is.
    package func recordImported(_ entries: [String: ImportFingerprint]) throws {
        guard !entries.isEmpty else { return }
        let lock = try documents.lock(id: ImportRecordDocument.recordID)
        defer { documents.release(lock) }
        var all: [String: ImportFingerprint] = [:]
        if PosixFile.exists(importRecordPath) {
            all = try documents.read(ImportRecordDocument.self, at: importRecordPath, id: ImportRecordDocument.recordID).entries
        }
        all.merge(entries) { _, new in new }
        try documents.write(ImportRecordDocument(entries: all), id: ImportRecordDocument.recordID, to: importRecordPath)
    }
}

extension ImportFingerprint {
    /// The fingerprint of an entry's content as a source has it: its minute and its situation.
    package init(_ content: DiaryContent) {
        let minute = Date(timeIntervalSinceReferenceDate: (content.date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ((StoreTimestamp.format(minute) ?? "") + "\u{0}" + content.situation).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.init(text: String(hash, radix: 16), starred: content.starred)
    }
}

extension DiaryStore {
    /// Imports what `earlier` found to import (`staged`), then records what the source had of
    /// each entry written (a record not written only means both are kept next time). The
    /// conflict copies are not counted as imported.
    package func importEntries(_ earlier: EarlierImports, replace: Bool) throws -> ImportResult {
        var result = try importEntries(earlier.staged(replace: replace), replace: replace)
        try? recordImported(earlier.written(in: self, replace: replace))
        if replace { result.imported -= earlier.keptBoth.count }
        return result
    }
}
