import Foundation
import Testing
@testable import lemonlog

@Suite("Process environment")
struct ProcessEnvironmentTests {
    // No setenv here: other tests start processes on other threads, which read `environ`.
    @Test("the same dictionary as ProcessInfo's")
    func sameAsProcessInfo() {
        let environment = ProcessEnvironment.current()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(!environment.isEmpty)
    }
}
