import Foundation

/// Reads the values of the filter options as a person types them.
package struct FilterInput: Sendable {
    package let catalog: EmotionCatalog
    let trapCatalog: TrapCatalog
    package let timeZone: TimeZone

    package init(catalog: EmotionCatalog = .shipped, trapCatalog: TrapCatalog = .shipped, timeZone: TimeZone = .current) {
        self.catalog = catalog
        self.trapCatalog = trapCatalog
        self.timeZone = timeZone
    }

    /// The keys an `--emotion` value names: a key or a label in either language, or a former
    /// label (case and Unicode form do not matter); a primary emotion also names its sub-emotions. Nil if it
    /// names none.
    package func emotionKeys(_ text: String) -> Set<String>? {
        let wanted = SearchText.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !wanted.isEmpty else { return nil }
        for primary in catalog.primaries {
            for emotion in [primary] + primary.children {
                guard emotion.names.map(SearchText.fold).contains(wanted) else { continue }
                return Set([emotion.key] + emotion.children.map(\.key))
            }
        }
        return nil
    }

    /// The one emotion a value names, as `--emotion` reads it (a key or a label in either language,
    /// or a former label), but a primary emotion names only itself (`lemonlog mood`). Nil if none.
    package func emotionKey(_ text: String) -> String? {
        let wanted = SearchText.fold(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !wanted.isEmpty else { return nil }
        return catalog.rows.first { $0.emotion.names.map(SearchText.fold).contains(wanted) }?.emotion.key
    }

    /// The key a `--trap` value names: a key or a label in either language (case, Unicode form
    /// and the spaces of a Korean label do not matter). Nil if it names none.
    package func trapKeys(_ text: String) -> Set<String>? {
        trapCatalog.key(named: text).map { [$0] }
    }

    /// Whether a `--contains` value leaves something to search for once folded: only control
    /// characters, escapes or spaces would match every entry, and are refused instead.
    package func hasSearchText(_ text: String) -> Bool {
        !SearchText.fold(text).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Whether `--since` and `--until` leave any time between them (false when since is at or
    /// after until, which no entry could match).
    package static func isRange(since: Date?, until: Date?) -> Bool {
        guard let since, let until else { return true }
        return since < until
    }

    /// Which end of a named day a date bound takes.
    package enum Bound: Sendable { case start, end }

    /// A `--since`/`--until` value, in any form the date field reads (`DateInput.read`): an
    /// ISO date (`2026-11-01`, with an optional `HH:MM`), `today`, `yesterday`, `그저께`, `7d`,
    /// `4w`, `2일 전`, a weekday, `yesterday 21:30`, `9pm`…
    /// A day means its start for `.start` and the start of the next day for `.end`; a time
    /// given with the date is taken as it is. Nil if the value is none of these, or ambiguous.
    package func date(_ text: String, bound: Bound, now: Date = Date()) -> Date? {
        let input = DateInput(language: .en, timeZone: timeZone)
        guard case .date(let date, let wholeDay) = input.read(text, now: now) else { return nil }
        guard let wholeDay else { return date }
        return bound == .start ? wholeDay : input.calendar.date(byAdding: .day, value: 1, to: wholeDay)
    }

    /// The moments an ambiguous `--since`/`--until` value could mean (`어제 9시`), in the
    /// editable form and quoted, for the refusal to offer; empty when it is not ambiguous.
    package func ambiguousDates(_ text: String, now: Date = Date()) -> [String] {
        let input = DateInput(language: .en, timeZone: timeZone)
        guard case .ambiguous(let readings) = input.read(text, now: now) else { return [] }
        return readings.map { "'" + input.editable($0) + "'" }
    }
}
