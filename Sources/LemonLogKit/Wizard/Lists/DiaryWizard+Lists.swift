/// The wizard's lists as the full screen shows them now: `WizardLists` over the state, with
/// the row under each list's cursor selected.
extension DiaryWizard {
    /// The emotion catalog, chosen rows marked, the row under the cursor selected.
    package var emotionItems: [ListItem] {
        WizardLists.emotions(state.content, catalog: catalog, language: localizer.language, cursor: state.emotionCursor)
    }

    /// The thinking traps, marked ones marked, the one under the cursor selected.
    package var trapItems: [ListItem] {
        let cursor = trapCatalog.traps.isEmpty ? nil : min(max(0, state.trapCursor), trapCatalog.traps.count - 1)
        return WizardLists.traps(state.content, catalog: trapCatalog, language: localizer.language, cursor: cursor)
    }

    /// The marked traps' questions, asked above the new perspective.
    package var trapQuestionItems: [ListItem] {
        WizardLists.trapQuestions(state.content, catalog: trapCatalog, language: localizer.language)
    }

    /// The beliefs to rate (`beliefItems`), then the chosen emotions to re-rate, the one under
    /// the cursor selected.
    /// How many of `reratingItems` are beliefs (they come first; the emotions follow).
    package var reratingBeliefCount: Int { beliefRows.count }

    package var reratingItems: [ListItem] {
        let beliefs = beliefItems
        let emotions = WizardLists.reratings(state.content, catalog: catalog, language: localizer.language,
                                             cursor: state.ratingCursor - beliefs.count)
        return beliefs + emotions.map { item in
            var item = item
            item.number += beliefs.count
            return item
        }
    }
}
