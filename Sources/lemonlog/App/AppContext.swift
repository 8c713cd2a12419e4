import Foundation
import LemonLogKit
import LemonLogTerminal

/// What every command needs: the environment, the language, colors, and the store.
struct AppContext {
    let environment: [String: String]
    /// The bytes of the environment's entries that are not valid UTF-8 (`ProcessEnvironment`).
    let environmentOriginals: [String: [UInt8]]
    let localizer: Localizer
    let theme: Theme

    init(globals: GlobalOptions, environment: [String: String], environmentOriginals: [String: [UInt8]] = [:]) {
        self.environment = environment
        self.environmentOriginals = environmentOriginals
        self.localizer = Localizer(language: Language.resolve(flag: globals.language, environment: environment))
        self.theme = Theme.resolve(noColorFlag: globals.noColor, environment: environment)
    }

    /// Opens the data directory (creating it 0700 on first use), tidies what a crash may
    /// have left (`DiaryStore.tidyUp`) and prints the store's notices, one line each.
    func openStore(listing limit: Int? = nil) throws -> DiaryStore {
        let (store, notices) = try openStoreKeepingNotices(listing: limit)
        report(notices)
        return store
    }

    /// `openStore` without printing: the notices are for the caller to show where they will be
    /// seen (the full-screen wizard shows them on its screen, not behind it). Not `openingIndex`,
    /// an encrypted diary's key is checked on one small document rather than on its index.
    /// `listing`: the command lists that many of the newest entries, unfiltered (`list -n N`), and
    /// an encrypted diary's key is checked on what that list opens.
    func openStoreKeepingNotices(openingIndex: Bool = true, listing limit: Int? = nil) throws -> (DiaryStore, [StoreNotice]) {
        try DataDirectory.checkEncoding(environment: environment,
                                        undecodable: ProcessEnvironment.undecodableValues(environmentOriginals))
        let store = try DiaryStore(directory: DataDirectory.resolve(environment: environment))
        // An encrypted diary that this key cannot open is one clear line, before anything is done.
        try store.checkKeyOpensDiary(openingIndex: openingIndex, listing: limit)
        return (store, store.notices + store.tidyUp())
    }

    /// The environment for a child (`$EDITOR`): every entry, with the bytes we were given.
    var childEnvironment: [[UInt8]] {
        ProcessEnvironment.childEntries(values: environment, originals: environmentOriginals)
    }

    /// `environment[name]` as the bytes we were given (not valid UTF-8 ones included).
    func environmentBytes(_ name: String) -> [UInt8]? {
        environment[name].map { ProcessEnvironment.valueBytes(name, $0, originals: environmentOriginals) }
    }

    /// Prints what the store did on its own, one localized line each, values sanitized.
    func report(_ notices: [StoreNotice]) {
        for line in lines(notices) { Console.err("lemonlog: " + line) }
    }

    /// What the store did on its own, one localized line each, values sanitized.
    func lines(_ notices: [StoreNotice]) -> [String] {
        notices.map { localizer($0.key, $0.arguments.mapValues(TextSanitizer.singleLine)) }
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
