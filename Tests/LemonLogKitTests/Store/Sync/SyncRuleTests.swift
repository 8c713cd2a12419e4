import Foundation
import Testing
@testable import LemonLogKit

/// Issue 25: LemonLog's own merge rule per path, and the paths a diary's repository may hold.
@Suite("Sync rule")
struct SyncRuleTests {
    @Test("one path: a side's own change is taken, a change beats a deletion, both changed is kept twice")
    func rule() {
        let cases: [(String?, String?, String?, SyncRule)] = [
            ("b", "b", "b", .keep),
            ("b", "o", "b", .keep),                 // only this machine changed it
            ("b", "b", "t", .take("t")),            // only the other machine changed it
            ("b", "b", nil, .take(nil)),            // deleted there, untouched here
            (nil, nil, "t", .take("t")),            // new there
            (nil, "o", nil, .keep),                 // new here
            ("b", "x", "x", .keep),                 // the same change on both
            ("b", nil, nil, .keep),                 // deleted on both
            ("b", "o", "t", .bothChanged),
            (nil, "o", "t", .bothChanged),          // made on both (ids are random: only a copy does this)
            ("b", nil, "t", .changeKept(take: "t")),  // deleted here, changed there: theirs back
            ("b", "o", nil, .changeKept(take: nil)),  // changed here, deleted there: ours stays
        ]
        for (base, ours, theirs, expected) in cases {
            #expect(SyncRule.decide(base: base, ours: ours, theirs: theirs) == expected, "\(String(describing: base)) \(String(describing: ours)) \(String(describing: theirs))")
        }
    }

    @Test("only entries, their images and the recipients file belong to a diary")
    func paths() {
        #expect(SyncPath("entries/0123456789ab.json") == .entry(id: "0123456789ab"))
        #expect(SyncPath("images/0123456789ab/1-lemon.png") == .image(ownerID: "0123456789ab"))
        #expect(SyncPath("recipients") == .recipients)
        for foreign in ["README.md", "drafts/0123456789ab.json", "entries/x/y.json", "entries/.a.json.tmp-1", "entries/Bad.json",
                        "images/0123456789ab/.hidden", "images/0123456789ab", "locks/0123456789ab.lock", "entries.idx", ".git/config"] {
            #expect(SyncPath(foreign) == nil, "\(foreign)")
        }
    }

    @Test("ids made at the same moment on two machines never collide: random, not from a clock or a pid")
    func idsDrawnAtOnceNeverCollide() async {
        // Two drawers at the same instant, as two machines writing at once: 2 × 100,000 ids of
        // 48 random bits each (a collision by chance is about 1 in 14,000 such runs).
        let count = 100_000
        async let first = Task.detached { (0..<count).map { _ in DiaryStore.newID() } }.value
        async let second = Task.detached { (0..<count).map { _ in DiaryStore.newID() } }.value
        let (one, other) = await (first, second)
        #expect(Set(one).count == count && Set(other).count == count)
        #expect(Set(one).isDisjoint(with: other))
        #expect((one + other).allSatisfy { $0.count == 12 && DiaryStore.isValidID($0) })
    }
}
