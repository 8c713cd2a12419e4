import LemonLogKit

/// Turns store errors into one clear, localized line (sanitized when printed by `Console`).
extension AppContext {
    /// With the `store`, a lock held by a suspended lemonlog says so (and that `fg` brings it back).
    func message(for error: Error, store: DiaryStore?) -> String {
        if case StoreError.locked(let id) = error, let store, store.lockHolderIsStopped(id: id) {
            return localizer("locked_suspended", ["id": DiaryStore.shortID(id)])
        }
        return message(for: error)
    }

    func message(for error: Error) -> String {
        let l = localizer
        switch error {
        case let error as StoreError:
            switch error {
            case .notADirectory(let path): return l("store_not_a_directory", ["path": path])
            case .cannotCreate(let path, let reason): return l("store_cannot_create", ["path": path, "reason": reason])
            case .cannotWrite(let path, let reason): return l("store_cannot_write", ["path": path, "reason": reason])
            case .cannotRead(let path, let reason): return l("store_cannot_read", ["path": path, "reason": reason])
            case .unreadable(let path, let reason): return l("store_unreadable", ["path": path, "reason": reason])
            case .notFound(let id, let candidates):
                if candidates.isEmpty { return l("unknown_id", ["id": id]) }
                return l("unknown_id_candidates", ["id": id, "candidates": DiaryStore.distinguishable(candidates).joined(separator: ", ")])
            case .ambiguous(let id, let candidates):
                return l("ambiguous_id", ["id": id, "candidates": DiaryStore.distinguishable(candidates).joined(separator: ", ")])
            case .locked(let id):
                return l("locked", ["id": DiaryStore.shortID(id)])
            case .symlinked(let path):
                return l("error_symlinked_folder", ["path": TextSanitizer.singleLine(path)])
            case .foreignOwner(let path, let owner):
                return l("error_foreign_owner", ["path": TextSanitizer.singleLine(path), "owner": String(owner)])
            case .rootFolder(let path):
                return l("error_data_dir_root", ["path": TextSanitizer.singleLine(path)])
            case .sharedFolder(let path, let mode):
                return l("error_data_dir_shared", ["path": TextSanitizer.singleLine(path), "mode": mode])
            case .foreignFiles(let path, let example, let count):
                return l("error_data_dir_foreign_files", ["path": TextSanitizer.singleLine(path),
                                                          "name": TextSanitizer.singleLine(example), "count": String(count)])
            }
        case let error as CryptError:
            return cryptMessage(error)
        case let error as DataDirectoryNotUTF8:
            return l("error_data_folder_not_utf8", ["variable": error.variable, "value": TextSanitizer.singleLine(error.shown)])
        default:
            return String(describing: error)
        }
    }
}

extension AppContext {
    /// A `CryptError` as one localized line (the file or recipient it names sanitized).
    func cryptMessage(_ error: CryptError) -> String {
        let subject = TextSanitizer.singleLine(error.subject)
        if error.engine == .age { return ageMessage(error, subject: subject) }
        switch error.failure {
        case .programMissing: return localizer("crypt_gpg_missing")
        case .noKey: return localizer("crypt_no_key", ["path": subject])
        case .agentUnavailable: return localizer("crypt_agent_unavailable", ["path": subject])
        case .wrongKey: return localizer("crypt_wrong_key", ["path": subject])
        case .recipientNotFound: return localizer("crypt_recipient_not_found", ["recipient": subject])
        case .recipientExpired: return localizer("crypt_recipient_expired", ["recipient": subject])
        case .recipientRevoked: return localizer("crypt_recipient_revoked", ["recipient": subject])
        case .noSecretKeyForRecipients: return localizer("crypt_no_secret_key_for", ["recipient": subject])
        case .badRecipients: return localizer("crypt_bad_recipients", ["path": subject])
        case .mixedEngines: return localizer("crypt_mixed_engines")
        case .failed, .badIdentity: return localizer("crypt_failed", ["path": subject, "reason": TextSanitizer.singleLine(error.detail)])
        }
    }

    /// An age `CryptError` as one localized line: the same failures as gpg's, in age's terms.
    private func ageMessage(_ error: CryptError, subject: String) -> String {
        let detail = TextSanitizer.singleLine(error.detail)
        switch error.failure {
        case .programMissing: return localizer("crypt_age_missing")
        case .noKey where !error.detail.isEmpty: return localizer("crypt_age_identity_missing", ["identity": detail, "path": subject])
        case .noKey: return localizer("crypt_age_no_identity", ["path": subject])
        case .wrongKey: return localizer("crypt_age_wrong_identity", ["path": subject])
        case .recipientNotFound, .recipientExpired, .recipientRevoked, .noSecretKeyForRecipients:
            return localizer("crypt_age_bad_recipient", ["recipient": subject])
        case .badIdentity: return localizer("crypt_age_bad_identity", ["identity": subject, "reason": detail])
        case .badRecipients: return localizer("crypt_bad_recipients", ["path": subject])
        case .mixedEngines: return localizer("crypt_mixed_engines")
        case .agentUnavailable, .failed: return localizer("crypt_age_failed", ["path": subject, "reason": detail])
        }
    }
}
