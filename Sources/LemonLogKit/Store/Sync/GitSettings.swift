import Foundation

/// The keys of git's configuration that make it run a program, as LemonLog sets them on every
/// git command line (`-c`, read after every file), so that whatever the diary's own `.git/config`
/// holds runs nothing: a key that is the person's choice (their ssh command, credential helper,
/// commit signing) takes their own value from their system or global configuration, or git's
/// default; never the repository's.
enum GitSettings {
    /// One value of `git config --list --show-scope -z`.
    struct Value: Equatable {
        let scope: String
        /// Lowercased but for a subsection (`filter.Evil.clean`), as git lists it.
        let key: String
        let value: String
    }

    /// The scopes that are the person's own configuration (not the repository's, not ours).
    static let personalScopes: Set = ["system", "global"]

    /// Keys whose value is the person's own, or this default when they set none.
    static let personalOrDefault: [(key: String, fallback: String)] = [
        ("commit.gpgsign", "false"), ("tag.gpgsign", "false"), ("gpg.format", "openpgp"),
        ("gpg.program", "gpg"), ("gpg.openpgp.program", "gpg"), ("gpg.x509.program", "gpgsm"),
        ("gpg.ssh.program", "ssh-keygen"),
    ]

    /// git's own programs at the other end, given on `fetch`'s and `push`'s command line: for
    /// `remote.<name>.uploadpack` and `receivepack`, git keeps the first value it reads (the
    /// repository's), so `-c` would not do.
    static let fetchOptions = ["--upload-pack=git-upload-pack"]
    static let pushOptions = ["--receive-pack=git-receive-pack"]

    /// The fixed settings: no protocol that runs a command.
    static func fixed(remote: String) -> [String] {
        [
            "protocol.allow=never", "protocol.file.allow=always", "protocol.git.allow=always",
            "protocol.ssh.allow=always", "protocol.http.allow=always", "protocol.https.allow=always",
        ]
    }

    /// Parses `git config --list --show-scope -z`: `scope NUL key LF value NUL` (a key with no
    /// value has no LF; it is left out).
    static func parse(_ data: Data) -> [Value] {
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var values: [Value] = []
        var index = 0
        while index + 1 < fields.count {
            let scope = fields[index], entry = fields[index + 1]
            index += 2
            guard let newline = entry.firstIndex(of: "\n") else { continue }
            values.append(Value(scope: scope, key: String(entry[..<newline]), value: String(entry[entry.index(after: newline)...])))
        }
        return values
    }

    /// Every `-c` setting for a run, from what git's configuration holds now (`config`) and the
    /// environment (`GIT_SSH`, for the ssh command when none is configured).
    static func overrides(config: [Value], environment: [String: String], remote: String) -> [String] {
        let personal = config.filter { personalScopes.contains($0.scope) }
        func own(_ key: String) -> [String] { personal.filter { $0.key.lowercased() == key }.map(\.value) }
        var settings = fixed(remote: remote)
        // ssh: the person's core.sshCommand, else their GIT_SSH (which a configured command
        // would hide), else plain ssh. GIT_SSH_COMMAND in the environment still wins, as in git.
        let ssh = own("core.sshcommand").last ?? environment["GIT_SSH"].map(quoted) ?? "ssh"
        settings.append("core.sshCommand=" + ssh)
        for (key, fallback) in personalOrDefault { settings.append(key + "=" + (own(key).last ?? fallback)) }
        // An empty helper clears the list read so far; the person's own come back after it.
        settings.append("credential.helper=")
        for value in personal where isCredentialHelper(value.key) && !value.value.isEmpty && !value.key.contains("=") {
            settings.append(value.key + "=" + value.value)
        }
        // A filter driver runs on `add` and `status` for any path an attributes file names:
        // every one configured anywhere is emptied (git then keeps the bytes as they are).
        var drivers: [String] = []
        for value in config where value.scope != "command" {
            let parts = value.key.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[0].lowercased() == "filter" else { continue }
            let name = parts[1..<(parts.count - 1)].joined(separator: ".")
            if !drivers.contains(name), !name.contains("=") { drivers.append(name) }
        }
        for name in drivers {
            settings += ["filter.\(name).clean=", "filter.\(name).smudge=", "filter.\(name).process=", "filter.\(name).required=false"]
        }
        return settings
    }

    /// `credential.helper` or `credential.<url>.helper`.
    static func isCredentialHelper(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower.hasPrefix("credential.") && lower.hasSuffix(".helper")
    }

    /// `value` as one word for the shell (single quotes).
    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
