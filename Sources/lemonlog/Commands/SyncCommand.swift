import Foundation
import LemonLogKit

/// `lemonlog sync [--remote URL] [--status]`: the diary exchanged with a git remote, one line
/// saying what happened (and one when drafts stay here).
enum SyncCommand {
    static let declaration = CommandDeclaration(
        name: "sync", summaryKey: "cli_summary_sync",
        options: Option.self
    ) { invocation, context in
        try run(context, remote: invocation.value(.remote), statusOnly: invocation.flag(.status),
                acceptRecipients: invocation.flag(.acceptRecipients), allowPlain: invocation.flag(.allowPlain))
    }

    /// `--remote URL`, `--status`, `--accept-recipients`, `--allow-plain`.
    enum Option: CommandOption {
        case remote, status, acceptRecipients, allowPlain

        var declaration: OptionDeclaration {
            switch self {
            case .remote: OptionDeclaration(["--remote"], value: .text(placeholder: "URL"), helpKey: "cli_option_remote")
            case .status: OptionDeclaration(["--status"], helpKey: "cli_option_sync_status")
            case .acceptRecipients: OptionDeclaration(["--accept-recipients"], helpKey: "cli_option_accept_recipients")
            case .allowPlain: OptionDeclaration(["--allow-plain"], helpKey: "cli_option_allow_plain")
            }
        }
    }

    static func run(_ context: AppContext, remote: String?, statusOnly: Bool, acceptRecipients: Bool = false,
                    allowPlain: Bool = false) throws -> Int32 {
        let l = context.localizer
        let store = try context.openStore()
        do {
            if statusOnly {
                let summary = try store.syncStatus()
                Console.out(l(summary.deleted > 0 ? "sync_status_deleted" : "sync_status",
                              ["sent": String(summary.sent), "received": String(summary.received),
                               "deleted": String(summary.deleted), "kept": String(summary.keptBoth)]))
                if summary.changeKept > 0 { Console.out(l("sync_status_change_kept", ["count": String(summary.changeKept)])) }
                return ExitStatus.success
            }
            let summary = try store.sync(remote: remote?.trimmingCharacters(in: .whitespaces), acceptRecipients: acceptRecipients,
                                         allowPlain: allowPlain)
            // A deletion that came from the other machine is said as one, never as "received".
            Console.out(l(summary.deleted > 0 ? "sync_summary_deleted" : "sync_summary",
                          ["received": String(summary.received), "deleted": String(summary.deleted),
                           "sent": String(summary.sent), "kept": String(summary.keptBoth)]))
            if summary.changeKept > 0 {
                Console.out(l(summary.changeKept == 1 ? "sync_change_kept_one" : "sync_change_kept", ["count": String(summary.changeKept)]))
            }
            for copy in summary.conflictCopies {
                Console.out(l("sync_conflict_copy", ["id": DiaryStore.shortID(copy.entryID), "copy": DiaryStore.shortID(copy.copyID)]))
            }
            if summary.planMerged { Console.out(l("sync_plan_merged")) }
            if summary.localDrafts > 0 {
                Console.out(l(summary.localDrafts == 1 ? "sync_local_drafts_one" : "sync_local_drafts", ["count": String(summary.localDrafts)]))
            }
            return ExitStatus.success
        } catch let error as SyncError {
            Console.err(l("error_prefix") + message(error, localizer: l))
            return ExitStatus.failure
        }
    }

    /// A `SyncError` as one localized line (what it names sanitized; git's words cut to one line).
    static func message(_ error: SyncError, localizer l: Localizer) -> String {
        let subject = TextSanitizer.singleLine(error.subject), detail = TextSanitizer.singleLine(error.detail)
        switch error.failure {
        case .gitMissing: return l("sync_git_missing")
        case .noRemote: return l("sync_no_remote")
        case .foreignRepository: return l("sync_foreign_repository", ["path": subject])
        case .unreachable: return l("sync_unreachable", ["remote": subject, "reason": detail])
        case .pushRefused: return l("sync_push_refused", ["remote": subject, "reason": detail])
        case .notADiary: return l("sync_not_a_diary", ["remote": subject, "name": detail])
        case .badRemote: return l("sync_bad_remote", ["remote": subject])
        case .tooLarge:
            let megabytes = String((Int(error.detail) ?? 0) >> 20)
            return l("sync_too_large", ["path": subject, "size": megabytes])
        case .entryOpen: return l("sync_entry_open", ["id": DiaryStore.shortID(error.subject)])
        case .busy: return l("sync_busy")
        case .unreadableConflict: return l("sync_unreadable_conflict", ["id": DiaryStore.shortID(error.subject)])
        case .notSealed: return l("sync_not_sealed", ["path": subject])
        case .encryptionMismatch: return l("sync_encryption_mismatch")
        case .decryptedHere: return l("sync_decrypted_here")
        case .recipientsChanged:
            let none = l("sync_recipients_none")
            return l("sync_recipients_changed", ["added": subject.isEmpty ? none : subject, "removed": detail.isEmpty ? none : detail])
        case .failed: return l("sync_failed", ["reason": detail])
        }
    }
}
