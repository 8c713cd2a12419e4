import Foundation

/// A file's bytes sealed at rest: a line naming the engine (`LEMONLOG-SEALED gpg`), then the
/// engine's output. Plain bytes (JSON, an image, the index) never begin with it, so that a
/// diary half converted (`encrypt` or `decrypt` interrupted) reads whole: each file says what
/// it is.
enum SealedBytes {
    /// The first line of every sealed file.
    static let magic = Data("LEMONLOG-SEALED gpg\n".utf8)

    /// Whether `data` is sealed.
    static func isSealed(_ data: Data) -> Bool {
        data.count >= magic.count && data.prefix(magic.count) == magic
    }

    /// `plain` sealed for `recipients`; `subject` names the file in an error.
    static func seal(_ plain: Data, to recipients: [String], subject: String) throws -> Data {
        magic + (try GPGEngine.seal(plain, to: recipients, subject: subject))
    }

    /// The plain bytes of `data` (opened if sealed, else as they are).
    static func open(_ data: Data, subject: String) throws -> Data {
        guard isSealed(data) else { return data }
        return try GPGEngine.open(Data(data.dropFirst(magic.count)), subject: subject)
    }
}
