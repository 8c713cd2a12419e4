import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scratch files of the external editor: the store creates, reads and removes them.
extension DiaryStore {
    /// Writes `text` (plus a final new line) to a fresh 0600 scratch file for a draft's field,
    /// replacing any earlier one, and returns it. Throws `cannotWrite`.
    public func createScratchFile(draftID: String, field: DiaryField, text: String) throws -> ScratchFile {
        let id = draftID.lowercased()
        let path = directory.path + "/" + ScratchFile.name(draftID: id, field: field)
        guard DiaryStore.isValidID(id), DiaryField.textFields.contains(field) else {
            throw StoreError.cannotWrite(path: path, reason: "invalid id")
        }
        try PosixFile.writeAtomically(Data((text + "\n").utf8), to: path)
        return ScratchFile(draftID: id, field: field, path: path)
    }

    /// The text the editor left in a scratch file, without the one final new line editors add.
    public func readScratchFile(_ file: ScratchFile) throws -> String {
        let data = try PosixFile.read(file.path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw StoreError.unreadable(path: file.path, reason: "not UTF-8 text")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Removes a scratch file once its text is in the draft (or was refused); missing is fine.
    public func removeScratchFile(_ file: ScratchFile) {
        unlink(file.path)
    }

    /// Every scratch file in the data directory, by name.
    func scratchFiles() -> [ScratchFile] {
        let names = (try? PosixFile.names(in: directory.path)) ?? []
        return names.compactMap { name in
            ScratchFile.parse(name).map { ScratchFile(draftID: $0.draftID, field: $0.field, path: directory.path + "/" + name) }
        }
    }

    /// The scratch files of one draft (removed with it).
    func scratchFiles(of draftID: String) -> [ScratchFile] {
        DiaryField.textFields.map { field in
            ScratchFile(draftID: draftID, field: field, path: directory.path + "/" + ScratchFile.name(draftID: draftID, field: field))
        }.filter { PosixFile.exists($0.path) }
    }
}
