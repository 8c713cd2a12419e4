import LemonLogKit

/// The shells `lemonlog completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// Shell completion scripts, generated from the declarations: commands, their options,
/// choices, command names for `help`, emotions and traps (keys and labels in the script's
/// language), ids (described by date and first line), file names for files.
struct CompletionScript {
    let registry: CommandRegistry
    let localizer: Localizer

    func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// Every spelling of the options a command takes, the global ones included.
    func optionNames(_ declaration: CommandDeclaration?) -> [String] {
        ((declaration?.options ?? []) + CommandRegistry.globalOptions).flatMap(\.names)
    }

    /// Values the shell can offer for a kind, or nil when it should complete file names / ids / nothing.
    func words(for kind: ValueKind) -> [String]? {
        switch kind {
        case .choice(let values): values
        case .command: registry.names
        case .emotion: unique(EmotionCatalog.shipped.rows.flatMap { [$0.emotion.key, $0.emotion.label(localizer.language)] })
        case .trap: unique(TrapCatalog.shipped.traps.flatMap { [$0.key, $0.label(localizer.language)] })
        case .text, .positiveInteger, .file, .id, .openActionID, .entryID: nil
        }
    }

    /// The `lemonlog` commands whose output lines start with the ids a kind completes from (the
    /// short id first, then the date and the first line, in every language), or nil.
    static func idSources(_ kind: ValueKind) -> [String]? {
        switch kind {
        case .id: ["drafts", "list"]
        case .openActionID: ["actions"]
        case .entryID: ["list"]
        default: nil
        }
    }

    /// The shell function that prints the ids of a kind (one per line, then a tab and the rest
    /// of the line that names it).
    static func idFunction(_ kind: ValueKind) -> String {
        kind == .openActionID ? "_lemonlog_open_actions" : "_lemonlog_ids"
    }

    /// One line each, sanitized (a catalog is data), in the order given, without repeats.
    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.map(TextSanitizer.singleLine).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A help line made safe for a quoted shell word: one line, no control characters.
    func describe(_ key: String) -> String {
        TextSanitizer.singleLine(localizer(key))
    }
}

extension String {
    /// Single-quoted for a POSIX shell or fish: `it's` → `'it'\''s'`.
    var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
