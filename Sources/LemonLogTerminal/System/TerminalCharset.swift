import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The character set the terminal speaks, from the locale (`LC_ALL`, else `LC_CTYPE`, else
/// `LANG`): UTF-8 (nothing converted; `C` and `POSIX` count as UTF-8), or another one that
/// every byte in and out of the terminal is converted from and to (`TerminalConversion`).
/// The core stays UTF-8 either way.
package enum TerminalCharset {
    /// The conversion for this process, set once at start by `setUp` (nil: UTF-8).
    nonisolated(unsafe) package static var conversion: TerminalConversion?

    /// The locale's character set could not be converted to and from (iconv knows no such set).
    package struct Unsupported: Error, Equatable, Sendable {
        /// The character set's name, as the locale gives it.
        package let codeset: String
    }

    /// Sets `conversion` for the locale `environment` names; throws `Unsupported` (and converts
    /// nothing) when its character set cannot be converted.
    package static func setUp(environment: [String: String]) throws {
        conversion = nil
        conversion = try self.conversion(environment: environment)
    }

    /// The conversion for the locale `environment` names: nil for UTF-8; throws `Unsupported`
    /// when its character set cannot be converted.
    package static func conversion(environment: [String: String]) throws -> TerminalConversion? {
        guard let codeset = codeset(environment: environment) else { return nil }
        guard let made = TerminalConversion(codeset: codeset) else { throw Unsupported(codeset: codeset) }
        return made
    }

    /// The character set of the locale `environment` names, or nil for UTF-8. An installed
    /// locale answers itself (`nl_langinfo(CODESET)`); one that is not installed is taken at
    /// its word (`ko_KR.EUC-KR` is EUC-KR); `C`, `POSIX`, ASCII and no locale are UTF-8.
    package static func codeset(environment: [String: String]) -> String? {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        if name.isEmpty || name == "C" || name == "POSIX" { return nil }
        let suffix = name.firstIndex(of: ".").map { String(name[name.index(after: $0)...].prefix { $0 != "@" }) }
        // The common case answers without loading the locale (start-up time).
        if let suffix, isUTF8(suffix) { return nil }
        var codeset: String?
        if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
            if let answer = nl_langinfo_l(nl_item(CODESET), locale) { codeset = String(cString: answer) }
            freelocale(locale)
        } else {
            codeset = suffix
        }
        guard let codeset, !codeset.isEmpty, !isUTF8(codeset) else { return nil }
        return codeset
    }

    /// Whether `codeset` is UTF-8, or ASCII (which UTF-8 contains: `C` and `POSIX`).
    static func isUTF8(_ codeset: String) -> Bool {
        let plain = codeset.uppercased().filter { $0.isLetter || $0.isNumber }
        return ["UTF8", "ANSIX341968", "ASCII", "USASCII"].contains(plain)
    }
}
