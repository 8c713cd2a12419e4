import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes sealed at rest: a line naming the engine (`LEMONLOG-SEALED gpg`, or
/// `LEMONLOG-SEALED age`), then the engine's output. Plain bytes (JSON, an image, the index) never begin with it, so that a
/// diary half converted (`encrypt` or `decrypt` interrupted) reads whole: each file says what
/// it is.
enum SealedBytes {
    /// The first line of every file gpg sealed (age's is as long: `CryptEngine.magic`).
    static let magic = CryptEngine.gpg.magic

    /// The engine that sealed `data`; nil if it is plain.
    static func engine(of data: Data) -> CryptEngine? {
        data.withUnsafeBytes { bytes in
            [CryptEngine.gpg, .age].first { engine in
                engine.magicLine.withUTF8Buffer { line in
                    bytes.count >= line.count && memcmp(bytes.baseAddress!, line.baseAddress!, line.count) == 0
                }
            }
        }
    }

    /// Whether `data` is sealed.
    static func isSealed(_ data: Data) -> Bool {
        engine(of: data) != nil
    }

    /// Whether the file at `path` begins sealed (only its first line is read; never through a symlink).
    static func fileIsSealed(_ path: String) -> Bool {
        withFirstLine(of: path) { _, head in head.map(isSealed) ?? false } ?? false
    }

    /// Opens the file at `path` for reading (never through a symlink), reads as many bytes as
    /// the first line of a sealed file has (nil if there are fewer), and gives both to `body`;
    /// nil if the file cannot be opened.
    private static func withFirstLine<T>(of path: String, _ body: (Int32, Data?) throws -> T) rethrows -> T? {
        #if canImport(Glibc)
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY)
        #else
        let fd = Darwin.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY)
        #endif
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: magic.count)
        return try body(fd, read(fd, &head, head.count) == head.count ? Data(head) : nil)
    }

    /// `plain` sealed for `recipients` by their engine; `subject` names the file in an error.
    static func seal(_ plain: Data, to recipients: [String], subject: String) throws -> Data {
        let engine = try CryptEngine.of(recipients, subject: subject)
        return engine.magic + (try engine.seal(plain, to: recipients, subject: subject))
    }

    /// The plain bytes of `data` (opened by the engine that sealed it, else as they are).
    static func open(_ data: Data, subject: String) throws -> Data {
        guard let engine = engine(of: data) else { return data }
        // A slice, not a copy: the index can be megabytes.
        return try engine.open(.bytes(data.dropFirst(engine.magic.count)), subject: subject)
    }

    /// The plain bytes of the file at `path` if it is sealed, the engine reading the file
    /// itself (its stdin, past the first line): a large index never passes through us on its
    /// way in. Nil if the file is not sealed (or cannot be opened): read it as it is.
    /// A decrypt started ahead by `startOpeningFile` for this same file, unchanged since, is
    /// taken rather than a second one started.
    static func openFile(_ path: String) throws -> Data? {
        try withFirstLine(of: path) { fd, head -> Data? in
            var info = stat()
            guard let head, let engine = engine(of: head), fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            if let early = SealedFileOpenings.take(.init(info)) { return try early.finish(subject: path) }
            return try engine.open(.file(fd, size: Int(info.st_size) - magic.count), subject: path)
        } ?? nil
    }

    /// Starts the engine on the sealed file at `path` (reading it itself, from its stdin) and
    /// returns at once; `openFile` of the same file, unchanged, takes the run. Nothing is started
    /// for a file that is not sealed, or when the engine cannot start (`openFile` then says why).
    /// Whether a run started.
    @discardableResult
    static func startOpeningFile(_ path: String) -> Bool {
        withFirstLine(of: path) { fd, head in
            var info = stat()
            guard let head, let engine = engine(of: head), fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let opening = try? engine.startOpening(.file(fd, size: Int(info.st_size) - magic.count), subject: path) else { return false }
            SealedFileOpenings.add(.init(identity: .init(info), opening: opening))
            return true
        } ?? false
    }
}
