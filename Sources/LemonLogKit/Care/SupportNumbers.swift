/// Where to turn in an emergency: the person's own contacts (`LEMONLOG_SUPPORT`, or the file
/// `support.txt` in LemonLog's config folder) beside, never instead of, the crisis lines of the
/// region their locale names (`SupportTable`), with the Korean lines too for a Korean speaker.
package struct SupportNumbers: Sendable, Equatable {
    /// Each number with its name, as shown (e.g. `Samaritans 116 123`): the person's own first,
    /// then the crisis lines.
    package var lines: [String]
    /// Whether the person set some of them.
    var isOwn: Bool

    package init(lines: [String], isOwn: Bool) {
        self.lines = lines
        self.isOwn = isOwn
    }

    /// The line that is always there (help, the bare overview): LemonLog is not for emergencies,
    /// and these numbers.
    package func careLine(_ localizer: Localizer) -> String {
        localizer("care_line", ["numbers": lines.joined(separator: " · ")])
    }

    /// The environment variable that sets the numbers: one line, several separated by `;`.
    package static let settingName = "LEMONLOG_SUPPORT"
    /// The file that sets them, one per line (`#` starts a comment), in the config folder.
    package static let fileName = "support.txt"

    /// The config folder: `$XDG_CONFIG_HOME/lemonlog`, or `~/.config/lemonlog`.
    static func configFolder(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/lemonlog" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/lemonlog" }
        return nil
    }

    /// The numbers for this person: their own (the setting, else the file), then always the
    /// crisis lines of their region.
    package static func resolve(environment: [String: String], localizer: Localizer,
                               readFile: (String) -> String? = SupportNumbers.readSmallFile,
                               table: SupportTable? = SupportTable.shipped) -> SupportNumbers {
        let own = ownLines(environment: environment, readFile: readFile)
        return SupportNumbers(lines: own + crisisLines(environment: environment, language: localizer.language,
                                                       table: table, localizer: localizer),
                              isOwn: !own.isEmpty)
    }

    /// The person's own contacts: `LEMONLOG_SUPPORT` if it holds any, else `support.txt`.
    static func ownLines(environment: [String: String], readFile: (String) -> String?) -> [String] {
        if let setting = environment[settingName] {
            // Escape sequences go first: an OSC's own `;` must not split it into "numbers".
            let own = parse(TextSanitizer.sanitize(setting).split(separator: ";").joined(separator: "\n"))
            if !own.isEmpty { return own }
        }
        if let folder = configFolder(environment: environment), let text = readFile(folder + "/" + fileName) {
            return parse(text)
        }
        return []
    }

    /// The crisis lines: the region's from the locale; with no region in the locale, Korea's for
    /// a Korean speaker and the local emergency number otherwise; a Korean speaker elsewhere gets
    /// Korea's too. Without the table, the words "your local emergency number".
    static func crisisLines(environment: [String: String], language: Language, table: SupportTable?,
                            localizer: Localizer) -> [String] {
        guard let table else { return [localizer("support_other")] }
        let country = country(environment: environment)
        let guessed = country == nil && language == .ko ? table.region(key: SupportTable.koreanKey) : nil
        guard let region = guessed ?? table.region(country: country) else { return [localizer("support_other")] }
        var lines = SupportTable.lines(of: region, language: language)
        if language == .ko, region.key != SupportTable.koreanKey, let korea = table.region(key: SupportTable.koreanKey) {
            lines += SupportTable.lines(of: korea, language: language)
        }
        return lines
    }

    /// The person's lines: one number per line, blank lines and `#` comments skipped, each made
    /// one safe line (no control character can reach the terminal).
    static func parse(_ text: String) -> [String] {
        TextSanitizer.sanitize(text).split(whereSeparator: \.isNewline).map { TextSanitizer.singleLine(String($0)) }
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The country of the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first set decides):
    /// `CA` for `en_CA.UTF-8`, nil when it names none (`C.UTF-8`, `ko`, nothing set).
    static func country(environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.split(separator: ".").first.map(String.init) ?? value
            let parts = code.split(separator: "@").first.map { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) } ?? []
            return parts.count >= 2 ? parts[1].uppercased() : nil
        }
        return nil
    }

    /// Reads a small text file (at most 64 KB), or nil when there is none.
    static func readSmallFile(_ path: String) -> String? {
        guard let bytes = try? PosixFile.read(path, followingSymlink: true), bytes.count <= 65_536 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
