import Foundation

/// Whether the thought of an entry (the texts of the thought step: the thought and its hot
/// thought) holds crisis words: then step 4 asks for no evidence for it and the new perspective
/// can wait (`CrisisThoughtRule`). The gate asks it on every frame, so the last answer is kept
/// for the same words: the check runs once per change of the thought, not once per question.
package enum CrisisThought {
    /// Whether `content`'s thought holds crisis words.
    package static func holds(_ content: DiaryContent) -> Bool {
        let texts = FieldTable.textFields.filter { FieldTable.step(of: $0) == .thought }.map { content.text(of: $0) }
        return last.answer(for: texts.joined(separator: "\u{0}")) {
            let check = CareCheck()
            return texts.contains(where: check.hasCrisisWords)
        }
    }

    private static let last = LastAnswer()

    /// The last thought asked about and its answer, guarded by a lock (both faces are `Sendable`).
    private final class LastAnswer: @unchecked Sendable {
        private let lock = NSLock()
        private var key: String?
        private var value = false

        func answer(for key: String, compute: () -> Bool) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if key == self.key { return value }
            value = compute()
            self.key = key
            return value
        }
    }
}
