import Foundation
import LemonLogKit

/// Refuses to start, with one clear line, when the resources cannot be used: the folder
/// cannot be found (the messages themselves live there, so that line is built in, in both
/// languages), or the emotion catalog or the thinking-trap catalog in it is missing, damaged or empty.
enum ResourceCheck {
    static func missingLine(language: Language) -> String? {
        guard ResourceFiles.directoryPath == nil else { return nil }
        switch language {
        case .ko:
            return "lemonlog: 리소스 폴더(\(ResourceFiles.bundleName) 또는 PREFIX/lib/lemonlog)를 찾을 수 없어요. 다시 설치하거나 LEMONLOG_RESOURCES 에 en.lproj 가 든 폴더를 지정하세요."
        case .en:
            return "lemonlog: cannot find the resource folder (\(ResourceFiles.bundleName) beside the binary, or PREFIX/lib/lemonlog); reinstall, or set LEMONLOG_RESOURCES to the folder holding en.lproj."
        }
    }

    /// The line, built in, for message tables that hold no message: the language's own table
    /// and the English one (every key's fallback) both missing, damaged throughout or empty.
    /// A table damaged in places loses only those keys, which fall back to English one by one.
    static func messagesLine(language: Language) -> String? {
        guard !LocalizationTables.holdsAMessage(language), !LocalizationTables.holdsAMessage(.en) else { return nil }
        let path = (ResourceFiles.directoryPath ?? "") + "/en.lproj/Localizable.strings"
        switch language {
        case .ko:
            return "lemonlog: 메시지 표(\(TextSanitizer.singleLine(path)))가 없거나 비었거나 손상됐어요. 다시 설치하세요."
        case .en:
            return "lemonlog: the message table \(TextSanitizer.singleLine(path)) is missing, empty or damaged; reinstall LemonLog."
        }
    }

    /// The line saying why the emotion catalog cannot be used, nil when it loads with emotions.
    static func catalogLine(localizer l: Localizer) -> String? {
        guard case .failure(let problem) = EmotionCatalog.shippedLoad else { return nil }
        let path = ResourceFiles.directoryPath.map { $0 + "/" + EmotionCatalog.fileName } ?? EmotionCatalog.fileName
        let arguments = ["path": TextSanitizer.singleLine(path)]
        switch problem {
        case .missing: return l("error_prefix") + l("catalog_missing", arguments)
        case .damaged: return l("error_prefix") + l("catalog_damaged", arguments)
        case .empty: return l("error_prefix") + l("catalog_empty", arguments)
        }
    }

    /// The line saying why the thinking-trap catalog cannot be used, nil when it loads with traps.
    static func trapCatalogLine(localizer l: Localizer) -> String? {
        guard case .failure(let problem) = TrapCatalog.shippedLoad else { return nil }
        let path = ResourceFiles.directoryPath.map { $0 + "/" + TrapCatalog.fileName } ?? TrapCatalog.fileName
        let arguments = ["path": TextSanitizer.singleLine(path)]
        switch problem {
        case .missing: return l("error_prefix") + l("trap_catalog_missing", arguments)
        case .damaged: return l("error_prefix") + l("trap_catalog_damaged", arguments)
        case .empty: return l("error_prefix") + l("trap_catalog_empty", arguments)
        }
    }
}
