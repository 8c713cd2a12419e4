/// Why a sync stopped: one clear line each (the CLI localizes it). What was committed stays
/// committed, no entry file was half-written, and the next `sync` picks up from there.
package struct SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Failure: String, Equatable, Sendable {
        /// `git` is not installed (not in `PATH`).
        case gitMissing
        /// `sync` was never set up here: `sync --remote URL` first.
        case noRemote
        /// The data folder holds a `.git` that LemonLog did not make: never touched.
        case foreignRepository
        /// A file from the remote is over its limit (`subject` its path, `detail` its size in
        /// bytes): nothing was taken.
        case tooLarge
        /// The address given to `--remote` is empty or starts with `-` (git would take it for an option).
        case badRemote
        /// The remote could not be reached (no network, a wrong address, no access).
        case unreachable
        /// The remote refused what was sent (not a fast-forward, read-only, a hook).
        case pushRefused
        /// The remote holds files a LemonLog diary does not (`subject` names one).
        case notADiary
        /// An entry to be written is open in another lemonlog (`subject` is its id).
        case entryOpen
        /// Another `lemonlog sync` is running on this diary.
        case busy
        /// An entry changed on both machines and one version cannot be read here (`subject`).
        case unreadableConflict
        /// An encrypted diary holds a file to send (an entry, an image, anything but `recipients`)
        /// that is not sealed yet (`encrypt` not finished): nothing is sent in plain text.
        case notSealed
        /// The diary was decrypted here after it was synced encrypted: its plain files are sent
        /// only when the person asks for it (`sync --allow-plain`).
        case decryptedHere
        /// The remote's `recipients` differ from the keys this machine accepted: nothing is taken
        /// or sent until the person accepts them (`sync --accept-recipients`). `subject` names the
        /// keys added (`; ` between them), `detail` the keys removed.
        case recipientsChanged
        /// One diary is encrypted and the other is not: they are not merged.
        case encryptionMismatch
        /// Anything else git refused; `detail` holds its own last line.
        case failed
    }

    /// What went wrong.
    package let failure: Failure
    /// The remote, entry or file concerned.
    package let subject: String
    /// git's own words for `failed` and `unreachable` (sanitized when printed).
    package let detail: String

    package init(_ failure: Failure, subject: String = "", detail: String = "") {
        self.failure = failure
        self.subject = subject
        self.detail = detail
    }

    /// Plain English, for logs and tests (never Swift's own description).
    package var description: String {
        "sync: \(failure.rawValue)" + (subject.isEmpty ? "" : " \(subject)") + (detail.isEmpty ? "" : ": \(detail)")
    }
}
