/// The thought record's centre on the full screen: the hot thought marked among the thought's
/// lines (`h`), and the beliefs rated with `+`/`-` (the hot thought's on the thought step; on
/// the new perspective, the balanced thought's and the hot thought's again, above the emotions
/// to re-rate).
extension DiaryWizard {
    /// `h`: marks the next line of the thought as the hot thought, after the last back to none
    /// marked (a thought of one line is its own hot thought: `DiaryContent+Mark`).
    mutating func markNextLine() {
        guard let field = steps.markField(of: state.step), state.content.hasLinesToMark(field) else { return }
        let next = state.content.markedLine(field).map { $0 + 1 } ?? 0
        state.content.mark(field, line: next)
        state.notice = nil
        state.revision += 1
    }

    /// The belief rows of the re-rating list (the new perspective's beliefs), before the emotions.
    var beliefRows: [DiaryField] {
        guard steps.body(of: state.step) == .text(list: .reratings) else { return [] }
        return steps.beliefFields(of: state.step)
    }

    /// `+`/`-` on a belief: the step's only one (the thought step), or the one picked in the list.
    mutating func adjustBelief(_ field: DiaryField, by delta: Int) {
        state.content.adjustBelief(field, by: delta)
        state.notice = nil
        state.revision += 1
    }

    /// The new perspective's beliefs as rows of the re-rating list: a short question, the rating
    /// before (the hot thought's) and now.
    var beliefItems: [ListItem] {
        beliefRows.enumerated().map { index, field in
            let before = BeliefRatings.before(field).flatMap { state.content.beliefs[$0] }
            return ListItem(number: index + 1, key: field.rawValue, label: localizer("belief_row_" + field.rawValue),
                            marked: true, selected: index == state.ratingCursor, rating: before,
                            rerating: state.content.beliefs[field])
        }
    }

    /// The thought the new perspective answers: the hot thought, or the whole thought when none
    /// is marked; nil on other steps and when there is no thought yet.
    package var answeredThought: String? {
        guard steps.showsAnsweredThought(state.step) else { return nil }
        let thought = FieldTable.answeredThought(state.content)
        return DiaryValidators.isBlank(thought) ? nil : TextSanitizer.singleLine(thought)
    }

    /// What the thought step says of the hot thought: the marked line with its belief, or how
    /// to mark one; nil on other steps and while the thought is empty.
    package var hotThoughtLine: String? {
        guard let field = steps.markField(of: state.step), case .mark(let source, _) = StepTable.kind(of: field),
              !DiaryContent.markableLines(of: state.content.text(of: source)).isEmpty else { return nil }
        let hot = state.content.text(of: field)
        let belief = steps.beliefFields(of: state.step).first.flatMap { state.content.beliefs[$0] }
        if hot.isEmpty { return localizer("hot_thought_none") }
        return localizer("hot_thought_marked", [
            "thought": TextSanitizer.singleLine(hot),
            "belief": belief.map { "\($0)%" } ?? localizer("belief_unrated"),
        ])
    }

    /// The thought step's question of the marked hot thought's belief, with the line and the
    /// keys (`HotThoughtPrompt`); nil while none is marked (then `hotThoughtLine` says how to
    /// mark one), on other steps, and while the thought is empty.
    package var hotThoughtPrompt: HotThoughtPrompt? {
        guard let field = steps.markField(of: state.step), case .mark(let source, _) = StepTable.kind(of: field),
              !DiaryContent.markableLines(of: state.content.text(of: source)).isEmpty else { return nil }
        let hot = state.content.text(of: field)
        guard !hot.isEmpty, let beliefField = steps.beliefFields(of: state.step).first else { return nil }
        let thought = TextSanitizer.singleLine(hot)
        return HotThoughtPrompt(thought: thought, line: localizer("hot_thought_shown", ["thought": thought]),
                                question: localizer("belief_question_" + beliefField.rawValue),
                                belief: state.content.beliefs[beliefField].map { "\($0)%" } ?? localizer("belief_unrated"),
                                keys: localizer(state.content.hasLinesToMark(field) ? "hot_thought_keys" : "hot_thought_keys_rate"))
    }

    /// Where the marked hot thought is in the field it was marked from: the characters (offsets
    /// into the text being edited) of the line marked, so that the screen can highlight its rows;
    /// nil when none is marked, when there was no line to choose (a thought of one line is its
    /// own hot thought), or when `field` is not the one the hot thought is marked from. The line
    /// is found by its words as the editor shows them (the same words twice: the one counted as
    /// marked).
    package func hotThoughtRange(in field: DiaryField) -> Range<Int>? {
        guard let markField = steps.markField(of: state.step), case .mark(let source, _) = StepTable.kind(of: markField),
              source == field, state.content.hasLinesToMark(markField),
              let marked = state.content.markedLine(markField) else { return nil }
        // The editor holds the text sanitized: the line is looked for as it shows there.
        func shown(_ line: String) -> String { TextSanitizer.sanitize(line).trimmingCharacters(in: .whitespaces) }
        let hot = shown(state.content.text(of: markField))
        let before = state.content.markableLines(for: markField).prefix(marked).filter { shown($0) == hot }.count
        let lines = Self.lineRanges(Array(state.editor(field).text))
        let same = lines.filter { $0.text == hot }
        return same.isEmpty ? nil : same[min(before, same.count - 1)].range
    }

    /// The rows of `field` on screen (its layout at the wrap width) that show the marked hot
    /// thought: the ones the screen highlights; empty when none is marked from it.
    package func hotThoughtRows(in field: DiaryField) -> Set<Int> {
        guard let range = hotThoughtRange(in: field) else { return [] }
        let rows = state.editor(field).layout(wrapWidth: state.wrapWidth).lines.enumerated().filter { _, line in
            range.overlaps(line.startOffset..<(line.startOffset + max(1, line.count)))
        }
        return Set(rows.map(\.offset))
    }

    /// Every line of `text` that is not blank, without the spaces around it, and its characters:
    /// the lines `DiaryContent.markableLines` counts.
    static func lineRanges(_ text: [Character]) -> [(text: String, range: Range<Int>)] {
        var lines: [(text: String, range: Range<Int>)] = []
        var start = 0
        while start <= text.count {
            var end = start
            while end < text.count, !text[end].isNewline { end += 1 }
            var first = start, last = end
            while first < last, text[first].isWhitespace { first += 1 }
            while last > first, text[last - 1].isWhitespace { last -= 1 }
            if first < last { lines.append((String(text[first..<last]), first..<last)) }
            start = end + 1
        }
        return lines
    }
}
