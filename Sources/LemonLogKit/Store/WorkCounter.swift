import Foundation
import Synchronization

/// The work the store did while a counter was bound (`WorkCounter.$current.withValue`): bytes
/// read, files opened for reading, and steps of a loop that must stay linear. For tests that
/// assert on the work done instead of the seconds it took; nothing is counted when no counter
/// is bound (one task-local read per file).
package final class WorkCounter: Sendable {
    /// What was counted so far.
    package struct Counts: Equatable, Sendable {
        package var bytesRead = 0
        package var filesOpened = 0
        package var steps = 0
    }

    /// The counter the code running now adds to, if any.
    @TaskLocal package static var current: WorkCounter?

    private let counts = Mutex(Counts())

    package init() {}

    /// What was counted so far.
    package var total: Counts { counts.withLock { $0 } }

    /// Adds to the bound counter, if there is one.
    static func add(bytesRead: Int = 0, filesOpened: Int = 0, steps: Int = 0) {
        guard let counter = current else { return }
        counter.counts.withLock {
            $0.bytesRead += bytesRead
            $0.filesOpened += filesOpened
            $0.steps += steps
        }
    }
}
