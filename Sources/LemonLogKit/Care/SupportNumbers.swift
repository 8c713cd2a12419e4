/// Where to turn in an emergency: the person's own numbers (`LEMONLOG_SUPPORT`, or the file
/// `support.txt` in LemonLog's config folder), else the numbers of the region their locale names.
package struct SupportNumbers: Sendable, Equatable {
    /// Each number with its name, as shown (e.g. `Samaritans 116 123`).
    package var lines: [String]
    /// Whether the person set them.
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

    /// The numbers for this person: their own setting first, then their region's.
    package static func resolve(environment: [String: String], localizer: Localizer,
                               readFile: (String) -> String? = SupportNumbers.readSmallFile) -> SupportNumbers {
        if let setting = environment[settingName] {
            // Escape sequences go first: an OSC's own `;` must not split it into "numbers".
            let own = parse(TextSanitizer.sanitize(setting).split(separator: ";").joined(separator: "\n"))
            if !own.isEmpty { return SupportNumbers(lines: own, isOwn: true) }
        }
        if let folder = configFolder(environment: environment), let text = readFile(folder + "/" + fileName) {
            let own = parse(text)
            if !own.isEmpty { return SupportNumbers(lines: own, isOwn: true) }
        }
        let key = "support_" + region(environment: environment, language: localizer.language).rawValue
        return SupportNumbers(lines: [localizer(key)], isOwn: false)
    }

    /// The person's lines: one number per line, blank lines and `#` comments skipped, each made
    /// one safe line (no control character can reach the terminal).
    static func parse(_ text: String) -> [String] {
        TextSanitizer.sanitize(text).split(whereSeparator: \.isNewline).map { TextSanitizer.singleLine(String($0)) }
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The regions with their own numbers; `other` says "the local emergency number".
    enum Region: String, Sendable, CaseIterable {
        case kr, us, ukIreland = "uk_ie", other
    }

    /// The region from the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first set): `ko_KR` is
    /// Korea, `en_US` the US, `en_GB` and `*_IE` the UK and Ireland; Korean with no region is Korea.
    static func region(environment: [String: String], language: Language) -> Region {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let code = value.split(separator: ".").first.map(String.init) ?? value
            let parts = code.split(whereSeparator: { $0 == "_" || $0 == "-" })
            if parts.count >= 2 {
                switch parts[1].uppercased() {
                case "KR": return .kr
                case "US": return .us
                case "GB", "IE": return .ukIreland
                default: return .other
                }
            }
            break
        }
        return language == .ko ? .kr : .other
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
