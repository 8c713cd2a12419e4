import Foundation

/// When typed text must reach the draft file: shortly after typing pauses, and never later
/// than `maxDelay` after the first unsaved change, so one write covers a burst of keys.
package struct AutosavePolicy: Sendable, Equatable {
    /// Wait this long after the last change (typing pauses).
    var pause: TimeInterval
    /// But never longer than this after the first unsaved change.
    var maxDelay: TimeInterval
    private(set) var savedRevision: Int
    private var firstUnsaved: Date?
    private var lastChange: Date?

    init(pause: TimeInterval = 0.3, maxDelay: TimeInterval = 0.8, savedRevision: Int = 0) {
        self.pause = pause
        self.maxDelay = maxDelay
        self.savedRevision = savedRevision
    }

    /// Notes the wizard's revision after a key; a new revision starts or extends the wait.
    mutating func observe(revision: Int, at time: Date) {
        guard revision != savedRevision else { return }
        if firstUnsaved == nil { firstUnsaved = time }
        lastChange = time
    }

    /// Whether there are changes not yet written.
    var isDirty: Bool { firstUnsaved != nil }

    /// When the next save is due, if anything is unsaved.
    package var deadline: Date? {
        guard let firstUnsaved, let lastChange else { return nil }
        return min(lastChange.addingTimeInterval(pause), firstUnsaved.addingTimeInterval(maxDelay))
    }

    /// Whether a save is due at `time`.
    func isDue(at time: Date) -> Bool {
        deadline.map { time >= $0 } ?? false
    }

    /// Records a successful write of `revision`.
    package mutating func saved(revision: Int) {
        savedRevision = revision
        firstUnsaved = nil
        lastChange = nil
    }
}
