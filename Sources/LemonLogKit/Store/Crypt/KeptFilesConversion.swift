import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kept scratch files at the top of the data folder (`kept-….txt`, words that could not
/// go into their field), converted with the diary: sealed to `kept-….txt.gpg` / `.age` (the
/// engine's own output) by `encrypt`, opened back to `kept-….txt` by `decrypt`. Only names the
/// store makes (`ScratchFile.isKeptName`); the new file is made first, never over another, and
/// the old one removed after, so that a crash leaves both and running again finishes.
struct KeptFilesConversion {
    /// The data folder.
    let directoryPath: String

    /// Seals every plain kept file for `recipients`; returns how many.
    func seal(for recipients: [String]) throws -> Int {
        let engine = try CryptEngine.of(recipients, subject: directoryPath)
        var count = 0
        for name in try names() where name.hasSuffix(".txt") {
            let path = directoryPath + "/" + name
            let plain = try PosixFile.read(path)
            if try place(path + "." + engine.rawValue, bytes: { try engine.seal(plain, to: recipients, subject: path) },
                         same: { try engine.open(.bytes($0), subject: path) == plain }) {
                unlink(path)
                count += 1
            }
        }
        return count
    }

    /// Opens every sealed kept file back to plain; returns how many.
    func open() throws -> Int {
        var count = 0
        for name in try names() {
            guard let engine = [CryptEngine.gpg, .age].first(where: { name.hasSuffix(".txt." + $0.rawValue) }) else { continue }
            let path = directoryPath + "/" + name
            let plain = try engine.open(.bytes(try PosixFile.read(path)), subject: path)
            if try place(String(path.dropLast(engine.rawValue.count + 1)), bytes: { plain }, same: { $0 == plain }) {
                unlink(path)
                count += 1
            }
        }
        return count
    }

    /// The store's kept files at the top of the data folder.
    private func names() throws -> [String] {
        try PosixFile.names(in: directoryPath).filter(ScratchFile.isKeptName).sorted()
    }

    /// Makes `target` with `bytes()` unless it is there; true if it now holds them (made here,
    /// or already there and `same`: an earlier run made it), false if another file has the name.
    private func place(_ target: String, bytes: () throws -> Data, same: (Data) throws -> Bool) throws -> Bool {
        if PosixFile.exists(target) { return (try? same(try PosixFile.read(target))) == true }
        let temp = directoryPath + "/.kept.tmp-" + DiaryStore.newID()
        try PosixFile.writeAtomically(try bytes(), to: temp)
        defer { unlink(temp) }
        // link() never replaces another file.
        guard link(temp, target) == 0 else {
            if errno == EEXIST { return false }
            throw StoreError.cannotWrite(path: target, reason: PosixFile.describe(errno))
        }
        try PosixFile.syncDirectory(directoryPath, reportingAs: target)
        return true
    }
}
