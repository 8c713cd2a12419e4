import Foundation
import LemonLogKit
import LemonLogTerminal

/// What every command needs: the environment, the language, colors, and the store.
struct AppContext {
    let environment: [String: String]
    let localizer: Localizer
    let theme: Theme

    init(globals: GlobalOptions, environment: [String: String]) {
        self.environment = environment
        self.localizer = Localizer(language: Language.resolve(flag: globals.language, environment: environment))
        self.theme = Theme.resolve(noColorFlag: globals.noColor, environment: environment)
    }

    /// Opens the data directory (creating it 0700 on first use) and tidies what a crash may
    /// have left: old temporary files, and drafts whose save had already reached the entry.
    func openStore() throws -> DiaryStore {
        let store = try DiaryStore(directory: DataDirectory.resolve(environment: environment))
        store.cleanUpTemporaryFiles()
        store.removeSupersededDrafts()
        return store
    }

    /// Reports files the store skipped, one line each, by name.
    func report(_ problems: [StoreProblem]) {
        for problem in problems {
            Console.err(localizer("error_prefix") + localizer("skipped_file", ["path": problem.path, "reason": problem.reason]))
        }
    }

    /// The width to cut listing lines to: the terminal's, or unlimited-ish when piped.
    var outputWidth: Int {
        RawTerminal.isTerminal(STDOUT_FILENO) ? TerminalSize.current().columns : 1_000
    }
}
