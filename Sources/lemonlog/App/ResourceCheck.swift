import Foundation
import LemonLogKit

/// Refuses to start, with one clear line, when the resource folder cannot be found (the
/// messages themselves live there, so this one line is built in, in both languages).
enum ResourceCheck {
    static func missingLine(language: Language) -> String? {
        guard ResourceFiles.directory == nil else { return nil }
        switch language {
        case .ko:
            return "lemonlog: 리소스 폴더(\(ResourceFiles.bundleName) 또는 PREFIX/lib/lemonlog)를 찾을 수 없어요. 다시 설치하거나 LEMONLOG_RESOURCES 에 en.lproj 가 든 폴더를 지정하세요."
        case .en:
            return "lemonlog: cannot find the resource folder (\(ResourceFiles.bundleName) beside the binary, or PREFIX/lib/lemonlog); reinstall, or set LEMONLOG_RESOURCES to the folder holding en.lproj."
        }
    }
}
