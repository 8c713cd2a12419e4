import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies a lemonlog binary and its resource folder under a prefix (`PREFIX/bin/lemonlog`,
/// `PREFIX/lib/lemonlog/Resources`, where the binary looks for them) and takes them away again,
/// touching only what it wrote: the manifest lists every file and folder it made, and a file
/// already there that it did not make stops the install before anything is written.
struct Installer {
    /// Why an install or uninstall stopped: a message key and its values.
    struct Failure: Error, Equatable {
        let key: String
        let arguments: [String: String]
    }

    /// The absolute prefix.
    let prefix: String

    static let binaryPath = "bin/lemonlog"
    static let resourcesPath = "lib/lemonlog/Resources"

    /// What `install` wrote: the binary's and the resource folder's absolute paths.
    struct Installed: Equatable {
        let binary: String
        let resources: String
    }

    /// Installs the binary at `binary` and every file under `resources`.
    func install(binary: String, resources: String) throws(Failure) -> Installed {
        let old = readManifest() ?? InstallManifest()
        var plan: [(path: String, source: String, mode: mode_t)] = [(Self.binaryPath, binary, 0o755)]
        var folders = [".", "bin", "lib", "lib/lemonlog", Self.resourcesPath]
        for relative in try files(under: resources) {
            let parts = relative.split(separator: "/").dropLast()
            for depth in parts.indices { folders.append(Self.resourcesPath + "/" + parts[...depth].joined(separator: "/")) }
            plan.append((Self.resourcesPath + "/" + relative, resources + "/" + relative, 0o644))
        }
        folders = folders.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        // Nothing is written if one place is taken by something this did not make.
        for file in plan where exists(file.path) && !old.files.contains(file.path) {
            throw Failure(key: "install_not_ours", arguments: ["path": absolute(file.path)])
        }
        for folder in folders where exists(folder) && !isFolder(folder) {
            throw Failure(key: "install_not_ours", arguments: ["path": absolute(folder)])
        }
        var contents: [Data] = []
        for file in plan {
            guard let data = FileManager.default.contents(atPath: file.source) else {
                throw Failure(key: "install_cannot_read", arguments: ["path": file.source])
            }
            contents.append(data)
        }
        var manifest = InstallManifest(files: old.files, folders: old.folders.filter(isFolder))
        for folder in folders where !isFolder(folder) {
            try make(folder)
            manifest.folders.append(folder)
            // The manifest is written as soon as its folder exists, before any file: an install
            // stopped half way still knows what it wrote.
            if folder == "lib/lemonlog" || folder == Self.resourcesPath {
                try write(Data(manifest.text.utf8), to: InstallManifest.path, mode: 0o644)
            }
        }
        manifest.files = (manifest.files + plan.map(\.path)).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        try write(Data(manifest.text.utf8), to: InstallManifest.path, mode: 0o644)
        for (file, data) in zip(plan, contents) {
            try write(data, to: file.path, mode: file.mode)
        }
        // A file an earlier install wrote that this one does not ship goes.
        let shipped = Set(plan.map(\.path))
        for stale in old.files where !shipped.contains(stale) {
            unlink(absolute(stale))
        }
        manifest.files = plan.map(\.path)
        try write(Data(manifest.text.utf8), to: InstallManifest.path, mode: 0o644)
        return Installed(binary: absolute(Self.binaryPath), resources: absolute(Self.resourcesPath))
    }

    /// Removes what the manifest lists (files, then the folders it made, when empty), then the
    /// manifest; returns how many files went.
    func uninstall() throws(Failure) -> Int {
        guard let manifest = readManifest() else {
            throw Failure(key: "uninstall_nothing", arguments: ["prefix": prefix])
        }
        var removed = 0
        for file in manifest.files where !isFolder(file) && unlink(absolute(file)) == 0 {
            removed += 1
        }
        unlink(absolute(InstallManifest.path))
        // Deepest first; a folder holding anything else stays.
        for folder in manifest.folders.sorted(by: { $0.count > $1.count }) {
            rmdir(absolute(folder))
        }
        return removed
    }

    // MARK: - Files

    func absolute(_ relative: String) -> String { relative == "." ? prefix : prefix + "/" + relative }

    private func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(absolute(relative), &info) == 0
    }

    private func isFolder(_ relative: String) -> Bool {
        var info = stat()
        return lstat(absolute(relative), &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func readManifest() -> InstallManifest? {
        FileManager.default.contents(atPath: absolute(InstallManifest.path)).flatMap { InstallManifest(text: String(decoding: $0, as: UTF8.self)) }
    }

    /// Every regular file under `folder`, by path relative to it, sorted.
    private func files(under folder: String) throws(Failure) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw Failure(key: "install_cannot_read", arguments: ["path": folder])
        }
        var found: [String] = []
        while let name = enumerator.nextObject() as? String {
            var info = stat()
            if stat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { found.append(name) }
        }
        return found.sorted()
    }

    private func make(_ relative: String) throws(Failure) {
        // The prefix's own parents are made as `mkdir -p` would (and not listed: they may hold anything later).
        if relative == "." { try? FileManager.default.createDirectory(atPath: URL(fileURLWithPath: prefix).deletingLastPathComponent().path,
                                                                         withIntermediateDirectories: true) }
        guard mkdir(absolute(relative), 0o755) == 0 || errno == EEXIST else {
            throw Failure(key: "install_failed", arguments: ["path": absolute(relative), "reason": String(cString: strerror(errno))])
        }
    }

    /// Writes through a temporary file beside the target, renamed over it (a running binary is replaced, not rewritten).
    private func write(_ data: Data, to relative: String, mode: mode_t) throws(Failure) {
        let target = absolute(relative)
        let temporary = target + ".lemonlog-install"
        do {
            try data.write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            throw Failure(key: "install_failed", arguments: ["path": target, "reason": error.localizedDescription])
        }
        guard chmod(temporary, mode) == 0, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(key: "install_failed", arguments: ["path": target, "reason": reason])
        }
    }
}

