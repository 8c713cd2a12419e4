import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An encrypted diary's kept scratch file: sealed into the data folder, never plain there.
extension StoreUpkeep {
    /// Seals the in-memory scratch `file` for the diary's recipients into the data folder as
    /// `kept-….txt.gpg` (or `.age`: the engine's own output, opened by `gpg --decrypt` or
    /// `age --decrypt` as it is), never over another file, then removes it from memory.
    /// Returns the new path; throws (a `CryptError`, `cannotWrite`) with the file left where it was.
    func keepSealed(_ file: ScratchFile, now: Date) throws -> String {
        guard let recipients = try documents.recipients.sealing() else {
            throw StoreError.cannotWrite(path: file.path, reason: "not encrypted")
        }
        let engine = try CryptEngine.of(recipients, subject: documents.recipients.path)
        let sealed = try engine.seal(try PosixFile.read(file.path), to: recipients, subject: file.path)
        let temp = directoryPath + "/.kept.tmp-" + DiaryStore.newID()
        try PosixFile.writeAtomically(sealed, to: temp)
        defer { unlink(temp) }
        for attempt in 1...100 {
            let kept = directoryPath + "/" + ScratchFile.keptName(draftID: file.draftID, field: file.field, at: now,
                                                                  attempt: attempt, sealedWith: engine)
            // link() never replaces: a name already taken fails with EEXIST and the next is tried.
            if link(temp, kept) == 0 {
                try? PosixFile.syncDirectory(directoryPath, reportingAs: kept)
                unlink(file.path)
                return kept
            }
            if errno != EEXIST { throw StoreError.cannotWrite(path: kept, reason: PosixFile.describe(errno)) }
        }
        throw StoreError.cannotWrite(path: file.path, reason: PosixFile.describe(EEXIST))
    }
}
