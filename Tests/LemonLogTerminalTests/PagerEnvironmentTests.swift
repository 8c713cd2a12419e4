import Foundation
import Testing
@testable import LemonLogTerminal

/// The pager's character set (issue 34, item 6): `less` read UTF-8 as `<EB><85><84>` when
/// `LANG` named a locale that is not installed.
@Suite("Pager: the environment it runs in")
struct PagerEnvironmentTests {
    @Test("LESSCHARSET=utf-8 unless the person chose a character set; LESS=FRX unless set")
    func characterSet() {
        let missingLocale = Pager.environment(["LANG": "ko_KR.UTF-8"])
        #expect(missingLocale["LESSCHARSET"] == "utf-8")
        #expect(missingLocale["LESS"] == "FRX")
        #expect(Pager.environment(["LESSCHARSET": "latin1"])["LESSCHARSET"] == "latin1")
        #expect(Pager.environment(["LESSCHARDEF": "8bcccbcc"])["LESSCHARSET"] == nil)
        #expect(Pager.environment(["LESS": "R"])["LESS"] == "R")
    }
}
