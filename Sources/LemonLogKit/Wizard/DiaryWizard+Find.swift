/// Type-to-find on the emotion list: `/`, then part of a name in either language (or the
/// Latin letters typed with a Korean keyboard left on, `ㅣㅐㅜ` for `lon`); the cursor goes to
/// the first emotion that matches, a name that starts with it before one that holds it.
extension DiaryWizard {
    mutating func beginFind() {
        guard steps.body(of: state.step).hasChoices else { return }
        state.emotionFind = ""
        state.emotionFindOrigin = state.emotionCursor
        state.emotionFindMissed = false
    }

    mutating func endFind() {
        state.emotionFind = nil
        state.emotionFindMissed = false
    }

    mutating func find(_ text: String) {
        guard let sought = state.emotionFind else { return }
        let typed = TextSanitizer.singleLine(text).trimmingCharacters(in: .newlines)
        state.emotionFind = String((sought + typed).prefix(40))
        seek(from: state.emotionFindOrigin, direction: 1)
    }

    mutating func eraseFind() {
        guard var sought = state.emotionFind, !sought.isEmpty else { return endFind() }
        sought.removeLast()
        state.emotionFind = sought
        if sought.isEmpty {
            state.emotionCursor = state.emotionFindOrigin
            state.emotionFindMissed = false
        } else {
            seek(from: state.emotionFindOrigin, direction: 1)
        }
    }

    /// The next (`1`) or previous (`-1`) match after the cursor, wrapping.
    mutating func findNext(_ delta: Int) {
        guard let sought = state.emotionFind, !sought.isEmpty else { return }
        let count = catalog.rows.count
        guard count > 0 else { return }
        seek(from: (state.emotionCursor + delta + count) % count, direction: delta < 0 ? -1 : 1)
    }

    /// Moves the cursor to the first row from `start` (in `direction`, wrapping) whose name
    /// starts with what is sought, else to the first that holds it; marks a miss if none does.
    private mutating func seek(from start: Int, direction: Int) {
        guard let sought = state.emotionFind, !sought.isEmpty else { return }
        let rows = catalog.rows
        let count = rows.count
        let needles = Self.findNeedles(sought)
        let order = (0..<count).map { (start + direction * $0 + count * count) % count }
        for wantsPrefix in [true, false] {
            for index in order {
                let emotion = rows[index].emotion
                let names = [emotion.en, emotion.ko, emotion.key].map(SearchText.fold)
                let hit = names.contains { name in
                    needles.contains { wantsPrefix ? Self.hasWordPrefix(name, $0) : name.contains($0) }
                }
                if hit {
                    state.emotionCursor = index
                    state.emotionFindMissed = false
                    return
                }
            }
        }
        state.emotionFindMissed = true
    }

    /// What is sought, folded; and, when it is jamo of the Korean 2-set keyboard, the Latin
    /// letters those keys give.
    static func findNeedles(_ sought: String) -> [String] {
        var needles = [SearchText.fold(sought)]
        let latin = sought.map { KoreanKeyboard.latin(for: $0) }
        if latin.allSatisfy({ $0 != nil }) { needles.append(String(latin.compactMap { $0 })) }
        return needles.filter { !$0.isEmpty }
    }

    /// Whether a word of `name` (after a space, `.`, `-` or at the start) starts with `needle`.
    static func hasWordPrefix(_ name: String, _ needle: String) -> Bool {
        if name.hasPrefix(needle) { return true }
        return name.split(whereSeparator: { $0 == " " || $0 == "." || $0 == "-" }).contains { $0.hasPrefix(needle) }
    }
}
