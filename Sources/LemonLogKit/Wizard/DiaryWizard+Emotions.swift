/// The emotion step (moving through the catalog, choosing up to five emotions, rating them)
/// and the re-rating list of the new-perspective step.
extension DiaryWizard {
    /// Moves the highlighted row (emotion list, or the image list on the last step).
    mutating func moveListCursor(by delta: Int) {
        switch StepTable.body(of: state.step) {
        case .choices:
            let count = catalog.rows.count
            guard count > 0 else { return }
            state.emotionCursor = min(max(0, state.emotionCursor + delta), count - 1)
        case .dateAndImages:
            let count = state.content.images.count
            guard count > 0 else { return }
            state.imageCursor = min(max(0, state.imageCursor + delta), count - 1)
        case .text(_, list: .reratings):
            let count = state.content.emotions.count
            guard count > 0 else { return }
            state.ratingCursor = min(max(0, state.ratingCursor + delta), count - 1)
        case .text(_, list: nil):
            break
        }
    }

    /// `+`/`-`: the intensity of the highlighted emotion (emotion step; it must be chosen), or
    /// the re-rating of the emotion picked under the new perspective. Never blocks a step.
    mutating func adjustRating(by delta: Int) {
        switch StepTable.body(of: state.step) {
        case .choices:
            guard catalog.rows.indices.contains(state.emotionCursor) else { return }
            let key = catalog.rows[state.emotionCursor].emotion.key
            guard isChosen(key) else {
                state.notice = WizardNotice(.info, localizer("rating_choose_first"))
                return
            }
            state.content.adjustIntensity(of: key, by: delta)
        case .text(_, list: .reratings):
            guard state.content.emotions.indices.contains(state.ratingCursor) else { return }
            state.content.adjustRerating(of: state.content.emotions[state.ratingCursor], by: delta)
        case .text(_, list: nil), .dateAndImages:
            return
        }
        state.notice = nil
        state.revision += 1
    }

    /// Chooses or un-chooses the highlighted emotion; a sixth choice is refused with its
    /// own message.
    mutating func toggleEmotion() {
        guard StepTable.body(of: state.step).hasChoices, catalog.rows.indices.contains(state.emotionCursor) else { return }
        let key = catalog.rows[state.emotionCursor].emotion.key
        if state.content.emotions.contains(key) {
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
        state.content = candidate.content
        contentChanged(.emotion)
    }

    /// Whether an emotion key is chosen.
    public func isChosen(_ key: String) -> Bool {
        state.content.emotions.contains(key)
    }
}
