import Foundation

/// Talking to the remote: the fetch (with what it read: the remote's branch and `HEAD`) and the push.
extension DiarySync {
    /// Fetches the remote's branch; nil when the remote has none yet (a new, empty repository).
    func fetch() throws -> String? {
        try fetchAndResolve().theirs
    }

    /// Fetches the remote's branch and reads it and `HEAD` (one git for both); `theirs` is nil
    /// when the remote has none yet. git's automatic maintenance, which the fetch itself is
    /// told not to start, runs after it as git would run it, unless the remote's branch is our
    /// own `HEAD`: then the fetch brought nothing (a sync with nothing to do starts no
    /// maintenance). With `sameIsEnough` (the sync's own loop, which only goes on when the two
    /// differ), two refs naming the same object stand for both, read without a git
    /// (`sameRefs`).
    func fetchAndResolve(sameIsEnough: Bool = false) throws -> (theirs: String?, ours: String?) {
        guard try fetchBranch() else { return (nil, try git.resolve("HEAD")) }
        if sameIsEnough, let same = sameRefs() { return (same, same) }
        let both = try git.resolve([Self.remoteBranch, "HEAD"])
        let theirs = both[0], ours = both[1]
        if theirs != ours, git.autoMaintenance {
            _ = try git.run(["maintenance", "run", "--auto", "--quiet"])
        }
        return (theirs, ours)
    }

    /// The object both the remote's branch and `HEAD` name, when the repository keeps them as
    /// LemonLog made it does: `HEAD` naming `main`, and `main` and the remote's branch holding
    /// the same object id, each in its loose ref file or, without one, in `packed-refs` (git's
    /// files storage). Whatever that object is, both peel to the same commit (or to none), which
    /// is all the sync's loop asks. Nil in any other case (a symbolic ref, another ref storage,
    /// different objects): then git reads them.
    func sameRefs() -> String? {
        guard (try? PosixFile.read(git.gitDirectory + "/HEAD")) == Data("ref: refs/heads/\(GitProgram.branch)\n".utf8),
              let ours = refValue("refs/heads/" + GitProgram.branch), let theirs = refValue(Self.remoteBranch), ours == theirs,
              ours.count == 40 || ours.count == 64,
              ours.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return String(decoding: ours, as: UTF8.self)
    }

    /// The object id a ref's loose file holds (without its new line), or `packed-refs`' line for
    /// it when there is no loose file; nil if neither reads as one.
    private func refValue(_ name: String) -> [UInt8]? {
        let newline = UInt8(ascii: "\n")
        let path = git.gitDirectory + "/" + name
        if PosixFile.exists(path) {
            guard let data = try? PosixFile.read(path), data.last == newline else { return nil }
            return Array(data.dropLast())
        }
        guard let packed = try? PosixFile.read(git.gitDirectory + "/packed-refs") else { return nil }
        for line in packed.split(separator: newline) where line.first != UInt8(ascii: "#") && line.first != UInt8(ascii: "^") {
            guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { continue }
            if line[(space + 1)...].elementsEqual(name.utf8) { return Array(line[..<space]) }
        }
        return nil
    }

    /// Fetches the remote's branch into `remoteBranch`; false when the remote has none yet.
    private func fetchBranch() throws -> Bool {
        let result = try git.run(["fetch", "-q", "--no-tags", "--no-recurse-submodules", "--no-auto-gc"] + GitSettings.fetchOptions + [SyncRepository.remoteName,
                                  "+refs/heads/\(GitProgram.branch):\(Self.remoteBranch)"])
        if result.status != 0 {
            let words = String(decoding: result.errors, as: UTF8.self)
            if words.contains("couldn't find remote ref") {
                _ = try? git.run(["update-ref", "-d", Self.remoteBranch])
                return false
            }
            throw SyncError(.unreachable, subject: (try? repository.remoteURL()) ?? "", detail: GitProgram.lastLine(result))
        }
        return true
    }

    /// Sends the branch; a refusal (someone pushed meanwhile, a read-only remote) is `pushRefused`.
    func push() throws {
        let result = try git.run(["push", "-q", "--no-verify"] + GitSettings.pushOptions + [SyncRepository.remoteName,
                                  "refs/heads/\(GitProgram.branch):refs/heads/\(GitProgram.branch)"])
        guard result.status != 0 else { return }
        let words = String(decoding: result.errors, as: UTF8.self)
        let remote = (try? repository.remoteURL()) ?? ""
        // A lock file that a git killed on the remote left there (a push to a folder, stopped
        // half-way): not a race that fetching again settles, and every push fails on it until it
        // is removed. Said in git's own line, which names the file.
        if let stale = words.split(separator: "\n").first(where: { $0.contains(".lock': File exists") }) {
            var line = stale.trimmingScalars(in: .whitespaces)
            for prefix in ["remote: ", "error: "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
            while line.hasSuffix(".") { line.removeLast() }
            throw SyncError(.pushRefused, subject: remote, detail: String(line.prefix(300)))
        }
        // Refused as not a fast-forward, or the remote's branch moved while it was being updated.
        if ["(fetch first)", "(non-fast-forward)", "cannot lock ref", "failed to update ref", "(stale info)"].contains(where: words.contains) {
            throw SyncError(.pushRefused, subject: remote, detail: Self.remoteMoved)
        }
        if words.contains("rejected") || words.contains("denied") || words.contains("declined") || words.contains("failed to push") {
            throw SyncError(.pushRefused, subject: remote, detail: GitProgram.lastLine(result))
        }
        throw SyncError(.unreachable, subject: remote, detail: GitProgram.lastLine(result))
    }
}
