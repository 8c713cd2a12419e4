import Foundation

/// Decodes store documents of every version this code knows: the current one directly,
/// older ones through the `FormatMigration` chain in memory; fields a document lacks take
/// their defaults. A newer version, or a file that is not a document, is `unreadable`.
enum DocumentReader {
    /// Decodes `data` read from `path` as a `T` whose id must be `id`.
    static func decode<T: StoreDocument>(_ type: T.Type, from data: Data, path: String, id: String,
                                         migrations: [FormatMigration] = T.migrations,
                                         currentVersion: Int = T.currentVersion) throws -> T {
        let decoder = StoreJSON.decoder()
        let header: DocumentHeader
        do {
            header = try decoder.decode(DocumentHeader.self, from: data)
        } catch {
            throw StoreError.unreadable(path: path, reason: "not valid JSON")
        }
        guard let found = header.version else { throw StoreError.unreadable(path: path, reason: "missing version") }
        guard found >= 1, found <= currentVersion else {
            throw StoreError.unreadable(path: path, reason: "unknown version \(found)")
        }
        let current = found == currentVersion ? data : try migrate(data, from: found, to: currentVersion,
                                                                       with: migrations, path: path)
        let document: T
        do {
            document = try decoder.decode(T.self, from: current)
        } catch {
            throw StoreError.unreadable(path: path, reason: "invalid document: \(DiaryStore.describe(error))")
        }
        guard document.id == id else {
            throw StoreError.unreadable(path: path, reason: "id \(document.id) does not match the file name")
        }
        return document
    }

    /// Runs the chain from `version` up to `target` and returns the JSON of the result.
    static func migrate(_ data: Data, from version: Int, to target: Int, with migrations: [FormatMigration],
                        path: String) throws -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw StoreError.unreadable(path: path, reason: "not valid JSON")
        }
        for step in version..<target {
            guard let migration = migrations.first(where: { $0.from == step }) else {
                throw StoreError.unreadable(path: path, reason: "no migration from version \(step)")
            }
            migration.apply(&object)
            object["version"] = step + 1
        }
        return try JSONSerialization.data(withJSONObject: object)
    }
}
