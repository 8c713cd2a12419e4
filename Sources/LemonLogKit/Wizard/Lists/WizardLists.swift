/// The wizard's lists as neutral items, built in one place for both faces: the emotions to
/// choose, the thinking traps, the chosen traps' questions and the emotions to re-rate. Labels
/// and texts come from the catalogs in the person's language, sanitized to one line.
enum WizardLists {
    /// The emotion catalog, primaries and their sub-emotions in order, numbered from 1; the
    /// chosen ones marked with their rating, the one at `cursor` selected.
    package static func emotions(_ content: DiaryContent, catalog: EmotionCatalog, language: Language, cursor: Int? = nil) -> [ListItem] {
        catalog.rows.enumerated().map { index, row in
            let key = row.emotion.key
            let chosen = content.emotions.contains(key)
            return ListItem(number: index + 1, key: key, label: TextSanitizer.singleLine(row.emotion.label(language)),
                            depth: row.depth, marked: chosen, selected: index == cursor,
                            rating: chosen ? content.intensities[key] : nil)
        }
    }

    /// Every thinking trap of the catalog with what it is, numbered from 1; the marked ones
    /// marked, the one at `cursor` selected.
    package static func traps(_ content: DiaryContent, catalog: TrapCatalog, language: Language, cursor: Int? = nil) -> [ListItem] {
        catalog.traps.enumerated().map { index, trap in
            ListItem(number: index + 1, key: trap.key, label: TextSanitizer.singleLine(trap.label(language)),
                     detail: TextSanitizer.singleLine(trap.description(language)),
                     marked: content.traps.contains(trap.key), selected: index == cursor)
        }
    }

    /// The marked traps with their questions, in catalog order (unknown keys of a newer catalog
    /// have no question and are left out): what the new perspective asks. Each is named by its
    /// plain label (the clinical term was shown where it was marked), so the question keeps the room.
    static func trapQuestions(_ content: DiaryContent, catalog: TrapCatalog, language: Language) -> [ListItem] {
        catalog.ordered(content.traps).compactMap { catalog.trap($0) }.enumerated().map { index, trap in
            ListItem(number: index + 1, key: trap.key, label: TextSanitizer.singleLine(trap.plainLabel(language)),
                     detail: TextSanitizer.singleLine(trap.question(language)), marked: true)
        }
    }

    /// The chosen emotions with their rating before and after the new perspective, in the order
    /// chosen; the one at `cursor` selected.
    package static func reratings(_ content: DiaryContent, catalog: EmotionCatalog, language: Language, cursor: Int? = nil) -> [ListItem] {
        content.emotions.enumerated().map { index, key in
            ListItem(number: index + 1, key: key, label: TextSanitizer.singleLine(catalog.label(key, language)),
                     marked: true, selected: index == cursor,
                     rating: content.intensities[key], rerating: content.reratings[key])
        }
    }
}
