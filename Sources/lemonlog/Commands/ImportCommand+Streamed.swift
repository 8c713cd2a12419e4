import Foundation
import LemonLogKit

/// `import` of a LemonLog export in a regular file, entry by entry (issue 36): its memory does
/// not grow with the file. Everything it reports is what the whole read reports.
extension ImportCommand {
    /// Imports `file` entry by entry when it is a LemonLog export in a regular file whose
    /// structure holds (`ImportReader.probe`); nil when it is to be read whole instead (any
    /// other file, or one found not to be what the probe saw: then nothing was imported).
    static func streamed(_ context: AppContext, file: String, reader: ImportReader, replace: Bool) throws -> Int32? {
        guard let source = ImportSource(regularFile: file), let probe = reader.probe(source) else { return nil }
        let store = try context.openStore()
        let streamed: (read: ImportRead, taken: Int, result: ImportResult)
        do {
            streamed = try store.importEntries(streaming: source, probe: probe, reader: reader, replace: replace)
        } catch is ReadWhole {
            return nil
        } catch {
            return notImported(context, error)
        }
        guard streamed.taken > 0 || streamed.read.skipped.isEmpty else { return nothingTaken(streamed.read, context.localizer) }
        // A LemonLog export's entries have no origin: none was imported before from another diary.
        let earlier = EarlierImports.match([], in: store)
        return finish(context, store: store, read: streamed.read, taken: streamed.taken, earlier: earlier, changedStaged: 0,
                      result: streamed.result,
                      replace: replace) {}
    }
}
