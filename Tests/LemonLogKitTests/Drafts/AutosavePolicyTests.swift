import Foundation
import Testing
@testable import LemonLogKit

@Suite("Autosave timing")
struct AutosavePolicyTests {
    let t0 = Date(timeIntervalSince1970: 1_000)

    @Test("nothing unsaved, nothing due")
    func idle() {
        var policy = AutosavePolicy()
        policy.observe(revision: 0, at: t0)
        #expect(policy.deadline == nil)
        #expect(!policy.isDue(at: t0.addingTimeInterval(10)))
    }

    @Test("a pause in typing saves after `pause`")
    func pause() {
        var policy = AutosavePolicy(pause: 0.3, maxDelay: 0.8)
        policy.observe(revision: 1, at: t0)
        #expect(policy.deadline == t0.addingTimeInterval(0.3))
        #expect(!policy.isDue(at: t0.addingTimeInterval(0.29)))
        #expect(policy.isDue(at: t0.addingTimeInterval(0.3)))
    }

    @Test("steady typing still saves within maxDelay of the first unsaved key (under one second)")
    func steadyTyping() {
        var policy = AutosavePolicy(pause: 0.3, maxDelay: 0.8)
        var time = t0
        var revision = 0
        var saves: [TimeInterval] = []
        var firstUnsaved: Date?
        while time < t0.addingTimeInterval(5) {
            revision += 1
            policy.observe(revision: revision, at: time)
            if firstUnsaved == nil { firstUnsaved = time }
            time = time.addingTimeInterval(0.1)          // a key every 100 ms, never pausing
            if policy.isDue(at: time), let first = firstUnsaved {
                saves.append(time.timeIntervalSince(first))
                policy.saved(revision: revision)
                firstUnsaved = nil
            }
        }
        #expect(saves.count >= 5)
        // Checked every 100 ms, so a save lands at most one check after the 0.8 s deadline.
        #expect(saves.allSatisfy { $0 < 0.8 + 0.1 + 1e-6 }, "\(saves)")
    }

    @Test("after a save, the same revision is not dirty again")
    func savedRevision() {
        var policy = AutosavePolicy()
        policy.observe(revision: 3, at: t0)
        policy.saved(revision: 3)
        policy.observe(revision: 3, at: t0.addingTimeInterval(1))
        #expect(!policy.isDirty)
        policy.observe(revision: 4, at: t0.addingTimeInterval(2))
        #expect(policy.isDirty)
    }
}
