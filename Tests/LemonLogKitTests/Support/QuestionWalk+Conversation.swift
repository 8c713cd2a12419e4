import LemonLogTestSupport
import Testing
@testable import LemonLogKit

/// The question walk (`QuestionWalk`, support target) over a conversation in process: a walk
/// that ends early or never reaches its stop is recorded as an issue of the test.
extension QuestionWalk {
    /// Walks a conversation in process (`receive`, nothing carried out); returns the refusals.
    @discardableResult
    func walk(_ c: inout PlainConversation, until stop: Stop = .stepLeft) -> [String] {
        Self.refusals(outputs(&c, until: stop))
    }

    /// Walks a conversation in process; returns everything it printed, in order.
    func outputs(_ c: inout PlainConversation, until stop: Stop = .stepLeft) -> [PlainOutput] {
        var printed: [PlainOutput] = []
        do {
            try walk({ c }, until: stop) { line in
                let out = c.receive(line)
                printed += out
                return Self.refusals(out)
            }
        } catch {
            Issue.record("\(error)")
        }
        return printed
    }
}
