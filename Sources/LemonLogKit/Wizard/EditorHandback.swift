/// What becomes of the external editor's text, and of its scratch file, once the editor has
/// ended: decided here from how it ended and what the store read, never by the driver. The
/// rule: a scratch file is removed only when its text reached the field whole (or it holds
/// nothing new); otherwise it is kept and named.
package struct EditorHandback: Equatable, Sendable {
    /// What happens to the field.
    package enum FieldChange: Equatable, Sendable {
        /// The editor's text replaces the field.
        case apply(String)
        /// The editor failed after saving: the field stays, the text is one redo (Ctrl-Y) away.
        case oneRedoAway(String)
        /// The field stays as it was.
        case none
    }

    /// What happens to the scratch file.
    package enum FileFate: Equatable, Sendable {
        /// Its text is in the field (or there was nothing new): removed.
        case remove
        /// Kept under a name of its own (`DiaryStore.keepScratchFile`) and named to the person.
        case keep
        /// Left where it is (it could not be read as a file); named to the person.
        case leave
    }

    /// Why the text did not reach the field whole, for the message.
    package enum Reason: Equatable, Sendable {
        case none
        /// `count` byte sequences were not UTF-8 and show as U+FFFD.
        case notUTF8(count: Int)
        /// Larger than `ScratchFile.maxBytes`.
        case tooLarge(size: Int64)
        /// The file could not be read (gone, or not a regular file).
        case unreadable
    }

    package var field: FieldChange
    package var file: FileFate
    package var reason: Reason

    /// `succeeded`: the editor exited 0. `reading`: what the store read, nil when it could not.
    /// `original`: the field's text handed to the editor.
    package static func decide(succeeded: Bool, reading: ScratchReading?, original: String) -> EditorHandback {
        switch reading {
        case nil:
            return EditorHandback(field: .none, file: .leave, reason: .unreadable)
        case .tooLarge(let size)?:
            return EditorHandback(field: .none, file: .keep, reason: .tooLarge(size: size))
        case .text(let text, let replaced)?:
            let reason: Reason = replaced > 0 ? .notUTF8(count: replaced) : .none
            if succeeded {
                return EditorHandback(field: .apply(text), file: replaced > 0 ? .keep : .remove, reason: reason)
            }
            guard text != original else { return EditorHandback(field: .none, file: .remove, reason: reason) }
            return EditorHandback(field: .oneRedoAway(text), file: .keep, reason: reason)
        }
    }
}
