import Foundation

/// When each export file was last written (`export --since-last -o FILE`): `exports.json` at the
/// top of the data folder, `{"version": 1, "exports": {"/absolute/path": "2026-11-29T09:00:00Z"}}`,
/// 0600, written atomically under its own lock. It never travels with sync (only entries and
/// images do) and stays plain in an encrypted diary: it holds no diary word, only the paths the
/// person chose and times, and reading it never asks for a key. A file that cannot be read
/// counts as no earlier export: every entry is then exported, never fewer.
package struct ExportDates: Codable, Sendable, Equatable {
    /// The file's name at the top of the data folder.
    package static let fileName = "exports.json"
    /// Names its lock (`locks/exports.lock`).
    static let lockID = "exports"
    static let currentVersion = 1

    var version = ExportDates.currentVersion
    /// The time each export began, by the export file's absolute path.
    var exports: [String: Date] = [:]
}

extension DiaryStore {
    var exportDatesPath: String { directoryPath + "/" + ExportDates.fileName }

    /// When an export to `path` (absolute) last began; nil when never, or when the file cannot
    /// be read or is of a newer version.
    package func lastExport(to path: String) -> Date? {
        guard let data = try? PosixFile.read(exportDatesPath),
              let dates = try? StoreJSON.decoder().decode(ExportDates.self, from: data),
              dates.version <= ExportDates.currentVersion else { return nil }
        return dates.exports[path]
    }

    /// Records that an export to `path` (absolute) began at `date`, keeping the others, under
    /// the file's lock. A file that cannot be read is replaced (it holds no word of the diary);
    /// a newer version's is kept and nothing is recorded.
    package func recordExport(to path: String, at date: Date) throws {
        let lock = try documents.lock(id: ExportDates.lockID)
        defer { documents.release(lock) }
        var dates = ExportDates()
        if let data = try? PosixFile.read(exportDatesPath), let read = try? StoreJSON.decoder().decode(ExportDates.self, from: data) {
            // A newer LemonLog's file is left as it is: that export is simply not recorded.
            guard read.version <= ExportDates.currentVersion else { return }
            dates.exports = read.exports
        }
        dates.exports[path] = date
        try PosixFile.writeAtomically(try StoreJSON.encode(dates), to: exportDatesPath)
    }
}
