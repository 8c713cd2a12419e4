import LemonLogKit

/// The shells `lemonlog completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// Shell completion scripts, generated from the declarations: commands, their options,
/// choices, command names for `help`, file names for files.
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

    /// Values the shell can offer for a kind, or nil when it should complete file names / nothing.
    func words(for kind: ValueKind) -> [String]? {
        switch kind {
        case .choice(let values): values
        case .command: registry.names
        case .text, .positiveInteger, .file, .id: nil
        }
    }

    /// Where ids come from when completing `<id>`: the short ids at the start of the lines of
    /// `lemonlog drafts` and `lemonlog list` (the same in every language).
    static let idSource = "{ command lemonlog drafts; command lemonlog list; } 2>/dev/null"

    /// A help line made safe for a quoted shell word: one line, no control characters.
    func describe(_ key: String) -> String {
        TextSanitizer.singleLine(localizer(key))
    }
}

extension String {
    /// Single-quoted for a POSIX shell or fish: `it's` → `'it'\''s'`.
    var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
