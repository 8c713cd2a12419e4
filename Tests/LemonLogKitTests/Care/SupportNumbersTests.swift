import Foundation
import Testing
@testable import LemonLogKit

/// The support numbers: the person's own beside their region's crisis lines, in their language.
@Suite("Support numbers: by region, or the person's own")
struct SupportNumbersTests {
    /// A locale and a language, the numbers that must be shown (in this order) and those that must not.
    static let locales: [(String, Language, [String], [String])] = [
        ("en_US.UTF-8", .en, ["988", "911"], ["109", "116 123", "findahelpline"]),
        ("en_US.UTF-8", .ko, ["988", "911", "109", "1577-0199", "112 / 119"], ["116 123"]),
        ("en_CA.UTF-8", .en, ["988", "911"], ["109", "116 123"]),
        ("fr_CA.UTF-8", .ko, ["988", "911", "109"], ["116 123"]),
        ("en_GB.UTF-8", .en, ["Samaritans 116 123", "999 / 112"], ["988", "109"]),
        ("en_IE.UTF-8", .en, ["Samaritans 116 123", "999 / 112"], ["988", "109"]),
        ("en_IE.UTF-8", .ko, ["Samaritans 116 123", "109"], ["988"]),
        ("ko_KR.UTF-8", .ko, ["109", "1577-0199", "112 / 119"], ["988", "116 123", "findahelpline"]),
        ("ko_KR.UTF-8", .en, ["109", "1577-0199", "112 / 119"], ["988", "116 123"]),
        ("C.UTF-8", .en, ["local emergency number", "findahelpline.com"], ["988", "109", "116 123"]),
        ("C.UTF-8", .ko, ["109", "1577-0199", "112 / 119"], ["988", "116 123"]),
        ("de_DE.UTF-8", .en, ["local emergency number", "findahelpline.com"], ["988", "109", "116 123"]),
        ("de_DE.UTF-8", .ko, ["지역 응급 전화번호", "findahelpline.com", "109", "1577-0199"], ["988", "116 123"]),
        ("xx", .en, ["local emergency number", "findahelpline.com"], ["988", "109"]),
        ("xx", .ko, ["109", "1577-0199"], ["988"]),
        ("ko", .ko, ["109", "1577-0199"], ["988"]),
    ]

    @Test("each locale gives its region's numbers, in both languages; a Korean speaker gets Korea's too",
          arguments: locales)
    func numbers(locale: String, language: Language, shown: [String], notShown: [String]) throws {
        let numbers = SupportNumbers.resolve(environment: ["LANG": locale], localizer: Localizer(language: language),
                                             readFile: { _ in nil })
        let text = numbers.lines.joined(separator: "\n")
        var from = text.startIndex
        for number in shown {
            let range = try #require(text.range(of: number, range: from..<text.endIndex), "\(locale) \(language): \(number) in \(text)")
            from = range.upperBound
        }
        for number in notShown { #expect(!text.contains(number), "\(locale) \(language): no \(number) in \(text)") }
        #expect(!numbers.isOwn)
    }

    @Test("the locale's country: LC_ALL, then LC_MESSAGES, then LANG; none in C or a bare language")
    func country() {
        #expect(SupportNumbers.country(environment: ["LC_ALL": "en_CA.UTF-8", "LANG": "ko_KR.UTF-8"]) == "CA")
        #expect(SupportNumbers.country(environment: ["LC_MESSAGES": "en_GB.UTF-8", "LANG": "ko_KR.UTF-8"]) == "GB")
        #expect(SupportNumbers.country(environment: ["LANG": "ga_IE.UTF-8@euro"]) == "IE")
        #expect(SupportNumbers.country(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(SupportNumbers.country(environment: ["LANG": "ko"]) == nil)
        #expect(SupportNumbers.country(environment: [:]) == nil)
    }

    @Test("every line of the table has words in both languages and a source with a date")
    func table() throws {
        let table = try #require(SupportTable.shipped)
        for region in table.regions {
            for line in region.lines {
                #expect(Set(line.text.keys) == ["en", "ko"], "\(region.key): \(line.text)")
                #expect(!line.source.isEmpty && (line.since != nil || line.checked != nil), "\(region.key): \(line.source)")
            }
        }
        #expect(SupportTable.load(path: "/nonexistent/support.json") == nil)
        let none = SupportNumbers.resolve(environment: ["LANG": "en_US.UTF-8"], localizer: Localizer(language: .en),
                                          readFile: { _ in nil }, table: nil)
        #expect(none.lines == ["your local emergency number"], "without the table, still a line")
    }

    @Test("LEMONLOG_SUPPORT first, then support.txt in the config folder; control characters never pass")
    func own() {
        let en = Localizer(language: .en)
        var asked: [String] = []
        let file: (String) -> String? = { path in
            asked.append(path)
            return "# my numbers\nDr Kim 010-1234-5678\n\n  Lifeline 13 11 14 \u{1B}[2J\n"
        }
        let env = ["LANG": "en_US.UTF-8", "HOME": "/home/me"]
        let fromFile = SupportNumbers.resolve(environment: env, localizer: en, readFile: file)
        #expect(fromFile == SupportNumbers(lines: ["Dr Kim 010-1234-5678", "Lifeline 13 11 14",
                                                   "988 (Suicide & Crisis Lifeline, call or text)", "911 in an emergency"],
                                           isOwn: true), "the person's own, then the crisis line, never instead of it")
        #expect(asked == ["/home/me/.config/lemonlog/support.txt"])
        asked = []
        _ = SupportNumbers.resolve(environment: env.merging(["XDG_CONFIG_HOME": "/cfg"]) { $1 }, localizer: en, readFile: file)
        #expect(asked == ["/cfg/lemonlog/support.txt"])
        let fromSetting = SupportNumbers.resolve(environment: env.merging([SupportNumbers.settingName: "Mina 010; 112"]) { $1 },
                                                 localizer: en, readFile: file)
        #expect(fromSetting.isOwn && Array(fromSetting.lines.prefix(2)) == ["Mina 010", "112"])
        #expect(fromSetting.lines.dropFirst(2).first?.hasPrefix("988") == true, "the crisis line is still there")
        let blank = SupportNumbers.resolve(environment: env.merging([SupportNumbers.settingName: " ; "]) { $1 },
                                           localizer: en, readFile: { _ in "# only a comment\n" })
        #expect(blank.isOwn == false && blank.lines.first?.hasPrefix("988") == true, "an empty setting falls back to the region")
    }
}
