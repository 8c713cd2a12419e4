/// The crisis check while the person writes, for one writing session: it says when texts hold
/// crisis words that were not seen yet in this session (once for the same words; new words bring
/// it back). Words a saved entry being edited held already count as seen: they were asked about
/// when it was saved. It only reads texts: it stores nothing and sends nothing anywhere.
package struct CareWatch: Sendable, Equatable {
    /// The crisis phrases seen so far in this session (folded, as `CareCheck` gives them).
    package private(set) var seen: Set<String>

    /// A session's watch; `baseline`: the saved entry being edited (nil for a new entry or a draft).
    package init(baseline: DiaryContent? = nil) {
        seen = baseline.map { Self.phrases(in: Self.texts(of: $0)) } ?? []
    }

    /// Whether `texts` hold crisis words not seen yet; from now on they are seen.
    package mutating func notice(_ texts: [String]) -> Bool {
        let new = Self.phrases(in: texts).subtracting(seen)
        seen.formUnion(new)
        return !new.isEmpty
    }

    /// Whether `content` holds crisis words that the saved entry being edited (`baseline`) did not:
    /// what leaving the wizard with the draft kept asks, to print the numbers on the normal screen.
    package static func holdsNewWords(_ content: DiaryContent, baseline: DiaryContent?) -> Bool {
        !phrases(in: texts(of: content)).subtracting(baseline.map { phrases(in: texts(of: $0)) } ?? []).isEmpty
    }

    /// Every text of `content` the check reads: the texts of the field table.
    package static func texts(of content: DiaryContent) -> [String] {
        FieldTable.textFields.map { content.text(of: $0) }
    }

    /// The crisis phrases in `texts`.
    static func phrases(in texts: [String]) -> Set<String> {
        let check = CareCheck()
        return texts.reduce(into: Set<String>()) { $0.formUnion(check.crisisPhrases(in: $1)) }
    }

    /// The lines printed where no care screen is drawn (plain mode after an answer, the normal
    /// screen after leaving the wizard, `actions done --note`): the question, the numbers, the
    /// safety plan. Nothing is asked: the person goes on writing.
    package static func printedLines(_ localizer: Localizer, numbers: SupportNumbers) -> [String] {
        [localizer("care_title"), localizer("care_numbers_intro")] + numbers.lines.map { "  " + $0 }
            + [localizer("care_writing_plan")]
    }
}
