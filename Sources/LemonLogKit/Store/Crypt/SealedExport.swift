import Foundation

/// `export --to RECIPIENT…`: the export sealed for other people's keys by the same engines the
/// diary is sealed with (`CryptEngine`: gpg keys, or `age1…` recipients, never both), the
/// document piped through the program in memory (`PipedProgram`), so no plain copy is ever on
/// disk. The engine's own output, without the diary's envelope: the recipient opens it with
/// `gpg --decrypt` or `age --decrypt` alone.
package enum SealedExport {
    /// `plain` sealed for `recipients`: binary for a file, ASCII-armored (`armored`) for a
    /// terminal or a pipe. `subject` names the export in an error.
    package static func seal(_ plain: Data, to recipients: [String], armored: Bool, subject: String) throws -> Data {
        let engine = try CryptEngine.of(recipients, subject: subject)
        return try engine.seal(plain, to: recipients, subject: subject, armored: armored)
    }

    /// The program that opens what `recipients` are sealed for (`gpg`, `age`).
    package static func program(for recipients: [String]) -> String {
        recipients.contains { $0.hasPrefix("age1") } ? AgeEngine.program : GPGEngine.program
    }
}
