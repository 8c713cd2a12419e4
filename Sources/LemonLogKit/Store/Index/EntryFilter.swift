import Foundation

/// Which entries `list`, `export` and `stats` take: every condition given must hold. Each
/// condition is answered from the index (`EntrySummary`), so filtering never reads an entry.
package struct EntryFilter: Sendable, Equatable {
    /// Emotion keys of which at least one must be chosen (a primary emotion brings its
    /// sub-emotions); nil for any.
    package var emotionKeys: Set<String>?
    /// Thinking-trap keys of which at least one must be marked; nil for any.
    package var trapKeys: Set<String>?
    /// The entry's date is at or after this.
    package var since: Date?
    /// The entry's date is before this (the end of the day named).
    package var until: Date?
    /// Folded text (`SearchText.fold`) that one of the four texts must hold.
    package var contains: String?
    /// Only starred entries (`--starred`).
    package var starred: Bool
    /// Only entries with an open action that has a due time (`EntrySummary.hasOpenDueAction`:
    /// the overview's count of actions due today and overdue reads only those pages).
    package var openDueAction = false

    package init(emotionKeys: Set<String>? = nil, trapKeys: Set<String>? = nil, since: Date? = nil, until: Date? = nil,
                contains: String? = nil, starred: Bool = false) {
        self.starred = starred
        self.emotionKeys = emotionKeys
        self.trapKeys = trapKeys
        self.since = since
        self.until = until
        self.contains = contains.map(SearchText.fold)
    }

    /// No condition at all.
    package var isEmpty: Bool {
        emotionKeys == nil && trapKeys == nil && since == nil && until == nil && contains == nil && !starred && !openDueAction
    }

    /// Whether the summaries need their search texts.
    var needsTexts: Bool { contains != nil }

    /// Whether the entry a summary stands for is taken.
    package func matches(_ summary: EntrySummary) -> Bool {
        if starred, !summary.starred { return false }
        if openDueAction, !summary.hasOpenDueAction { return false }
        if let since, summary.date < since { return false }
        if let until, summary.date >= until { return false }
        if let emotionKeys, !summary.emotions.contains(where: emotionKeys.contains) { return false }
        if let trapKeys, !summary.traps.contains(where: trapKeys.contains) { return false }
        if let contains, !SearchText.contains(summary.searchText, folded: contains) { return false }
        return true
    }

    /// Whether a whole entry is taken (the same conditions, for entries not in the index).
    package func matches(_ entry: DiaryEntry) -> Bool {
        matches(EntrySummary(entry: entry, file: .unknown))
    }
}
