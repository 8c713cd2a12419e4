import Foundation
import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-O: the field in `$VISUAL` / `$EDITOR` (else `vi`), on a 0600 file inside the data
/// directory, with the terminal restored around it.
extension WizardLoop {
    func openExternalEditor(_ field: DiaryField) {
        saveDraft()
        let editor = [context.environment["VISUAL"], context.environment["EDITOR"]]
            .compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
        let path = session.store.directory.appendingPathComponent(".edit-\(session.draftID)-\(field.rawValue).txt").path
        let text = wizard.state.editor(field).text
        guard writePrivateFile(path, text + "\n") else {
            wizard.externalEditorFinished(field: field, text: nil, failure: "cannot write \(path)")
            return
        }
        defer { unlink(path) }
        let status = terminal.suspended { runEditor(editor, path) }
        frames.invalidate()
        guard status == 0 else {
            wizard.externalEditorFinished(field: field, text: nil,
                                          failure: "\(editor) exited with status \(status); the field is unchanged")
            return
        }
        guard let data = FileManager.default.contents(atPath: path), let edited = String(data: data, encoding: .utf8) else {
            wizard.externalEditorFinished(field: field, text: nil, failure: "cannot read \(path)")
            return
        }
        wizard.externalEditorFinished(field: field, text: edited)
        autosave.observe(revision: wizard.state.revision, at: .now)
    }

    /// Runs `sh -c '<editor> "$1"'` so that an editor with arguments (`code -w`) works;
    /// returns its exit status (-1 if it could not start).
    private func runEditor(_ editor: String, _ path: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "sh", path]
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -1
    }

    private func writePrivateFile(_ path: String, _ text: String) -> Bool {
        unlink(path)
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        fchmod(fd, 0o600)
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }
}
