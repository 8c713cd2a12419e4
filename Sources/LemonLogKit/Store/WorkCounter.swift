import Foundation

/// The work the store did while a counter was bound (`WorkCounter.$current.withValue`): bytes
/// read, files opened for reading, `stat` calls made by the index, pages of the index read, and
/// steps of a loop that must stay linear. For tests that
/// assert on the work done instead of the seconds it took; nothing is counted when no counter
/// is bound (one task-local read per file).
package final class WorkCounter: @unchecked Sendable {
    /// What was counted so far.
    package struct Counts: Equatable, Sendable {
        package var bytesRead = 0
        package var filesOpened = 0
        package var steps = 0
        /// `stat`, `lstat` and `fstatat` calls of the index (the folder's stamp, each entry file's).
        package var stats = 0
        /// Pages of `entries.idx` checked and read (`EntryIndexCodec`).
        package var pagesRead = 0
    }

    /// The counter the code running now adds to, if any.
    @TaskLocal package static var current: WorkCounter?

    /// Guards `counts` (unchecked Sendable: every access holds it).
    private let lock = NSLock()
    private var counts = Counts()

    package init() {}

    /// What was counted so far.
    package var total: Counts { lock.withLock { counts } }

    /// Adds to the bound counter, if there is one.
    static func add(bytesRead: Int = 0, filesOpened: Int = 0, steps: Int = 0, stats: Int = 0, pagesRead: Int = 0) {
        guard let counter = current else { return }
        counter.lock.withLock {
            counter.counts.bytesRead += bytesRead
            counter.counts.filesOpened += filesOpened
            counter.counts.steps += steps
            counter.counts.stats += stats
            counter.counts.pagesRead += pagesRead
        }
    }
}
