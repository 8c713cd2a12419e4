import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The person's own `age`, run with no shell between (`PipedProgram`): seals bytes for `age1…`
/// recipients and opens them with the person's identity file, found as `identityPath` says.
/// Its failures are read from its `age: error:` line into a `CryptError`.
enum AgeEngine {
    /// The program, looked up in `PATH` (as people run it).
    static let program = "age"
    /// The variable that names the identity file (age's `-i FILE`).
    static let identityVariable = "LEMONLOG_AGE_IDENTITY"

    /// `plain` sealed for `recipients` (binary age format; ASCII-armored with `armored`).
    static func seal(_ plain: Data, to recipients: [String], subject: String, armored: Bool = false) throws -> Data {
        var arguments = [program, "--encrypt"] + (armored ? ["--armor"] : [])
        for recipient in recipients { arguments += ["--recipient", recipient] }
        guard let result = PipedProgram.run(arguments, input: plain) else { throw missing(subject) }
        guard result.status == 0 else { throw failure(result, subject: subject, identity: "") }
        return result.output
    }

    /// `sealed` (binary age format: bytes, or an open file from its offset) opened with the
    /// person's identity file.
    static func open(_ sealed: PipedProgram.Input, subject: String) throws -> Data {
        let (running, identity) = try startOpening(sealed, subject: subject)
        return try opened(running.finish(), subject: subject, identity: identity)
    }

    /// `open` started, not awaited, with the identity file it reads: `opened(_:subject:identity:)`
    /// reads the run's result.
    static func startOpening(_ sealed: PipedProgram.Input, subject: String) throws -> (PipedProgram.Running, identity: String) {
        guard let identity = identityPath(environment: ProcessInfo.processInfo.environment) else {
            throw CryptError(.noKey, engine: .age, subject: subject)
        }
        guard PosixFile.exists(identity) else { throw CryptError(.noKey, engine: .age, subject: subject, detail: identity) }
        guard let running = PipedProgram.start([program, "--decrypt", "--identity", identity], from: sealed) else {
            throw missing(subject)
        }
        return (running, identity)
    }

    /// The plain bytes a decrypt run gave, or the error its messages tell.
    static func opened(_ result: PipedProgram.Result, subject: String, identity: String) throws -> Data {
        guard result.status == 0 else { throw failure(result, subject: subject, identity: identity) }
        return result.output
    }

    /// The identity file: `$LEMONLOG_AGE_IDENTITY` if set (even to a file that is not there,
    /// which is then said), else `$XDG_CONFIG_HOME/lemonlog/age-identity` or
    /// `~/.config/lemonlog/age-identity` if there (the key file itself or a link to it); nil if none.
    static func identityPath(environment: [String: String]) -> String? {
        if let named = environment[identityVariable], !named.isEmpty { return named }
        var configs: [String] = []
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { configs.append(xdg) }
        if let home = environment["HOME"], home.hasPrefix("/") { configs.append(home + "/.config") }
        return configs.map { $0 + "/lemonlog/age-identity" }.first(where: PosixFile.exists)
    }

    private static func missing(_ subject: String) -> CryptError {
        errno == ENOENT || errno == EACCES ? CryptError(.programMissing, engine: .age, subject: subject)
            : CryptError(.failed, engine: .age, subject: subject, detail: PosixFile.describe(errno))
    }

    /// What age's error line says went wrong.
    static func failure(_ result: PipedProgram.Result, subject: String, identity: String) -> CryptError {
        let lines = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").map(String.init)
        let error = lines.first { $0.hasPrefix("age: error: ") }.map { String($0.dropFirst(12)) }
            ?? lines.first ?? "exit status \(result.status)"
        if error.hasPrefix("unknown recipient type") || error.hasPrefix("malformed recipient") {
            let quoted = error.split(separator: "\"", omittingEmptySubsequences: false)
            return CryptError(.recipientNotFound, engine: .age, subject: quoted.count >= 3 ? String(quoted[1]) : subject)
        }
        if error.hasPrefix("no identity matched") {
            return CryptError(.wrongKey, engine: .age, subject: subject)
        }
        if error.hasPrefix("reading \"") || error.contains("identity") {
            return CryptError(.badIdentity, engine: .age, subject: identity.isEmpty ? subject : identity, detail: String(error.prefix(200)))
        }
        return CryptError(.failed, engine: .age, subject: subject, detail: String(error.prefix(200)))
    }
}
