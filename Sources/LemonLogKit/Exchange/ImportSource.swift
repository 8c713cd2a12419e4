import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file given to `import`, read in chunks as often as needed: a regular file
/// (read again from its start each time, never held whole), or bytes already in memory.
package struct ImportSource: Sendable {
    private enum Bytes: Sendable {
        case file(String)
        case data(Data)
    }

    private let bytes: Bytes
    /// The size of a chunk read from a file.
    static let chunkSize = 1 << 20

    /// Bytes already read.
    package init(data: Data) {
        bytes = .data(data)
    }

    /// A regular file (`~` expanded, a symlink followed) of at most `ImportInput.maxBytes`;
    /// nil for standard input, a pipe, a folder, a device, or a file that cannot be looked at
    /// (such a file is read whole, `ImportInput.read`, which names what is wrong with it).
    package init?(regularFile file: String) {
        guard file != ImportInput.standardInput else { return nil }
        let path = (file as NSString).expandingTildeInPath
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int64(info.st_size) <= Int64(ImportInput.maxBytes) else { return nil }
        bytes = .file(path)
    }

    /// Hands the bytes to `body` in order, a chunk at a time, from the start. Throws
    /// `StoreError.cannotRead` when the file cannot be read (or grew past `ImportInput.maxBytes`).
    func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        switch bytes {
        case .data(let data):
            try data.withUnsafeBytes { all in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + Self.chunkSize)
                    try body(UnsafeRawBufferPointer(rebasing: all[start..<end]))
                    start = end
                }
            }
        case .file(let path):
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw StoreError.cannotRead(path: path, reason: PosixFile.describe(errno)) }
            defer { close(fd) }
            WorkCounter.add(filesOpened: 1)
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw StoreError.cannotRead(path: path, reason: "not a regular file")
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
            defer { buffer.deallocate() }
            var total = 0
            while true {
                let count = Glibc.read(fd, buffer.baseAddress, buffer.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw StoreError.cannotRead(path: path, reason: PosixFile.describe(errno))
                }
                if count == 0 { return }
                total += count
                WorkCounter.add(bytesRead: count)
                guard total <= ImportInput.maxBytes else { throw StoreError.cannotRead(path: path, reason: PosixFile.describe(EFBIG)) }
                try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            }
        }
    }
}
