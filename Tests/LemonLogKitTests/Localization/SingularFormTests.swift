import Testing
@testable import LemonLogKit

/// `{count}` of 1 picks the table's `key_one` ("1 entry", not "1 entries"), from the same table
/// as the key itself: a language without plurals never gets English through it.
@Suite("Singular forms")
struct SingularFormTests {
    let english = ["things": "{count} things", "things_one": "1 thing", "only_en": "{count} apples",
                   "only_en_one": "1 apple"]
    let korean = ["things": "{count}개"]

    @Test("a count of 1 uses key_one; other counts and no count use the key", arguments: [
        ("1", "1 thing"), ("0", "0 things"), ("2", "2 things"), ("11", "11 things"), ("01", "01 things"),
    ])
    func english(count: String, expected: String) {
        let l = Localizer(language: .en, table: english, fallback: english)
        #expect(l("things", ["count": count]) == expected)
    }

    @Test("Korean has no _one key: its own form stays, never the English singular")
    func koreanKeepsItsOwnForm() {
        let l = Localizer(language: .ko, table: korean, fallback: english)
        #expect(l("things", ["count": "1"]) == "1개")
        // A key missing in Korean falls back to English, singular included.
        #expect(l("only_en", ["count": "1"]) == "1 apple")
        #expect(l("only_en", ["count": "3"]) == "3 apples")
    }

    @Test("the shipped English table says 1 entry where import and export count entries")
    func shippedTable() {
        let l = Localizer(language: .en)
        #expect(l("imported", ["count": "1", "replaced": "0"]) == "Imported 1 entry (0 replaced).")
        #expect(l("imported", ["count": "2", "replaced": "0"]) == "Imported 2 entries (0 replaced).")
        #expect(l("exported", ["count": "1", "path": "x.json"]) == "Exported 1 entry to x.json.")
        let ko = Localizer(language: .ko)
        #expect(!ko("imported", ["count": "1", "replaced": "0"]).contains("entry"))
    }
}
