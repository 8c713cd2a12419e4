import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog write` and `lemonlog edit <id>`: opens the draft session, then runs the
/// full-screen wizard, or plain line-by-line prompts with `--plain` or `TERM=dumb`.
enum WriteCommand {
    static func run(_ context: AppContext, id: String?, plain: Bool) -> Int32 {
        let l = context.localizer
        let name = id == nil ? "write" : "edit"
        let plainMode = plain || context.environment["TERM"] == "dumb"
        if !plainMode, !(RawTerminal.isTerminal(STDIN_FILENO) && RawTerminal.isTerminal(STDOUT_FILENO)) {
            Console.err(l("error_prefix") + l("needs_terminal", ["command": name]))
            Console.err(HelpText(registry: .lemonlog, localizer: l).usageLine(for: name))
            return ExitStatus.usage
        }
        let session: DraftSession
        do {
            let store = try context.openStore()
            if let id {
                session = try DraftSession.open(try store.resolve(id), store: store, now: Date())
            } else {
                session = try DraftSession.new(store: store, now: Date())
            }
        } catch {
            Console.err(l("error_prefix") + context.message(for: error))
            return ExitStatus.failure
        }
        defer { session.close() }
        let resumed = session.resumedDraftID.map { l("resumed_draft", ["id": DiaryStore.shortID($0)]) }
        if plainMode {
            if let resumed { Console.err(resumed) }
            return PlainWizard(context: context, session: session).run()
        }
        do {
            // core: shown inside the wizard, where it is seen (it used to scroll away behind the screen).
            return try WizardLoop(context: context, session: session, notice: resumed.map { WizardNotice(.info, $0) }).run()
        } catch {
            Console.err(l("error_prefix") + context.message(for: error))
            return ExitStatus.failure
        }
    }
}
