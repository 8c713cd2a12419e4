/// The two languages LemonLog speaks.
package enum Language: String, CaseIterable, Sendable {
    case en
    case ko

    /// Picks the language: an explicit `--lang` value first, then `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` (the first one that is set and not empty decides). `ko*` means Korean,
    /// anything else English. On Linux `Locale.current` ignores `LANG`, so this reads the
    /// environment itself.
    package static func resolve(flag: String?, environment: [String: String]) -> Language {
        if let flag, let language = Language(code: flag) { return language }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return Language(code: value) ?? .en
            }
        }
        return .en
    }

    /// Parses a language code such as `ko`, `ko_KR.UTF-8` or `en-US`; nil if it is neither.
    package init?(code: String) {
        let lower = code.lowercased()
        if lower.hasPrefix("ko") {
            self = .ko
        } else if lower.hasPrefix("en") || lower == "c" || lower == "posix" || lower.hasPrefix("c.") {
            self = .en
        } else {
            return nil
        }
    }
}
