import Foundation

/// The program a diary is sealed with: `gpg` (the default) or `age`, told apart by the
/// recipients themselves (age's begin `age1`). A diary has one engine: its recipients are
/// all gpg keys or all age recipients.
package enum CryptEngine: String, Equatable, Sendable {
    case gpg
    case age

    /// The engine `recipient` is for: `age1…` is an age recipient, anything else a gpg key.
    static func of(_ recipient: String) -> CryptEngine {
        recipient.hasPrefix("age1") ? .age : .gpg
    }

    /// The one engine of `recipients`; throws `mixedEngines` if they are for both.
    static func of(_ recipients: [String], subject: String) throws -> CryptEngine {
        let engines = Set(recipients.map(CryptEngine.of))
        guard engines.count <= 1 else { throw CryptError(.mixedEngines, engine: .gpg, subject: subject) }
        return engines.first ?? .gpg
    }

    /// The first line of a file this engine sealed (`SealedBytes`): `LEMONLOG-SEALED <rawValue>`.
    var magic: Data { magicLine.withUTF8Buffer { Data($0) } }

    /// `magic` as written in the source: every index a command opens is compared with it, and
    /// a constant costs no text made at run time.
    var magicLine: StaticString {
        switch self {
        case .gpg: "LEMONLOG-SEALED gpg\n"
        case .age: "LEMONLOG-SEALED age\n"
        }
    }

    /// `plain` sealed for `recipients` with this engine (its own output, no envelope; as ASCII
    /// text with `armored`).
    func seal(_ plain: Data, to recipients: [String], subject: String, armored: Bool = false) throws -> Data {
        switch self {
        case .gpg: return try GPGEngine.seal(plain, to: recipients, subject: subject, armored: armored)
        case .age: return try AgeEngine.seal(plain, to: recipients, subject: subject, armored: armored)
        }
    }

    /// `sealed` (this engine's output: bytes, or an open file from its offset) opened with the
    /// person's key or identity.
    func open(_ sealed: PipedProgram.Input, subject: String) throws -> Data {
        try startOpening(sealed, subject: subject).finish(subject: subject)
    }

    /// `open` started and not awaited: the engine runs while we do other work.
    func startOpening(_ sealed: PipedProgram.Input, subject: String) throws -> Opening {
        switch self {
        case .gpg:
            return Opening(running: try GPGEngine.startOpening(sealed, subject: subject)) { try GPGEngine.opened($0, subject: $1) }
        case .age:
            let (running, identity) = try AgeEngine.startOpening(sealed, subject: subject)
            return Opening(running: running) { try AgeEngine.opened($0, subject: $1, identity: identity) }
        }
    }

    /// A decrypt started by `startOpening`: `finish(subject:)` waits for it and gives what
    /// `open` gives (the plain bytes, or the engine's error naming `subject`).
    struct Opening: Sendable {
        let running: PipedProgram.Running
        let result: @Sendable (PipedProgram.Result, String) throws -> Data

        func finish(subject: String) throws -> Data {
            try result(running.finish(), subject)
        }
    }
}
