/// Why a diary's bytes could not be sealed or opened with the person's key: one clear line
/// each (the CLI localizes it); nothing was written, and no plain text was left behind.
package struct CryptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Failure: String, Equatable, Sendable {
        /// `gpg` is not installed (not in `PATH`).
        case programMissing
        /// There is no secret key here for any of the diary's recipients (none at all).
        case noKey
        /// The agent is locked (no passphrase could be asked for) or cannot be reached.
        case agentUnavailable
        /// The file was sealed for other keys than the ones here.
        case wrongKey
        /// A recipient given to `encrypt` names no public key.
        case recipientNotFound
        /// The recipients file of the data folder is damaged or empty.
        case badRecipients
        /// Anything else gpg refused; `detail` holds its own last line.
        case failed
    }

    /// What went wrong.
    package let failure: Failure
    /// The file concerned (or the recipient that was not found).
    package let subject: String
    /// gpg's own words for `failed` (sanitized when printed).
    package let detail: String

    package init(_ failure: Failure, subject: String, detail: String = "") {
        self.failure = failure
        self.subject = subject
        self.detail = detail
    }

    /// Plain English, for a problem line that names the file (never Swift's own description).
    package var description: String {
        switch failure {
        case .programMissing: return "gpg is not installed"
        case .noKey: return "no secret key to open it"
        case .agentUnavailable: return "the gpg agent is locked or not running"
        case .wrongKey: return "sealed for another key"
        case .recipientNotFound: return "no public key for \(subject)"
        case .badRecipients: return "the recipients file is damaged"
        case .failed: return "gpg failed: \(detail)"
        }
    }
}
