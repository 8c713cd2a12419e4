import Testing
@testable import lemonlog
import LemonLogTestSupport

/// `NamedValues`, the parser's options and operands by name: read, set, replaced and removed
/// as the dictionary it replaces was, in the order first given.
@Suite("A command line's values by name")
struct NamedValuesTests {
    @Test func readsSetsReplacesAndRemovesAsADictionaryDid() {
        var values = NamedValues()
        var reference: [String: String] = [:]
        // Seeded steps over a few names, "" (a flag's value) and Korean among the values.
        var generator = SeededRandom(seed: 36)
        let names = ["--limit", "-n", "<id>", "--trap", "감정"], texts: [String?] = ["", "10", "한 줄\n둘", nil, "x"]
        for _ in 0..<500 {
            let name = names.randomElement(using: &generator)!, value = texts.randomElement(using: &generator)!
            values[name] = value
            reference[name] = value
            for probe in names { #expect(values[probe] == reference[probe], "\(probe)") }
            #expect(values.all.count == reference.count)
        }
    }

    @Test func keepsTheOrderFirstGiven() {
        var values = NamedValues()
        values["b"] = "1"
        values["a"] = "2"
        values["b"] = "3"
        #expect(values.all.map(\.name) == ["b", "a"])
        #expect(values.all.map(\.value) == ["3", "2"])
        values["b"] = nil
        #expect(values.all.map(\.name) == ["a"])
        #expect(values["b"] == nil)
    }
}
