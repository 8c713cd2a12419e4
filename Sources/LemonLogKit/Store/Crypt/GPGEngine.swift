import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The person's own `gpg`, run with no shell between (`PipedProgram`): seals bytes for the
/// diary's recipients and opens them with the person's key through their agent. Its failures
/// are read from gpg's status lines (`--status-fd 2`) into a `CryptError`.
enum GPGEngine {
    /// The program, looked up in `PATH` (as people run it).
    static let program = "gpg"

    /// `plain` sealed for `recipients` (binary OpenPGP; ASCII-armored with `armored`).
    static func seal(_ plain: Data, to recipients: [String], subject: String, armored: Bool = false) throws -> Data {
        var arguments = [program, "--batch", "--quiet", "--no-tty", "--status-fd", "2", "--yes",
                         "--trust-model", "always", "--auto-key-locate", "local", "--no-encrypt-to"]
            + (armored ? ["--armor"] : []) + ["--encrypt"]
        for recipient in recipients { arguments += ["--recipient", recipient] }
        guard let result = PipedProgram.run(arguments, input: plain) else { throw missing(subject) }
        guard result.status == 0 else { throw failure(result, subject: subject, sealing: true) }
        return result.output
    }

    /// `sealed` (binary OpenPGP: bytes, or an open file from its offset) opened with the person's key.
    static func open(_ sealed: PipedProgram.Input, subject: String) throws -> Data {
        try opened(startOpening(sealed, subject: subject).finish(), subject: subject)
    }

    /// `open` started, not awaited: `opened(_:subject:)` reads the run's result.
    static func startOpening(_ sealed: PipedProgram.Input, subject: String) throws -> PipedProgram.Running {
        // Shell completion asks for ids while the person types a command line: it never starts a
        // passphrase prompt there (`noPassphraseSetting`), it reads what opens without one.
        let arguments = [program, "--quiet", "--no-tty", "--status-fd", "2"]
            + (getenv(noPassphraseSetting) != nil ? ["--pinentry-mode", "error"] : []) + ["--decrypt"]
        guard let running = PipedProgram.start(arguments, from: sealed, setting: terminalForPinentry()) else { throw missing(subject) }
        return running
    }

    /// The plain bytes a decrypt run gave, or the error its status lines tell.
    static func opened(_ result: PipedProgram.Result, subject: String) throws -> Data {
        guard result.status == 0 else { throw failure(result, subject: subject, sealing: false) }
        return result.output
    }

    /// Set by the completion scripts: no passphrase is asked for (a key that needs one is an error).
    package static let noPassphraseSetting = "LEMONLOG_NO_PASSPHRASE"

    /// `GPG_TTY` for a passphrase asked through pinentry, when it is not set and we have a
    /// terminal (gpg's manual asks for it; gpg's own stdin is a pipe or a file here, so it
    /// cannot find the terminal itself): the agent then asks on the person's terminal, while
    /// the store opens, before any full-screen wizard takes it.
    static func terminalForPinentry() -> [String: String] {
        guard getenv("GPG_TTY") == nil else { return [:] }
        for fd in [STDIN_FILENO, STDERR_FILENO, STDOUT_FILENO] where isatty(fd) == 1 {
            if let name = ttyname(fd) { return ["GPG_TTY": String(cString: name)] }
        }
        return [:]
    }

    private static func missing(_ subject: String) -> CryptError {
        errno == ENOENT || errno == EACCES ? CryptError(.programMissing, subject: subject)
            : CryptError(.failed, subject: subject, detail: PosixFile.describe(errno))
    }

    /// What gpg's status lines and messages say went wrong.
    static func failure(_ result: PipedProgram.Result, subject: String, sealing: Bool) -> CryptError {
        let text = String(decoding: result.errors, as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        let status = lines.filter { $0.hasPrefix("[GNUPG:] ") }.map { String($0.dropFirst(9)) }
        if let invalid = status.first(where: { $0.hasPrefix("INV_RECP ") || $0.hasPrefix("NO_RECP") }) {
            // "INV_RECP <reason> <name>": 4 revoked, 5 expired (gpg's doc/DETAILS); gpg often
            // says 0 and tells the cause in a KEYREVOKED / KEYEXPIRED line before it.
            let words = invalid.split(separator: " ")
            let name = words.dropFirst(2).joined(separator: " ")
            let code = words.first == "INV_RECP" && words.count > 1 ? String(words[1]) : ""
            // A revoked key is "No public key" to `--encrypt`; the keyring's own listing tells.
            let validity = name.isEmpty ? nil : keyValidity(of: name)
            let reason: CryptError.Failure = code == "4" || validity == "r" || status.contains(where: { $0.hasPrefix("KEYREVOKED") })
                ? .recipientRevoked
                : code == "5" || validity == "e" || status.contains(where: { $0.hasPrefix("KEYEXPIRED") }) ? .recipientExpired
                : .recipientNotFound
            return CryptError(reason, subject: name.isEmpty ? subject : name)
        }
        let lower = text.lowercased()
        if lower.contains("pkdecrypt_failed") || lower.contains("pinentry") || lower.contains("agent")
            || lower.contains("operation cancelled") || lower.contains("bad passphrase") || lower.contains("inappropriate ioctl") {
            return CryptError(.agentUnavailable, subject: subject)
        }
        if !sealing, status.contains(where: { $0.hasPrefix("NO_SECKEY") }) || lower.contains("no secret key") {
            return CryptError(hasSecretKeys() ? .wrongKey : .noKey, subject: subject)
        }
        let last = lines.last { !$0.hasPrefix("[GNUPG:]") } ?? "exit status \(result.status)"
        return CryptError(.failed, subject: subject, detail: String(last.drop { $0 != " " }.dropFirst().prefix(200)))
    }

    /// The validity letter of the first public key `name` names in the keyring (`r` revoked,
    /// `e` expired; gpg's `--with-colons` field 2), nil when none is listed. Asked only after an
    /// `encrypt` was refused, to name the cause.
    static func keyValidity(of name: String) -> Character? {
        guard let result = PipedProgram.run([program, "--batch", "--no-tty", "--with-colons", "--list-keys", "--", name],
                                            input: Data()), result.status == 0 else { return nil }
        let pub = String(decoding: result.output, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("pub:") }
        return pub.flatMap { $0.split(separator: ":", omittingEmptySubsequences: false).dropFirst().first?.first }
    }

    /// Whether the keyring holds any secret key at all.
    static func hasSecretKeys() -> Bool {
        guard let result = PipedProgram.run([program, "--batch", "--no-tty", "--with-colons", "--list-secret-keys"], input: Data()) else {
            return false
        }
        return String(decoding: result.output, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("sec") }
    }
}
