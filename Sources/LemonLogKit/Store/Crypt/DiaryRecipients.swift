import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys a diary is sealed for, one per line in `recipients` at the top of the data folder
/// (as `pass` keeps `.gpg-id`). Its presence is what makes the diary encrypted: every write
/// reads it, and seals if it is there; a damaged one refuses the write rather than write plain.
struct DiaryRecipients: Sendable {
    /// The file's name in the data folder.
    static let fileName = "recipients"

    /// The data folder.
    let directoryPath: String

    var path: String { directoryPath + "/" + DiaryRecipients.fileName }

    /// The recipients, or nil if the diary is not encrypted; throws `badRecipients` for a file
    /// that is there but unreadable or empty.
    func current() throws -> [String]? {
        guard PosixFile.exists(path) else { return nil }
        guard let data = try? PosixFile.read(path), data.count < 65_536 else {
            throw CryptError(.badRecipients, subject: path)
        }
        let names = DiaryRecipients.parse(data)
        guard !names.isEmpty else { throw CryptError(.badRecipients, subject: path) }
        return names
    }

    /// The non-empty lines of a recipients file, trimmed (`#` starts a comment line).
    static func parse(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingScalars(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The first line of the file while `encrypt` seals every file again for new recipients (a
    /// comment to the parser): a run interrupted then reseals again when run once more.
    static let resealingMark = "# resealing for new keys: run lemonlog encrypt again to finish"

    /// Whether an `encrypt` to new recipients is not finished.
    func isResealing() -> Bool {
        guard let data = try? PosixFile.read(path) else { return false }
        return String(decoding: data.prefix(256), as: UTF8.self).hasPrefix(DiaryRecipients.resealingMark)
    }

    /// Writes the recipients (atomically), marked while `resealing`.
    func write(_ names: [String], resealing: Bool = false) throws {
        let lines = (resealing ? [DiaryRecipients.resealingMark] : []) + names
        try PosixFile.writeAtomically(Data((lines.joined(separator: "\n") + "\n").utf8), to: path)
    }

    /// Removes the file (the diary is plain again); no file is fine.
    func remove() throws {
        guard PosixFile.exists(path) else { return }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StoreError.cannotWrite(path: path, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(directoryPath, reportingAs: path)
    }

    /// `plain` as it goes to disk: sealed if the diary is encrypted, for the keys this machine
    /// accepted (`sealing()`).
    func sealIfEncrypted(_ plain: Data, subject: String) throws -> Data {
        guard let names = try sealing() else { return plain }
        return try SealedBytes.seal(plain, to: names, subject: subject)
    }
}
