/// The emotion step: moving through the catalog and choosing up to five emotions.
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
        case .text:
            break
        }
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
