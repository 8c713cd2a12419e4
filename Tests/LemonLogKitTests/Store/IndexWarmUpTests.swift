import Foundation
import Testing
@testable import LemonLogKit

/// `EntryIndexCodec.warmUp()` runs a real decode while an encrypted diary's `list` waits for its
/// engine: one that decoded nothing would warm nothing and cost its time for naught.
@Suite("The decode done ahead for an encrypted list")
struct IndexWarmUpTests {
    @Test func decodesItsMadeUpEntryWhole() throws {
        let index = try #require(EntryIndexCodec.warmUp())
        #expect(index.summaries.map(\.id) == ["warm-up"])
        let content = try #require(index.summaries.first?.content)
        #expect(content.emotions == ["warm-up"])
        #expect(content.traps == ["warm-up"])
        #expect(content.text(of: .situation) == "·")
    }
}
