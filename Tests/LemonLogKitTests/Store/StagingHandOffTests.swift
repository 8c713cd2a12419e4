import Foundation
import Testing
@testable import LemonLogKit

/// The import's staging runs on a second thread (issue 36): every item staged once, in the
/// order read; a staging failure stops the reading and is what the import throws; a reading
/// failure is thrown once what was handed over is staged.
@Suite("Staging on a second thread: in order, and failures from either side")
struct StagingHandOffTests {
    struct Stop: Error, Equatable { let at: Int }

    /// Collects what the staging thread saw (the test reads it only after `run` returned).
    final class Seen: @unchecked Sendable {
        var items: [Int] = []
        var threads = Set<String>()
    }

    @Test("every item is staged once, in order, off the reading thread", arguments: [1, 7, 32, 5_000])
    func inOrder(batchSize: Int) throws {
        let seen = Seen()
        let reader = "\(Thread.current)"
        try StagingHandOff<Int>.run(batchSize: batchSize, stage: { item in
            seen.items.append(item)
            seen.threads.insert("\(Thread.current)")
        }, produce: { handOff in
            for item in 0..<1_000 { try handOff(item) }
        })
        #expect(seen.items == Array(0..<1_000))
        #expect(seen.threads.count == 1)
        #expect(!seen.threads.contains(reader))
    }

    @Test("a staging failure is thrown, and nothing after it is staged")
    func stagingFails() {
        let seen = Seen()
        var handed = 0
        #expect(throws: Stop(at: 500)) {
            try StagingHandOff<Int>.run(batchSize: 8, maxBatches: 2, stage: { item in
                if item == 500 { throw Stop(at: item) }
                seen.items.append(item)
            }, produce: { handOff in
                for item in 0..<100_000 {
                    try handOff(item)
                    handed += 1
                }
            })
        }
        #expect(seen.items == Array(0..<500))
        // The reading stopped soon after: at most the batches waiting, not the whole input.
        #expect(handed < 600, "\(handed) handed over")
    }

    @Test("a reading failure is thrown once everything handed over is staged")
    func readingFails() {
        let seen = Seen()
        #expect(throws: Stop(at: 100)) {
            try StagingHandOff<Int>.run(batchSize: 32, stage: { item in seen.items.append(item) }, produce: { handOff in
                for item in 0..<100 { try handOff(item) }
                throw Stop(at: 100)
            })
        }
        #expect(seen.items == Array(0..<100))
    }
}
