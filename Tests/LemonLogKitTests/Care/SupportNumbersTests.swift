import Foundation
import Testing
@testable import LemonLogKit

/// The support numbers: the person's own, else their region's, in their language.
@Suite("Support numbers: by region, or the person's own")
struct SupportNumbersTests {
    static let regions: [([String: String], Language, SupportNumbers.Region)] = [
        (["LANG": "ko_KR.UTF-8"], .ko, .kr),
        (["LANG": "ko"], .ko, .kr),
        (["LANG": "en_US.UTF-8"], .en, .us),
        (["LANG": "en_GB.UTF-8"], .en, .ukIreland),
        (["LANG": "en_IE.UTF-8"], .en, .ukIreland),
        (["LANG": "ga_IE.UTF-8"], .en, .ukIreland),
        (["LANG": "de_DE.UTF-8"], .en, .other),
        (["LANG": "C.UTF-8"], .en, .other),
        ([:], .en, .other),
        (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .en, .us),
        (["LC_MESSAGES": "en_GB.UTF-8", "LANG": "ko_KR.UTF-8"], .en, .ukIreland),
    ]

    @Test("the region comes from the locale", arguments: regions)
    func region(environment: [String: String], language: Language, expected: SupportNumbers.Region) {
        #expect(SupportNumbers.region(environment: environment, language: language) == expected)
    }

    @Test("each region's numbers, in both languages")
    func numbers() {
        let ko = Localizer(language: .ko)
        let en = Localizer(language: .en)
        let none: (String) -> String? = { _ in nil }
        #expect(SupportNumbers.resolve(environment: ["LANG": "ko_KR.UTF-8"], localizer: ko, readFile: none).lines
                == ["109 자살예방상담전화 · 1577-0199 정신건강위기상담"])
        #expect(SupportNumbers.resolve(environment: ["LANG": "en_US.UTF-8"], localizer: en, readFile: none).lines[0].hasPrefix("988 "))
        #expect(SupportNumbers.resolve(environment: ["LANG": "en_GB.UTF-8"], localizer: en, readFile: none).lines == ["Samaritans 116 123"])
        #expect(SupportNumbers.resolve(environment: ["LANG": "fr_FR.UTF-8"], localizer: en, readFile: none).lines
                == ["your local emergency number"])
        #expect(SupportNumbers.resolve(environment: ["LANG": "en_US.UTF-8"], localizer: ko, readFile: none).lines[0].contains("전화 또는 문자"))
        for region in SupportNumbers.Region.allCases {
            for l in [en, ko] { #expect(l("support_" + region.rawValue) != "support_" + region.rawValue, "\(region) has words") }
        }
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
        #expect(fromFile == SupportNumbers(lines: ["Dr Kim 010-1234-5678", "Lifeline 13 11 14"], isOwn: true))
        #expect(asked == ["/home/me/.config/lemonlog/support.txt"])
        asked = []
        _ = SupportNumbers.resolve(environment: env.merging(["XDG_CONFIG_HOME": "/cfg"]) { $1 }, localizer: en, readFile: file)
        #expect(asked == ["/cfg/lemonlog/support.txt"])
        let fromSetting = SupportNumbers.resolve(environment: env.merging([SupportNumbers.settingName: "Mina 010; 112"]) { $1 },
                                                 localizer: en, readFile: file)
        #expect(fromSetting == SupportNumbers(lines: ["Mina 010", "112"], isOwn: true))
        let blank = SupportNumbers.resolve(environment: env.merging([SupportNumbers.settingName: " ; "]) { $1 },
                                           localizer: en, readFile: { _ in "# only a comment\n" })
        #expect(blank.isOwn == false && blank.lines[0].hasPrefix("988"), "an empty setting falls back to the region")
    }
}
