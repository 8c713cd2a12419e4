@testable import LemonLogTerminal
import Testing

/// Converting to and from a terminal's character set with iconv (issue 18, item 19).
@Suite("TerminalConversion")
struct TerminalConversionTests {
    static let hangulEUCKR: [UInt8] = [0xC7, 0xD1, 0xB1, 0xDB]  // 한글

    @Test func cAndPosixAndUTF8AreUTF8() {
        for locale in ["C", "POSIX", "C.UTF-8", "C.utf8", "ko_KR.UTF-8", "en_US.utf8", ""] {
            #expect(TerminalCharset.codeset(environment: ["LANG": locale]) == nil, "\(locale)")
        }
        #expect(TerminalCharset.codeset(environment: [:]) == nil)
    }

    /// LC_ALL, then LC_CTYPE, then LANG; a locale that is not installed is taken at its word.
    @Test func theLocaleNamesTheSet() {
        #expect(TerminalCharset.codeset(environment: ["LANG": "ko_KR.EUC-KR"])?.uppercased() == "EUC-KR")
        #expect(TerminalCharset.codeset(environment: ["LC_ALL": "xx_XX.ISO-8859-1@euro", "LANG": "C"]) == "ISO-8859-1")
        #expect(TerminalCharset.codeset(environment: ["LC_CTYPE": "xx_XX.CP949", "LANG": "ko_KR.UTF-8"]) == "CP949")
        #expect(TerminalCharset.codeset(environment: ["LC_ALL": "C", "LANG": "ko_KR.EUC-KR"]) == nil)
    }

    @Test func aSetIconvDoesNotKnowIsRefused() throws {
        #expect(TerminalConversion(codeset: "NO-SUCH-SET") == nil)
        #expect(throws: TerminalCharset.Unsupported(codeset: "NO-SUCH-SET")) {
            try TerminalCharset.conversion(environment: ["LANG": "ko_KR.NO-SUCH-SET"])
        }
        #expect(try TerminalCharset.conversion(environment: ["LANG": "ko_KR.EUC-KR"])?.codeset.uppercased() == "EUC-KR")
        #expect(try TerminalCharset.conversion(environment: ["LANG": "C"]) == nil)
    }

    /// What the set cannot show is `?`, one per column (an emoji takes two); escape sequences
    /// and ASCII pass unchanged.
    @Test func outputHasAStandInForWhatTheSetCannotShow() throws {
        let conversion = try #require(TerminalConversion(codeset: "EUC-KR"))
        let bytes = conversion.encode("\u{1B}[31m한글 ✗ café 😀│\u{1B}[0m")
        #expect(bytes == Array("\u{1B}[31m".utf8) + Self.hangulEUCKR + Array(" ? caf? ??".utf8) + [0xA6, 0xA2]
            + Array("\u{1B}[0m".utf8))
        #expect(conversion.encode("plain ASCII\n") == Array("plain ASCII\n".utf8))
        // Broken UTF-8 is a stand-in too, never dropped.
        #expect(conversion.encode([0x61, 0xFF, 0x62]) == Array("a?b".utf8))
    }

    /// A character cut between two reads waits for its end; an undefined byte is U+FFFD.
    @Test func inputIsDecodedAcrossReads() throws {
        let conversion = try #require(TerminalConversion(codeset: "EUC-KR"))
        let decoder = try #require(conversion.makeDecoder())
        #expect(decoder.decode([0x61, 0xC7]) == Array("a".utf8))
        #expect(decoder.hasPending)
        #expect(decoder.decode([0xD1, 0xB1]) == Array("한".utf8))
        #expect(decoder.decode([0xDB, 0x1B, 0x5B, 0x41]) == Array("글\u{1B}[A".utf8))
        #expect(!decoder.hasPending)
        #expect(decoder.decode([0x78, 0xFF, 0x79]) == Array("x\u{FFFD}y".utf8))
        #expect(conversion.decodeLine(Self.hangulEUCKR + [0xC7]) == "한글\u{FFFD}")
    }
}
