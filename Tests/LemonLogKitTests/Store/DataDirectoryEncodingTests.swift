@testable import LemonLogKit
import Testing

/// The variable that names the data folder is refused when it is not UTF-8, and only that one
/// (issue 18, item 17).
@Suite("DataDirectory encoding")
struct DataDirectoryEncodingTests {
    static let bad: [UInt8] = Array("/tmp/inv".utf8) + [0xFF]

    private func refused(_ environment: [String: String], _ undecodable: [String: [UInt8]]) -> DataDirectoryNotUTF8? {
        do {
            try DataDirectory.checkEncoding(environment: environment, undecodable: undecodable)
            return nil
        } catch {
            return error as? DataDirectoryNotUTF8
        }
    }

    @Test func theDecidingVariableIsRefused() {
        #expect(refused(["LEMONLOG_HOME": "/tmp/inv\u{FFFD}"], ["LEMONLOG_HOME": Self.bad])
            == DataDirectoryNotUTF8(variable: "LEMONLOG_HOME", bytes: Self.bad))
        #expect(refused(["XDG_DATA_HOME": "/x\u{FFFD}", "HOME": "/h"], ["XDG_DATA_HOME": Self.bad])?.variable == "XDG_DATA_HOME")
        #expect(refused(["HOME": "/h\u{FFFD}"], ["HOME": Self.bad])?.variable == "HOME")
        // An empty LEMONLOG_HOME counts as unset, as in `resolve`.
        #expect(refused(["LEMONLOG_HOME": "", "HOME": "/h\u{FFFD}"], ["HOME": Self.bad])?.variable == "HOME")
    }

    @Test func aVariableThatDecidesNothingIsLeftAlone() {
        #expect(refused(["LEMONLOG_HOME": "/fine", "HOME": "/h\u{FFFD}"], ["HOME": Self.bad]) == nil)
        #expect(refused(["LEMONLOG_HOME": "/fine", "NOTE": "caf\u{FFFD}"], ["NOTE": [0xE9]]) == nil)
        // A relative XDG_DATA_HOME is ignored by `resolve`: HOME decides.
        #expect(refused(["XDG_DATA_HOME": "\u{FFFD}rel", "HOME": "/h"], ["XDG_DATA_HOME": [0xFF] + Array("rel".utf8)]) == nil)
    }

    @Test func theValueIsShownWithItsBadBytesEscaped() {
        let error = DataDirectoryNotUTF8(variable: "LEMONLOG_HOME", bytes: Array("/tmp/한".utf8) + [0xFF, 0xC3, 0x28, 0x41])
        #expect(error.shown == "/tmp/한\\xFF\\xC3(A")
        #expect(DataDirectoryNotUTF8(variable: "HOME", bytes: [0xED, 0xA0, 0x80]).shown == "\\xED\\xA0\\x80")
    }
}
