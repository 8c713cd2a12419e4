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
        var notices: [StoreNotice] = []
        var waiting: String?
        var opened: DiaryStore?
        do {
            let store: DiaryStore
            // `write` lists nothing: an encrypted diary's key is checked on one small document.
            (store, notices) = try context.openStoreKeepingNotices(openingIndex: false)
            opened = store
            if let id {
                session = try DraftSession.open(try store.resolveForEditing(id), store: store, now: Date())
            } else {
                session = try DraftSession.new(store: store, now: Date())
                waiting = SessionLines(localizer: l).draftsWaiting(store.drafts().drafts)
            }
        } catch {
            context.report(notices)
            Console.err(l("error_prefix") + context.message(for: error, store: opened))
            return ExitStatus.failure
        }
        defer { session.close() }
        let movedOn = session.entryMovedOn.flatMap { moved in session.entryID.map { id in
            l(moved == .changed ? "draft_entry_changed" : "draft_entry_deleted", ["id": DiaryStore.shortID(id)])
        } }
        // What concerns this draft: reopened instead of the entry, and the entry moved on since.
        let resumed = [session.resumedDraftID.map { l("resumed_draft", ["id": DiaryStore.shortID($0)]) }, movedOn].compactMap { $0 }
        if plainMode {
            context.report(notices)
            for line in resumed { Console.err(line) }
            if let waiting { Console.err(waiting) }
            return PlainWizard(context: context, session: session).run()
        }
        // Lines printed now would be hidden behind the full screen: the wizard opens with them
        // as its start notice, one line each. What concerns this draft comes first (a small
        // screen shows only the first lines), then the folder and file permissions made private.
        let aboutDrafts = notices.filter { $0.key.hasPrefix("notice_scratch") }
        let start = resumed + (waiting.map { [$0] } ?? []) + context.lines(aboutDrafts)
            + context.lines(notices.filter { !$0.key.hasPrefix("notice_scratch") })
        let notice = start.isEmpty ? nil : WizardNotice(.info, start.joined(separator: "\n"))
        do {
            let status = try WizardLoop(context: context, session: session, notice: notice).run()
            if let entry = CareStar.entryToAskAbout(session) {
                CareScreenLoop(context: context, entryID: entry.id, star: { CareStar.star($0, session: session, context: context) }).run()
            }
            return status
        } catch {
            Console.err(l("error_prefix") + context.message(for: error))
            return ExitStatus.failure
        }
    }
}
