import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The keys this machine agreed to seal for (issue 31): `accepted-recipients` at the top of the
/// data folder, written by `encrypt` and by `sync --accept-recipients`, never by a sync alone. It
/// stays on this machine (sync's exclude file keeps every other top-level name out of git), so a
/// `recipients` file changed on the remote never changes whom new words are sealed for here.
extension DiaryRecipients {
    /// The file's name in the data folder.
    static let acceptedFileName = "accepted-recipients"

    var acceptedPath: String { directoryPath + "/" + DiaryRecipients.acceptedFileName }

    /// The accepted keys; nil if none were recorded yet (a diary encrypted before issue 31, or a
    /// machine that never encrypted); throws `badRecipients` for a damaged file.
    func accepted() throws -> [String]? {
        guard PosixFile.exists(acceptedPath) else { return nil }
        guard let data = try? PosixFile.read(acceptedPath), data.count < 65_536 else {
            throw CryptError(.badRecipients, subject: acceptedPath)
        }
        let names = DiaryRecipients.parse(data)
        guard !names.isEmpty else { throw CryptError(.badRecipients, subject: acceptedPath) }
        return names
    }

    /// The keys new writes are sealed for: the accepted ones (the `recipients` file's when none
    /// were recorded yet); nil if the diary is not encrypted.
    func sealing() throws -> [String]? {
        guard let names = try current() else { return nil }
        return try accepted() ?? names
    }

    /// Whether this diary is encrypted or being encrypted: `recipients` is there, or only the
    /// accepted keys (`encrypt` wrote them and was stopped before `recipients`). `sync` then sends
    /// sealed files only.
    var encryptionStarted: Bool {
        PosixFile.exists(path) || PosixFile.exists(acceptedPath)
    }

    /// Records `names` as accepted on this machine (atomically).
    func accept(_ names: [String]) throws {
        try PosixFile.writeAtomically(Data((names.joined(separator: "\n") + "\n").utf8), to: acceptedPath)
    }

    /// Forgets the accepted keys (the diary is plain again); no file is fine.
    func removeAccepted() throws {
        guard unlink(acceptedPath) == 0 || errno == ENOENT else {
            throw StoreError.cannotWrite(path: acceptedPath, reason: PosixFile.describe(errno))
        }
    }
}
