import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A copy, in a fresh folder under /tmp that every user can enter, of what an unprivileged
/// child needs when the checkout is closed to other users (a clone in a 0700 home folder): the
/// test binary, the `lemonlog` binary the end-to-end tests start, and the resource folders that
/// both read (the build's `*.resources`, found beside themselves). `LEMONLOG_BIN` and
/// `LEMONLOG_RESOURCES`, when set, are copied too and pointed at their copies, so the child never
/// looks into the closed checkout. `remove()` deletes the folder and everything in it.
package struct OpenCopy {
    /// The folder holding the copies.
    package let folder: String
    /// The copy of the test binary, to execute as the other user.
    package let testBinary: String
    /// Settings for the child that name the copies instead of the originals.
    package private(set) var environment: [String: String] = [:]

    /// Copies the test binary at `testBinary` and its companions into a new folder.
    package init(testBinary original: String, environment parent: [String: String] = ProcessInfo.processInfo.environment) throws {
        let files = FileManager.default
        folder = "/tmp/unprivileged-tests-\(UUID().uuidString.prefix(8))"
        try files.createDirectory(atPath: folder, withIntermediateDirectories: false,
                                  attributes: [.posixPermissions: 0o755])
        let binFolder = (original as NSString).deletingLastPathComponent
        testBinary = folder + "/" + (original as NSString).lastPathComponent
        do {
            try Self.copyOpen(original, to: testBinary)
            for name in try files.contentsOfDirectory(atPath: binFolder).sorted()
            where name == "lemonlog" || name.hasSuffix(".resources") {
                try Self.copyOpen(binFolder + "/" + name, to: folder + "/" + name)
            }
            if let bin = parent["LEMONLOG_BIN"], !bin.isEmpty, files.fileExists(atPath: bin) {
                let copy = folder + "/override-bin/lemonlog"
                try files.createDirectory(atPath: folder + "/override-bin", withIntermediateDirectories: false,
                                          attributes: [.posixPermissions: 0o755])
                try Self.copyOpen(bin, to: copy)
                environment["LEMONLOG_BIN"] = copy
            }
            if let resources = parent["LEMONLOG_RESOURCES"], !resources.isEmpty, files.fileExists(atPath: resources) {
                let copy = folder + "/override-resources"
                try Self.copyOpen(resources, to: copy)
                environment["LEMONLOG_RESOURCES"] = copy
            }
        } catch {
            try? files.removeItem(atPath: folder)
            throw error
        }
    }

    /// Removes the folder and the copies in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Copies a file or a folder (following a symlink at the top), then opens it to every user:
    /// folders and executables 0755, other files 0644.
    static func copyOpen(_ source: String, to destination: String) throws {
        let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: source))
            .map { $0.hasPrefix("/") ? $0 : ((source as NSString).deletingLastPathComponent + "/" + $0) } ?? source
        try FileManager.default.copyItem(atPath: resolved, toPath: destination)
        try openToEveryone(destination)
    }

    private static func openToEveryone(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            chmod(path, 0o755)
            for name in try FileManager.default.contentsOfDirectory(atPath: path) {
                try openToEveryone(path + "/" + name)
            }
        case S_IFREG:
            chmod(path, info.st_mode & 0o111 != 0 ? 0o755 : 0o644)
        default:
            break
        }
    }
}
