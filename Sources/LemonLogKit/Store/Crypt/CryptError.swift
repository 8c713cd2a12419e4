/// Why a diary's bytes could not be sealed or opened with the person's key: one clear line
/// each (the CLI localizes it); nothing was written, and no plain text was left behind.
package struct CryptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Failure: String, Equatable, Sendable {
        /// The engine (`gpg` or `age`) is not installed (not in `PATH`).
        case programMissing
        /// There is no secret key here for any of the diary's recipients (none at all).
        case noKey
        /// The agent is locked (no passphrase could be asked for) or cannot be reached.
        case agentUnavailable
        /// The file was sealed for other keys than the ones here.
        case wrongKey
        /// A recipient given to `encrypt` names no public key.
        case recipientNotFound
        /// A recipient given to `encrypt` names a key that has expired (`subject`).
        case recipientExpired
        /// A recipient given to `encrypt` names a key that was revoked (`subject`).
        case recipientRevoked
        /// `encrypt` to keys none of whose secret keys is here: the diary could not be opened
        /// again on this machine (`subject` names the recipients).
        case noSecretKeyForRecipients
        /// The recipients file of the data folder is damaged or empty.
        case badRecipients
        /// The age identity file is there but cannot be read as one (`subject` is its path).
        case badIdentity
        /// Recipients for both gpg and age: a diary has one engine.
        case mixedEngines
        /// Anything else the engine refused; `detail` holds its own last line.
        case failed
    }

    /// What went wrong.
    package let failure: Failure
    /// The program concerned.
    package let engine: CryptEngine
    /// The file concerned (or the recipient that was not found).
    package let subject: String
    /// gpg's own words for `failed` (sanitized when printed).
    package let detail: String

    package init(_ failure: Failure, engine: CryptEngine = .gpg, subject: String, detail: String = "") {
        self.failure = failure
        self.engine = engine
        self.subject = subject
        self.detail = detail
    }

    /// Plain English, for a problem line that names the file (never Swift's own description).
    package var description: String {
        switch failure {
        case .programMissing: return "\(engine.rawValue) is not installed"
        case .noKey: return "no secret key to open it"
        case .agentUnavailable: return "the gpg agent is locked or not running"
        case .wrongKey: return "sealed for another key"
        case .recipientNotFound: return "no public key for \(subject)"
        case .recipientExpired: return "the key of \(subject) has expired"
        case .recipientRevoked: return "the key of \(subject) was revoked"
        case .noSecretKeyForRecipients: return "no secret key here for \(subject)"
        case .badRecipients: return "the recipients file is damaged"
        case .badIdentity: return "the age identity \(subject) cannot be read"
        case .mixedEngines: return "gpg keys and age recipients mixed"
        case .failed: return "\(engine.rawValue) failed: \(detail)"
        }
    }
}
