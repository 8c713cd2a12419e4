import Foundation
@testable import LemonLogKit

/// Shared fixtures: a fixed clock and wizards in a known state.
enum Fixtures {
    /// 2026-11-21 12:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    static let utc = TimeZone(identifier: "UTC")!

    static func wizard(_ content: DiaryContent = DiaryContent(date: now), step: DiaryWriteStep = .emotion,
                       language: Language = .en) -> DiaryWizard {
        DiaryWizard(content: content, position: DraftPosition(step: step),
                    localizer: Localizer(language: language), timeZone: utc, now: { now })
    }

    static var complete: DiaryContent {
        DiaryContent(emotions: ["sadness.lonely"], situation: "Missed the bus", thought: "I always fail",
                     reeval: "It happens to everyone", action: "Leave earlier", date: now)
    }
}

extension DiaryWizard {
    /// Types text character by character into the current field (entering edit mode first).
    mutating func type(_ text: String) {
        if state.mode == .navigating { _ = handle(.enter) }
        for character in text { _ = handle(.char(character)) }
    }

    /// Presses keys in order, returning the last effect.
    @discardableResult
    mutating func press(_ keys: Key...) -> WizardEffect {
        var effect = WizardEffect.none
        for key in keys { effect = handle(key) }
        return effect
    }
}
