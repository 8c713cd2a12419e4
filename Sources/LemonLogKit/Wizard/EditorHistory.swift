import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Ctrl-O adds to the command line of an editor it knows so that the editor keeps no copy
/// of the words outside the scratch file: vim and neovim no viminfo or shada (deleted lines,
/// searches, registers), no swap, undo or backup file; nano no history (nor any nanorc, where
/// history is turned on). The editor is known by its program's name, through a path, a symlink
/// (`vi` is often vim) and arguments; any other editor gets nothing added.
package enum EditorHistory {
    /// The editors known, by the name of their program, and what each gets.
    static let known: [(names: Set<String>, arguments: [String])] = [
        // `viminfo` is neovim's old name for 'shada'; `silent!` so a vim built without one of
        // these options (vim.tiny) says nothing.
        (["vi", "vim", "vim.basic", "vim.tiny", "vim.nox", "vim.gtk", "vim.gtk3", "vim.athena", "gvim", "view", "rvim",
          "nvim", "neovim"],
         ["-i", "NONE", "-n", "-c", "silent! set viminfo= | silent! set noundofile nobackup nowritebackup"]),
        (["nano", "rnano"], ["-I"]),
    ]

    /// The arguments for an editor program known by `name` (a base name), else none.
    package static func arguments(forProgramNamed name: String) -> [String] {
        known.first { $0.names.contains(name) }?.arguments ?? []
    }

    /// The arguments for the editor command `command` (`$VISUAL` / `$EDITOR`, run by `sh -c`):
    /// its first word, found in `path` and its symlinks followed, names the program (`vi` that is
    /// vim is vim; `vi` that is busybox is not). A program that cannot be found keeps its name.
    package static func arguments(forCommand command: String, path: String?) -> [String] {
        guard let word = firstWord(command) else { return [] }
        let found = word.contains("/") ? word : (path ?? "").split(separator: ":").map { ($0.isEmpty ? "." : String($0)) + "/" + word }
            .first { access($0, X_OK) == 0 }
        var name = (word as NSString).lastPathComponent
        if let found, let real = realpath(found, nil) {
            name = (String(cString: real) as NSString).lastPathComponent
            free(real)
        }
        return arguments(forProgramNamed: name)
    }

    /// The command's first word, with simple quotes taken off; nil if it starts with anything
    /// the shell would read otherwise (a variable, an assignment, a subshell).
    static func firstWord(_ command: String) -> String? {
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        guard let quote = trimmed.first else { return nil }
        var word: Substring
        if quote == "'" || quote == "\"" {
            let rest = trimmed.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { return nil }
            word = rest[..<end]
        } else {
            word = trimmed.prefix { !$0.isWhitespace }
        }
        guard !word.isEmpty, !word.contains(where: { "$`=\\;&|<>()\"'".contains($0) }) else { return nil }
        return String(word)
    }
}
