import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an encrypted diary's editor scratch files go (Ctrl-O): a private folder in memory,
/// `$XDG_RUNTIME_DIR/lemonlog/<diary>` (else `/dev/shm/lemonlog-<uid>/<diary>`), mode 0700 and
/// ours, so that the plain text the editor needs never touches the data folder's disk. `<diary>`
/// is a hash of the data folder's path: two diaries never recover each other's leftovers.
enum PrivateScratchFolder {
    /// The folder for the diary at `directoryPath`, made (0700) if missing; throws `cannotWrite`
    /// if no private folder in memory can be had (the editor is then not started).
    static func make(for directoryPath: String) throws -> String {
        let base = root()
        var folder = ""
        for part in [base.parent, base.parent + "/" + base.name, base.parent + "/" + base.name + "/" + diaryName(directoryPath)] {
            folder = part
            if part == base.parent { continue }
            if mkdir(part, 0o700) != 0 && errno != EEXIST {
                throw StoreError.cannotWrite(path: part, reason: PosixFile.describe(errno))
            }
            var info = stat()
            guard lstat(part, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else {
                throw StoreError.cannotWrite(path: part, reason: "not a private folder")
            }
            if info.st_mode & 0o077 != 0 { chmod(part, 0o700) }
        }
        return folder
    }

    /// The folder if it is there (for recovering leftovers); nil otherwise.
    static func existing(for directoryPath: String) -> String? {
        let base = root()
        let folder = base.parent + "/" + base.name + "/" + diaryName(directoryPath)
        var info = stat()
        guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else { return nil }
        return folder
    }

    /// `$XDG_RUNTIME_DIR` (if it is an absolute path) and `lemonlog`, else `/dev/shm` and `lemonlog-<uid>`.
    private static func root() -> (parent: String, name: String) {
        if let runtime = getenv("XDG_RUNTIME_DIR").map({ String(cString: $0) }), runtime.hasPrefix("/"), PosixFile.exists(runtime) {
            return (runtime, "lemonlog")
        }
        return ("/dev/shm", "lemonlog-\(geteuid())")
    }

    /// A 64-bit FNV-1a hash of the data folder's path, in hex.
    static func diaryName(_ directoryPath: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in directoryPath.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
