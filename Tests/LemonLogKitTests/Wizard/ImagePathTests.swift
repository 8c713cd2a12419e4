import Testing
@testable import LemonLogKit

@Suite("Image paths as people give them")
struct ImagePathTests {
    /// Compares scalar by scalar: `==` on String would call NFD and NFC equal.
    private func expectSame(_ text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = ImagePath.parse(text, home: "/home/minji")
        #expect(Array(parsed.unicodeScalars) == Array(expected.unicodeScalars),
                "\(text.debugDescription) → \(parsed.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test("one parser for both faces", arguments: [
        ("/tmp/a.png", "/tmp/a.png"),
        ("  /tmp/a.png \n", "/tmp/a.png"),
        ("'/tmp/a b.png'", "/tmp/a b.png"),
        ("\"/tmp/a b.png\"", "/tmp/a b.png"),
        ("/tmp/a\\ b\\ c.png", "/tmp/a b c.png"),
        ("/tmp/it\\'s.png", "/tmp/it's.png"),
        ("file:///tmp/a%20b.png", "/tmp/a b.png"),
        ("file://localhost/tmp/x.png", "/tmp/x.png"),
        ("file:///tmp/%ED%95%9C%EA%B8%80.png", "/tmp/한글.png"),
        ("~/pics/a.png", "/home/minji/pics/a.png"),
        ("~", "/home/minji"),
        ("'~/my pics/a.png'", "/home/minji/my pics/a.png"),
        ("~other/a.png", "~other/a.png"),
        ("/tmp/사진 모음/고양이.jpg", "/tmp/사진 모음/고양이.jpg"),
        ("relative.png", "relative.png"),
    ])
    func parse(text: String, expected: String) {
        expectSame(text, expected)
    }

    @Test("what shells and terminals put on the line", arguments: [
        // GNOME Terminal (VTE) quotes a dropped name in '…' and an embedded ' as '\''.
        ("'/tmp/it'\\''s.png' ", "/tmp/it's.png"),
        ("'/tmp/사진'\\''s 모음.png'", "/tmp/사진's 모음.png"),
        // Inside double quotes \" and \\ lose the backslash, any other keeps it.
        ("\"/tmp/say \\\"hi\\\".png\"", "/tmp/say \"hi\".png"),
        ("\"/tmp/back\\\\slash.png\"", "/tmp/back\\slash.png"),
        ("\"/tmp/a\\b.png\"", "/tmp/a\\b.png"),
        ("\"/tmp/\\$HOME.png\"", "/tmp/$HOME.png"),
        // Quotes in the middle of a word, and both kinds in one word.
        ("/tmp/'a b'.png", "/tmp/a b.png"),
        ("/tmp/\"my pics\"/'a b'.png", "/tmp/my pics/a b.png"),
        ("'/tmp/a'\"'\"'b.png'", "/tmp/a'b.png"),
        // Backslash escapes outside quotes (bash's tab completion, zsh, fish).
        ("/tmp/a\\(1\\)\\&b.png", "/tmp/a(1)&b.png"),
        ("/tmp/\\사진\\ 모음.png", "/tmp/사진 모음.png"),
        ("~/my\\ pics/a.png", "/home/minji/my pics/a.png"),
        // An escaped or quoted space at the end is part of the name; a bare one is not.
        ("/tmp/a\\  ", "/tmp/a "),
        ("'/tmp/a '\n", "/tmp/a "),
        // Quotes that do not pair up: taken as typed.
        ("/tmp/it's.png", "/tmp/it's.png"),
        ("/tmp/say\"hi.png\n", "/tmp/say\"hi.png"),
    ])
    func shell(text: String, expected: String) {
        expectSame(text, expected)
    }

    @Test("file:// URLs from file managers", arguments: [
        ("'file:///tmp/a%20b.png'", "/tmp/a b.png"),
        ("\"file:///tmp/%EC%82%AC%EC%A7%84.png\"", "/tmp/사진.png"),
        ("file:///home/minji/%EC%82%AC%EC%A7%84%20%EB%AA%A8%EC%9D%8C/%EA%B3%A0%EC%96%91%EC%9D%B4.jpg\r\n",
         "/home/minji/사진 모음/고양이.jpg"),
        ("FILE://LOCALHOST/tmp/%27quoted%27.png", "/tmp/'quoted'.png"),
        ("file:///tmp/it's%20here.png", "/tmp/it's here.png"),
        ("file:/tmp/a%2Bb.png", "/tmp/a+b.png"),
        ("file:///tmp/100%.png", "/tmp/100%.png"),
    ])
    func fileURL(text: String, expected: String) {
        expectSame(text, expected)
    }

    @Test("the result is NFC, however the name was spelled", arguments: [
        // 한글 as conjoining jamo (NFD), typed and percent-encoded.
        ("/tmp/\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}.png", "/tmp/\u{D55C}\u{AE00}.png"),
        ("file:///tmp/%E1%84%92%E1%85%A1%E1%86%AB.png", "/tmp/\u{D55C}.png"),
        ("'/tmp/cafe\u{0301}.png'", "/tmp/caf\u{00E9}.png"),
    ])
    func nfc(text: String, expected: String) {
        expectSame(text, expected)
    }
}
