import Foundation

/// Runs an import's staging on a second thread while the first reads and checks the entries
/// that follow (issue 36). Reading an entry (JSON decoding, the checks) and staging it (its
/// file's JSON, the index's summary, the file itself) each take about half of an import; on
/// two cores they overlap, and an import of 100,000 entries takes well under the time of one
/// after the other. Nothing else changes: the entries are staged one at a time, in the order
/// read, by the one `stage` function, and `run` returns only once the staging has stopped.
///
/// Entries go across in small batches, and the reader waits while `maxBatches` are waiting, so
/// that memory stays a few entries deep whatever the speed of either side. What `stage` throws
/// stops the staging; the reader's next hand-off throws it, and `run` throws it. What the
/// reading throws is thrown once every item handed over before it is staged.
final class StagingHandOff<Item: Sendable>: @unchecked Sendable {
    // Unchecked Sendable: every field below is read and written holding `condition`.
    private let condition = NSCondition()
    private var batches: [[Item]] = []
    private var closed = false
    private var failure: (any Error)?
    private let maxBatches: Int

    private init(maxBatches: Int) {
        self.maxBatches = maxBatches
    }

    /// Calls `produce` with a function that hands each item to `stage`, run on a second thread.
    static func run(batchSize: Int = 32, maxBatches: Int = 4, stage: (Item) throws -> Void,
                    produce: (_ handOff: (Item) throws -> Void) throws -> Void) throws {
        let handOff = StagingHandOff(maxBatches: maxBatches)
        try withoutActuallyEscaping(stage) { stage in
            // Handed over once and let go before the thread says it stopped: the closure must
            // not outlive this block (the `Thread` object keeps its own block longer).
            handOff.condition.withLock { handOff.stage = stage }
            let stopped = DispatchSemaphore(value: 0)
            let thread = Thread {
                handOff.consumeAll()
                stopped.signal()
            }
            thread.stackSize = 8 << 20
            thread.name = "lemonlog import staging"
            thread.start()
            var readFailure: (any Error)?
            var batch: [Item] = []
            batch.reserveCapacity(batchSize)
            do {
                try produce { item in
                    batch.append(item)
                    if batch.count >= batchSize {
                        try handOff.put(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
            } catch {
                readFailure = error
            }
            // What was handed over is staged, even when the reading failed after it.
            if !batch.isEmpty { try? handOff.put(batch) }
            handOff.close()
            stopped.wait()
            // The staging's own failure is the cause of the reader's, if both failed.
            if let failure = handOff.stagingFailure { throw failure }
            if let readFailure { throw readFailure }
        }
    }

    /// Waits for room, then queues `batch`; throws what the staging threw, if it stopped.
    private func put(_ batch: [Item]) throws {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && batches.count >= maxBatches { condition.wait() }
        if let failure { throw failure }
        batches.append(batch)
        condition.broadcast()
    }

    /// No more batches will come.
    private func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private var stagingFailure: (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    /// The staging function, from `run` to the staging thread (which takes it, and lets it go when done).
    private var stage: ((Item) throws -> Void)?

    /// The staging thread's work: the staging function taken, run on every batch, and let go.
    private func consumeAll() {
        condition.lock()
        let stage = self.stage
        self.stage = nil
        condition.unlock()
        if let stage { consume(with: stage) }
    }

    /// Every batch in turn, until closed and empty, or `stage` throws.
    private func consume(with stage: (Item) throws -> Void) {
        while let batch = next() {
            do {
                for item in batch { try stage(item) }
            } catch {
                condition.lock()
                failure = error
                batches = []
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }

    private func next() -> [Item]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty && !closed { condition.wait() }
        guard !batches.isEmpty else { return nil }
        let batch = batches.removeFirst()
        condition.broadcast()
        return batch
    }
}
