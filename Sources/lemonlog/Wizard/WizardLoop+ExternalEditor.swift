import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-O: the field in `$VISUAL` / `$EDITOR` (else `vi`), on the store's 0600 scratch file, with the terminal given back around it. The editor runs in our foreground
/// process group (see `ForegroundChild`), so vi can use the terminal.
extension WizardLoop {
    func openExternalEditor(_ field: DiaryField) {
        saveDraft()
        let l = context.localizer
        let variable = ["VISUAL", "EDITOR"]
            .first { context.environment[$0].map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false }
        let editor = variable.flatMap { context.environment[$0] } ?? "vi"
        // The command as the environment gave it, bytes that are not UTF-8 included.
        let editorBytes = variable.flatMap(context.environmentBytes) ?? Array(editor.utf8)
        let shown = TextSanitizer.sanitize(editor)
        let original = wizard.state.editor(field).text
        let store = session.store
        let scratch: ScratchFile
        do {
            scratch = try store.createScratchFile(draftID: session.draftID, entryID: session.entryID, field: field, text: original)
        } catch {
            wizard.externalEditorFinished(field: field, text: nil, failure: l("editor_cannot_write"))
            return
        }
        defer { store.removeScratchFile(scratch) }
        // `sh -c '<editor> "$1"'` so that an editor with arguments (`code -w`) works.
        let outcome = terminal.suspended {
            ForegroundChild.run(arguments: [Array("/bin/sh".utf8), Array("-c".utf8), editorBytes + Array(" \"$1\"".utf8),
                                            Array("sh".utf8), Array(scratch.path.utf8)],
                                environment: context.childEnvironment)
        }
        frames.invalidate()
        // The store drops the editor's final new line; `externalEditorFinished` drops one
        // more, so one is put back (a field that ends in a blank line keeps it).
        let edited = try? store.readScratchFile(scratch)
        switch outcome {
        case .exited(0):
            guard let edited else {
                wizard.externalEditorFinished(field: field, text: nil, failure: l("editor_cannot_read"))
                return
            }
            wizard.externalEditorFinished(field: field, text: edited + "\n")
        case .exited(let status), .signaled(let status), .couldNotStart(let status):
            let how: String
            switch outcome {
            case .signaled: how = l("editor_killed", ["editor": shown, "signal": String(status)])
            case .couldNotStart: how = l("editor_not_started", ["editor": shown, "reason": String(cString: strerror(status))])
            default: how = l("editor_failed", ["editor": shown, "status": String(status)])
            }
            if let edited, edited != original {
                // It saved something, then failed: keep that text one redo away, and say so.
                wizard.externalEditorRejected(field: field, text: edited + "\n", notice: how + " " + l("editor_text_kept"))
            } else {
                wizard.externalEditorFinished(field: field, text: nil, failure: how + " " + l("editor_field_unchanged"))
            }
        }
        autosave.observe(revision: wizard.state.revision, at: .now)
    }
}
