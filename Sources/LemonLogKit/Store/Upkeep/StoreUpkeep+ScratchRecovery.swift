import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scratch files left by a LemonLog that was killed while `$EDITOR` was open.
extension StoreUpkeep {
    /// Brings the text of leftover scratch files back into their drafts, one notice each; a
    /// leftover is never silently kept or deleted. Skips drafts a running wizard holds.
    /// - newer than its draft (edited after the draft's last save): it replaces the field;
    /// - older but different: it is added below the field's text, so nothing is lost;
    /// - the same text as the draft's field: it is removed, since the draft already holds it;
    /// - no draft: a draft is made to hold it, linked to the entry the file name carries (an
    ///   edit whose draft was never written), else to the entry of the draft's id, if any;
    /// - empty (nothing, or one new line): removed without a word, as it holds nothing.
    /// What is read is bounded and sanitized: a leftover over `ScratchFile.maxBytes` is never
    /// read nor put in a draft, but kept under a name of its own (`keepScratchFile`) with a
    /// notice that names it; bytes that are not UTF-8 reach the draft as U+FFFD, and the file is
    /// kept too (its original bytes), named in the notice. A scratch file that cannot be read
    /// as a file is reported and left in place. Nothing here can stop a command from starting.
    func recoverScratchFiles(now: Date = Date()) -> [StoreNotice] {
        var notices: [StoreNotice] = []
        for file in scratchFiles() {
            guard let lock = try? documents.lock(id: file.draftID) else { continue }
            defer { documents.release(lock) }
            let reading: ScratchReading
            do {
                reading = try readScratchFile(file)
            } catch {
                notices.append(StoreNotice(key: "notice_scratch_unreadable", arguments: ["path": file.path]))
                continue
            }
            switch reading {
            case .tooLarge(let size):
                notices.append(keep(file, now: now, key: "notice_scratch_too_large", [
                    "size": ScratchReading.describe(size: size),
                    "max": ScratchReading.describe(size: Int64(ScratchFile.maxBytes)),
                ]))
            case .text(let raw, let replaced):
                let text = TextSanitizer.sanitize(raw)
                if text.isEmpty, !raw.isEmpty {
                    // Only bytes no field can hold (NUL, escapes): not text, but not nothing either.
                    notices.append(keep(file, now: now, key: "notice_scratch_unreadable", [:]))
                    continue
                }
                do {
                    let recovered = try recover(text, from: file, now: now)
                    if replaced > 0 {
                        let arguments = ["count": String(replaced), "id": recovered?.arguments["id"] ?? DiaryStore.shortID(file.draftID),
                                         "field": file.field.rawValue]
                        notices.append(keep(file, now: now, key: "notice_scratch_not_utf8", arguments))
                    } else {
                        if let recovered { notices.append(recovered) }
                        removeScratchFile(file)
                    }
                } catch {
                    notices.append(StoreNotice(key: "notice_scratch_unreadable", arguments: ["path": file.path]))
                }
            }
        }
        return notices
    }

    /// Keeps a leftover under its kept name; the notice `key` names the new path (or, if it
    /// could not be renamed, says it was left where it was).
    private func keep(_ file: ScratchFile, now: Date, key: String, _ arguments: [String: String]) -> StoreNotice {
        guard let kept = try? keepScratchFile(file, now: now) else {
            return StoreNotice(key: "notice_scratch_unreadable", arguments: ["path": file.path])
        }
        return StoreNotice(key: key, arguments: arguments.merging(["path": kept]) { $1 })
    }

    /// Puts a scratch file's text into its draft; nil when the draft already holds exactly it.
    private func recover(_ text: String, from file: ScratchFile, now: Date) throws -> StoreNotice? {
        let short = DiaryStore.shortID(file.draftID)
        let arguments = ["id": short, "field": file.field.rawValue]
        let draftFile = documents.draftPath(file.draftID)
        if PosixFile.exists(draftFile) {
            var draft = try documents.read(DiaryDraft.self, at: draftFile, id: file.draftID)
            let current = draft.content.text(of: file.field)
            // Empty or already in the draft: nothing is lost by removing it.
            if current == text || text.isEmpty { return nil }
            let newer = modificationTime(file.path) > modificationTime(draftFile)
            draft.content.setText(newer || current.isEmpty ? text : current + "\n\n" + text, of: file.field)
            draft.updatedAt = now
            try documents.writeDraft(draft)
            return StoreNotice(key: "notice_scratch_recovered", arguments: arguments)
        }
        // Empty (the file held nothing, or one new line): provably nothing to bring back.
        guard !text.isEmpty else { return nil }
        var content = DiaryContent(date: now)
        var entryID: String?
        var draftID = file.draftID
        if let named = file.entryID, PosixFile.exists(documents.entryPath(named)) {
            // The draft of an edit that was never written: its entry is named in the file name.
            // An entry that cannot be read throws, so the leftover stays (and is reported).
            let entry = try documents.read(DiaryEntry.self, at: documents.entryPath(named), id: named)
            if entry.content.text(of: file.field) == text { return nil }
            content = entry.content
            entryID = entry.id
        } else if let entry = try? documents.read(DiaryEntry.self, at: documents.entryPath(file.draftID), id: file.draftID) {
            content = entry.content
            entryID = entry.id
            draftID = DiaryStore.newID()
        }
        content.setText(text, of: file.field)
        try documents.writeDraft(DiaryDraft(id: draftID, entryID: entryID, createdAt: now, updatedAt: now, content: content,
                                 position: DraftPosition(step: FieldTable.step(of: file.field), field: file.field)))
        return StoreNotice(key: "notice_scratch_recovered", arguments: ["id": DiaryStore.shortID(draftID),
                                                                          "field": file.field.rawValue])
    }
}
