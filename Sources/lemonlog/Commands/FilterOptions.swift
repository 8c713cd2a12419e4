import Foundation
import LemonLogKit

/// The filter options `list` and `export` share, declared once, and how their values become
/// an `EntryFilter`. A value that names nothing is a usage error (exit 2).
enum FilterOptions {
    /// The filter the invocation asks for.
    static func filter<Option: FilteringOption>(_ invocation: TypedInvocation<Option>, now: Date = Date()) throws -> EntryFilter {
        let input = FilterInput()
        let command = invocation.declaration.name
        if let text = invocation.value(.filter(.contains)), !input.hasSearchText(text) {
            throw UsageError("cli_empty_contains", command: command)
        }
        var filter = EntryFilter(contains: invocation.value(.filter(.contains)), starred: invocation.flag(.filter(.starred)))
        if let text = invocation.value(.filter(.emotion)) {
            guard let keys = input.emotionKeys(text) else {
                throw UsageError("cli_unknown_emotion", ["value": text], command: command)
            }
            filter.emotionKeys = keys
        }
        if let text = invocation.value(.filter(.trap)) {
            guard let keys = input.trapKeys(text) else {
                throw UsageError("cli_unknown_trap", ["value": text], command: command)
            }
            filter.trapKeys = keys
        }
        for (option, bound) in [(FilterOption.since, FilterInput.Bound.start), (.until, .end)] {
            guard let text = invocation.value(.filter(option)) else { continue }
            let date = try date(text, option: option.declaration.canonical, bound: bound, now: now, command: command)
            if bound == .start { filter.since = date } else { filter.until = date }
        }
        if !FilterInput.isRange(since: filter.since, until: filter.until),
           let since = invocation.value(.filter(.since)), let until = invocation.value(.filter(.until)) {
            throw UsageError("cli_since_after_until", ["since": since, "until": until], command: command)
        }
        return filter
    }

    /// A `--since`/`--until` value, or a usage error naming it (`notADate`'s message; an
    /// ambiguous value names the dates it could mean instead).
    static func date(_ text: String, option: String, bound: FilterInput.Bound, now: Date, command: String,
                     notADate: String = "cli_bad_date") throws -> Date {
        let input = FilterInput()
        if let date = input.date(text, bound: bound, now: now) { return date }
        let readings = input.ambiguousDates(text, now: now)
        guard readings.isEmpty else {
            throw UsageError("cli_ambiguous_date", ["option": option, "value": text, "dates": readings.joined(separator: ", ")],
                             command: command)
        }
        throw UsageError(notADate, ["option": option, "value": text], command: command)
    }
}
