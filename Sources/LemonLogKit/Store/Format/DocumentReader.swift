import Foundation

/// Decodes store documents of every version this code knows: the current one directly,
/// older ones through the `FormatMigration` chain in memory; fields a document lacks take
/// their defaults. A newer version, or a file that is not a document, is `unreadable`.
enum DocumentReader {
    /// Decodes `data` read from `path` as a `T` whose id must be `id`. One JSON pass reads the
    /// version and, when the document reads as it is (`readsAsIs`), the document itself; an
    /// older version whose steps change the JSON goes through `migrate` first.
    static func decode<T: StoreDocument>(_ type: T.Type, from data: Data, path: String, id: String,
                                         migrations: [FormatMigration] = T.migrations,
                                         currentVersion: Int = T.currentVersion) throws -> T {
        let decoder = StoreJSON.decoder()
        decoder.userInfo[Versioned<T>.chainKey] = Chain(migrations: migrations, currentVersion: currentVersion)
        let versioned: Versioned<T>
        do {
            versioned = try decoder.decode(Versioned<T>.self, from: data)
        } catch let failure as Failure {
            switch failure {
            case .missingVersion: throw StoreError.unreadable(path: path, reason: "missing version")
            case .unknownVersion(let found): throw StoreError.unreadable(path: path, reason: "unknown version \(found)")
            case .invalid(let error):
                throw StoreError.unreadable(path: path, reason: "invalid document: \(DocumentFiles.describe(error))")
            }
        } catch {
            throw StoreError.unreadable(path: path, reason: "not valid JSON")
        }
        let document: T
        if let decoded = versioned.document {
            document = decoded
        } else {
            let current = try migrate(data, from: versioned.version, to: currentVersion, with: migrations, path: path)
            do {
                document = try decoder.decode(T.self, from: current)
            } catch {
                throw StoreError.unreadable(path: path, reason: "invalid document: \(DocumentFiles.describe(error))")
            }
        }
        guard document.id == id else {
            throw StoreError.unreadable(path: path, reason: "id \(document.id) does not match the file name")
        }
        return document
    }

    /// Whether a document of `version` decodes as it is: it is the current version, or every
    /// step up from it keeps the JSON.
    static func readsAsIs(_ version: Int, to target: Int, with migrations: [FormatMigration]) -> Bool {
        (version..<target).allSatisfy { step in migrations.first { $0.from == step }?.keepsJSON == true }
    }

    /// The chain `Versioned` checks the version against.
    struct Chain: Sendable {
        var migrations: [FormatMigration]
        var currentVersion: Int
    }

    /// Why `Versioned` stopped (anything else it throws means the data is not a JSON object).
    enum Failure: Error {
        case missingVersion
        case unknownVersion(Int)
        /// The version is known but the document does not decode.
        case invalid(Error)
    }

    /// A document's version, and the document when it reads as it is (else nil: it needs the
    /// migrations). Decoding it reads the JSON once.
    struct Versioned<T: Decodable>: Decodable {
        static var chainKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "lemonlog.documentChain")! }
        var version: Int
        var document: T?

        private enum Key: String, CodingKey { case version }

        init(from decoder: Decoder) throws {
            let header = try decoder.container(keyedBy: Key.self)
            guard let chain = decoder.userInfo[Self.chainKey] as? Chain else { throw Failure.missingVersion }
            guard let found = try header.decodeIfPresent(Int.self, forKey: .version) else { throw Failure.missingVersion }
            guard found >= 1, found <= chain.currentVersion else { throw Failure.unknownVersion(found) }
            version = found
            guard DocumentReader.readsAsIs(found, to: chain.currentVersion, with: chain.migrations) else { return }
            do {
                document = try T(from: decoder)
            } catch {
                throw Failure.invalid(error)
            }
        }
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
