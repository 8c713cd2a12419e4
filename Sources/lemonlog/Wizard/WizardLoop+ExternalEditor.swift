import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-O: the field in `$VISUAL` / `$EDITOR` (else `vi`, a known editor with its history off), on the store's 0600 scratch file, with the terminal given back around it. The editor runs in our foreground
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
            _ = wizard.update(.editorNotOpened(field, reason: l("editor_cannot_write")))
            return
        }
        // `sh -c '<editor> "$@"'` so that an editor with arguments (`code -w`) works; an editor
        // it knows gets what keeps its history off first (`EditorHistory`).
        let extra = EditorHistory.arguments(forCommand: editor, path: context.environment["PATH"]).map { Array($0.utf8) }
        let outcome = terminal.suspended {
            ForegroundChild.run(arguments: [Array("/bin/sh".utf8), Array("-c".utf8), editorBytes + Array(" \"$@\"".utf8),
                                            Array("sh".utf8)] + extra + [Array(scratch.path.utf8)],
                                environment: context.childEnvironment)
        }
        frames.invalidate()
        noticeSize()  // the terminal may have been resized while the editor had it
        let failure: String?
        switch outcome {
        case .exited(0): failure = nil
        case .signaled(let signal): failure = l("editor_killed", ["editor": shown, "signal": String(signal)])
        case .couldNotStart(let code): failure = l("editor_not_started", ["editor": shown, "reason": String(cString: strerror(code))])
        case .exited(let status): failure = l("editor_failed", ["editor": shown, "status": String(status)])
        }
        // The wizard decides; this only carries out what it says to do with the file.
        let handback = EditorHandback.decide(succeeded: failure == nil, reading: try? store.readScratchFile(scratch),
                                             original: original)
        var filePath: String?
        switch handback.file {
        case .remove: break
        case .keep: filePath = (try? store.keepScratchFile(scratch)) ?? scratch.path
        case .leave: filePath = access(scratch.path, F_OK) == 0 ? scratch.path : nil
        }
        if let filePath, handback.file != .remove, !filePath.hasPrefix(store.directoryPath + "/"),
           !keptOnlyInMemory.contains(filePath) {
            keptOnlyInMemory.append(filePath)
        }
        _ = wizard.update(.editorFinished(field, handback, failure: failure, filePath: filePath))
        // The text is in the draft on disk before its scratch file goes; if the draft cannot be
        // written, the file stays, and the next start brings it back.
        if handback.file == .remove, saveDraft() { store.removeScratchFile(scratch) }
        writing.changed(revision: wizard.state.revision)
    }
}

extension WizardLoop {
    /// The care screen's "open my safety plan" while writing: the draft saved first, the plan's
    /// own screen with the terminal given back around it, then the wizard as it was.
    func openSafetyPlan() {
        saveDraft()
        let store = session.store
        terminal.suspended {
            do {
                var plan = PlanScreenLoop(context: context, store: store)
                plan.say = { self.saidMeanwhile.append(($0, $1)) }
                _ = try plan.run(sharing: port)
            } catch {
                saidMeanwhile.append((context.localizer("error_prefix") + context.message(for: error, store: store), true))
            }
        }
        wizard.safetyPlan = try? store.safetyPlan()
        frames.invalidate()
        noticeSize()
    }
}
