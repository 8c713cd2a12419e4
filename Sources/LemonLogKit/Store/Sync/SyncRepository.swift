import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data folder's own `.git`, made by `sync` and by nothing else: made 0700 with a mark
/// inside (`markName`) so that a `.git` someone else made is never touched; what stays on this
/// machine is kept out through `.git/info/exclude` (LemonLog's own file, which never travels).
struct SyncRepository {
    /// The file inside `.git` that says LemonLog made it.
    static let markName = "lemonlog"
    /// The flock held for the whole of a sync: one sync at a time per diary.
    static let lockName = "lemonlog.lock"
    /// The remote's name in the repository.
    static let remoteName = "origin"
    /// Only entries, images and the recipients file travel; everything else stays here.
    static let exclude = """
        # Written by lemonlog sync: only entries, images and the recipients file travel.
        # Drafts, locks, the index and scratch files stay on this machine.
        /*
        !/entries/
        !/images/
        !/\(DiaryRecipients.fileName)
        !/\(SafetyPlanDocument.fileName)
        !/\(CheckInDocument.folderName)/
        /entries/.*
        /\(CheckInDocument.folderName)/.*
        /images/**/.*

        """
    /// Lock files git leaves behind when it is killed; removed while the sync lock is held (no
    /// git of ours can be running then: each one holds the lock too, see `takeLock`).
    static let staleLocks = ["index.lock", "HEAD.lock", "config.lock", "packed-refs.lock", "shallow.lock",
                             "refs/heads/main.lock", "refs/remotes/origin/main.lock", "ORIG_HEAD.lock", "FETCH_HEAD.lock"]

    let git: GitProgram

    var gitDirectory: String { git.gitDirectory }

    /// Whether sync was ever set up here (a `.git` LemonLog made).
    var exists: Bool { PosixFile.exists(gitDirectory + "/" + Self.markName) }

    /// Makes (or checks) the repository, takes the sync lock, clears what a killed git left,
    /// and sets the remote to `remote` if given; returns the lock and, when `remote` is given,
    /// the remote's address as it was before (nil if none). Throws `foreignRepository` for a `.git` LemonLog did not make,
    /// `noRemote` if there is none yet and none was given.
    func open(remote: String?, creating: Bool) throws -> (lock: StoreLock, previous: String?) {
        // An address git would read as one of its options (`--push`) never reaches git, whose
        // usage text would be all the person saw; nothing is made or changed first.
        if let remote, remote.isEmpty || remote.hasPrefix("-") { throw SyncError(.badRemote, subject: remote) }
        try claim(creating: creating)
        let lock = try takeLock()
        for name in Self.staleLocks { unlink(gitDirectory + "/" + name) }
        // Again until it is whole: the rest of a repository a killed first sync left. Whole, it
        // starts no git (a sync with nothing to do asks the remote and little else).
        if !isWhole {
            try git.output(["init", "-q", "--initial-branch=" + GitProgram.branch])
            try PosixFile.writeAtomically(Data(Self.exclude.utf8), to: try infoFolder() + "/exclude")
            try git.output(["symbolic-ref", "HEAD", "refs/heads/" + GitProgram.branch])
        }
        // No new address and the configuration just listed names the remote's: nothing to ask.
        if remote == nil, listsRemote { return (lock, nil) }
        let current = try git.run(["remote", "get-url", Self.remoteName])
        if let remote {
            try git.output(current.status == 0 ? ["remote", "set-url", Self.remoteName, remote]
                                               : ["remote", "add", Self.remoteName, remote])
        } else if current.status != 0 {
            throw SyncError(.noRemote)
        }
        let previous = current.status == 0
            ? String(decoding: current.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : nil
        return (lock, previous)
    }

    /// Whether `init`, the exclude file and `HEAD` are as `open` makes them: the files `git init`
    /// writes, `info/exclude` written after it with LemonLog's lines, `HEAD` naming `main`.
    var isWhole: Bool {
        for name in ["config", "objects", "refs"] where !PosixFile.exists(gitDirectory + "/" + name) { return false }
        guard let exclude = try? PosixFile.read(gitDirectory + "/info/exclude"), exclude == Data(Self.exclude.utf8),
              let head = try? PosixFile.read(gitDirectory + "/HEAD") else { return false }
        return head == Data("ref: refs/heads/\(GitProgram.branch)\n".utf8)
    }

    /// Whether the configuration `git.configure()` listed gives the remote an address, so that
    /// `remote get-url` would find one: a `remote.origin.url` of the repository's own, and none
    /// empty anywhere (git would read an empty one as no address at all). Else git is asked.
    var listsRemote: Bool {
        guard let urls = git.listed?.filter({ $0.key == "remote.\(Self.remoteName).url" }) else { return false }
        return urls.contains { $0.scope == "local" } && !urls.contains { $0.value.isEmpty }
    }

    /// The remote's address, for the summary line (nil if none is set).
    func remoteURL() throws -> String? {
        let result = try git.run(["remote", "get-url", Self.remoteName])
        return result.status == 0 ? String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// `.git` is ours: made now (0700, marked first), or marked already, or an empty folder a
    /// killed first sync left. Anything else there is someone else's.
    private func claim(creating: Bool) throws {
        var info = stat()
        if lstat(gitDirectory, &info) != 0 {
            guard errno == ENOENT else { throw StoreError.cannotRead(path: gitDirectory, reason: PosixFile.describe(errno)) }
            guard creating else { throw SyncError(.noRemote) }
            guard mkdir(gitDirectory, 0o700) == 0 || errno == EEXIST else {
                throw StoreError.cannotCreate(path: gitDirectory, reason: PosixFile.describe(errno))
            }
            try mark()
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { throw SyncError(.foreignRepository, subject: gitDirectory) }
        if PosixFile.exists(gitDirectory + "/" + Self.markName) {
            if info.st_mode & 0o077 != 0 { chmod(gitDirectory, 0o700) }
            return
        }
        guard (try PosixFile.names(in: gitDirectory)).isEmpty else { throw SyncError(.foreignRepository, subject: gitDirectory) }
        chmod(gitDirectory, 0o700)
        try mark()
    }

    private func mark() throws {
        try PosixFile.writeAtomically(Data("This repository was made by lemonlog sync.\n".utf8), to: gitDirectory + "/" + Self.markName)
    }

    private func infoFolder() throws -> String {
        let folder = gitDirectory + "/info"
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
            throw StoreError.cannotCreate(path: folder, reason: PosixFile.describe(errno))
        }
        return folder
    }

    /// The sync lock (`.git/lemonlog.lock`), or `busy` if another sync holds it.
    /// The descriptor is opened without `O_CLOEXEC` on purpose: every git this sync starts
    /// inherits it, so a git still running after its `lemonlog` was killed keeps the lock, and
    /// the next sync says "busy" instead of removing the lock files that git is still using.
    private func takeLock() throws -> StoreLock {
        let path = gitDirectory + "/" + Self.lockName
        let fd = Glibc.open(path, O_CREAT | O_RDWR | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw StoreError.cannotCreate(path: path, reason: PosixFile.describe(errno)) }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            close(fd)
            throw SyncError(.busy)
        }
        return StoreLock(id: "sync", descriptor: fd)
    }
}
