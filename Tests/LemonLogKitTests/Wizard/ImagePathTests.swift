import Testing
@testable import LemonLogKit

@Suite("Image paths as people give them")
struct ImagePathTests {
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
        #expect(ImagePath.parse(text, home: "/home/minji") == expected)
    }
}
