import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scratch files of the external editor: the store creates, reads and removes them.
extension DiaryStore {
    /// Writes `text` (plus a final new line) to a fresh 0600 scratch file for a draft's field,
    /// replacing any earlier one, and returns it. `entryID` names the saved entry the draft
    /// edits, so that a leftover is recovered into a draft of that entry even when the draft
    /// itself was never written. Throws `cannotWrite`.
    public func createScratchFile(draftID: String, entryID: String? = nil, field: DiaryField, text: String) throws -> ScratchFile {
        let id = draftID.lowercased()
        let entry = entryID?.lowercased()
        let path = directoryPath + "/" + ScratchFile.name(draftID: id, entryID: entry, field: field)
        guard DiaryStore.isValidID(id), entry.map(DiaryStore.isValidID) ?? true, DiaryField.textFields.contains(field) else {
            throw StoreError.cannotWrite(path: path, reason: "invalid id")
        }
        try PosixFile.writeAtomically(Data((text + "\n").utf8), to: path)
        return ScratchFile(draftID: id, entryID: entry, field: field, path: path)
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
        let names = (try? PosixFile.names(in: directoryPath)) ?? []
        return names.compactMap { scratchFile(named: $0) }
    }

    /// The scratch files of one draft, whichever entry they name (removed with it).
    func scratchFiles(of draftID: String) -> [ScratchFile] {
        let names = (try? PosixFile.names(in: directoryPath, prefix: ".edit-" + draftID)) ?? []
        return names.compactMap { scratchFile(named: $0) }.filter { $0.draftID == draftID }
    }

    private func scratchFile(named name: String) -> ScratchFile? {
        ScratchFile.parse(name).map {
            ScratchFile(draftID: $0.draftID, entryID: $0.entryID, field: $0.field, path: directoryPath + "/" + name)
        }
    }
}
