import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether the file at `path` begins sealed (only its first line is read; never through a symlink).
    static func fileIsSealed(_ path: String) -> Bool {
        #if canImport(Glibc)
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY)
        #else
        let fd = Darwin.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY)
        #endif
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: magic.count)
        return read(fd, &head, head.count) == head.count && Data(head) == magic
    }

    /// `plain` sealed for `recipients`; `subject` names the file in an error.
    static func seal(_ plain: Data, to recipients: [String], subject: String) throws -> Data {
        magic + (try GPGEngine.seal(plain, to: recipients, subject: subject))
    }

    /// The plain bytes of `data` (opened if sealed, else as they are).
    static func open(_ data: Data, subject: String) throws -> Data {
        guard isSealed(data) else { return data }
        // A slice, not a copy: the index can be megabytes.
        return try GPGEngine.open(data.dropFirst(magic.count), subject: subject)
    }
}
