/// The emotion step (moving through the catalog, choosing up to five emotions, rating them),
/// the re-rating list of the new-perspective step and the thinking-trap list of the thought step.
extension DiaryWizard {
    /// Moves the highlighted row (emotion list, or the image list on the last step).
    mutating func moveListCursor(by delta: Int) {
        switch steps.body(of: state.step) {
        case .choices:
            let count = catalog.rows.count
            guard count > 0 else { return }
            state.emotionCursor = min(max(0, state.emotionCursor + delta), count - 1)
        case .dateAndImages:
            let count = state.content.images.count
            guard count > 0 else { return }
            state.imageCursor = min(max(0, state.imageCursor + delta), count - 1)
        case .text(list: .reratings):
            let count = beliefRows.count + state.content.emotions.count
            guard count > 0 else { return }
            state.ratingCursor = min(max(0, state.ratingCursor + delta), count - 1)
        case .text(list: .traps):
            let count = trapCatalog.traps.count
            guard count > 0 else { return }
            state.trapCursor = min(max(0, state.trapCursor + delta), count - 1)
        case .text(list: nil):
            break
        }
    }

    /// `+`/`-`: the intensity of the highlighted emotion (emotion step; it must be chosen), or
    /// the re-rating of the emotion picked under the new perspective. Never blocks a step.
    mutating func adjustRating(by delta: Int) {
        switch steps.body(of: state.step) {
        case .choices:
            guard catalog.rows.indices.contains(state.emotionCursor) else { return }
            let key = catalog.rows[state.emotionCursor].emotion.key
            guard isChosen(key) else {
                state.notice = WizardNotice(.info, localizer("rating_choose_first"), step: state.step)
                return
            }
            state.content.adjustIntensity(of: key, by: delta)
        case .text(list: .reratings):
            let beliefs = beliefRows
            if beliefs.indices.contains(state.ratingCursor) { return adjustBelief(beliefs[state.ratingCursor], by: delta) }
            let index = state.ratingCursor - beliefs.count
            guard state.content.emotions.indices.contains(index) else { return }
            state.content.adjustRerating(of: state.content.emotions[index], by: delta)
        case .text(list: .traps), .text(list: nil):
            // The thought step's hot thought, the action step's prediction: the step's one belief.
            guard let field = steps.beliefFields(of: state.step).first else { return }
            return adjustBelief(field, by: delta)
        case .dateAndImages:
            return
        }
        state.notice = nil
        state.revision += 1
    }

    /// Chooses or un-chooses the highlighted emotion; a sixth choice is refused with its
    /// own message.
    mutating func toggleEmotion() {
        guard steps.body(of: state.step).hasChoices, catalog.rows.indices.contains(state.emotionCursor) else { return }
        let key = catalog.rows[state.emotionCursor].emotion.key
        if state.content.emotions.contains(key) {
            state.unchosenRatings[key] = [state.content.intensities[key], state.content.reratings[key]]
            state.content.unchoose(key)
            contentChanged(.emotion)
            return
        }
        var candidate = form
        candidate.content.choose(key)
        if let error = candidate.validate(.emotion), error.rule == .tooMany {
            state.errors[.emotion] = error
            return
        }
        if let ratings = state.unchosenRatings.removeValue(forKey: key), ratings.count == 2 {
            // Un-chosen by mistake and chosen again: its ratings come back.
            candidate.content.intensities[key] = ratings[0] ?? candidate.content.intensities[key]
            candidate.content.reratings[key] = ratings[1]
        }
        state.content = candidate.content
        contentChanged(.emotion)
    }

    /// Marks or unmarks the highlighted thinking trap. Optional: it never blocks a step, and it
    /// leaves the thought's own error alone (the trap is not the thought).
    mutating func toggleTrap() {
        guard steps.body(of: state.step).hasTraps, trapCatalog.traps.indices.contains(state.trapCursor) else { return }
        state.content.toggleTrap(trapCatalog.traps[state.trapCursor].key)
        state.notice = nil
        state.revision += 1
    }

    /// PgDn/PgUp on the new perspective: the next (previous) marked trap's question comes
    /// first, wrapping, so that each is reachable on a screen too small for all of them.
    mutating func cycleQuestions(by delta: Int) {
        let count = trapQuestions.count
        guard count > 1 else { return }
        state.trapQuestionOffset = ((state.trapQuestionOffset + delta) % count + count) % count
    }

    /// Whether a thinking trap is marked.
    func isMarked(trap key: String) -> Bool {
        state.content.traps.contains(key)
    }

    /// The chosen traps with their questions, in catalog order (unknown keys of a newer catalog
    /// have no question and are left out): what the new perspective asks.
    var trapQuestions: [(label: String, question: String)] {
        trapQuestionItems.map { ($0.label, $0.detail ?? "") }
    }

    /// Whether an emotion key is chosen.
    func isChosen(_ key: String) -> Bool {
        state.content.emotions.contains(key)
    }
}
