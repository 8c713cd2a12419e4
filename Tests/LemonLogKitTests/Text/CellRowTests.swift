import LemonLogTestSupport
import Testing
@testable import LemonLogKit

@Suite("Cells and rows")
struct CellRowTests {
    @Test("a wide character takes its cell and a continuation; one that would cross the limit is not split")
    func wideAtTheRightEdge() {
        var row = CellRow()
        row.put(text: "ab가나", limit: 5)
        #expect(row.text == "ab가")
        #expect(row.cells.map(\.width) == [1, 1, 2, 0])
        row.put(text: "c", limit: 5)
        #expect(row.text == "ab가c")
        #expect(row.width == 5)
    }

    @Test("combining marks stay in their character's cell; a zero-width space joins the cell before it")
    func zeroWidth() {
        let row = CellRow("e\u{301}x\u{200B}y")
        #expect(row.cells.map(\.text) == ["e\u{301}", "x\u{200B}", "y"])
        #expect(row.width == 3)
    }

    @Test("no cell holds a control, whatever character it is made from")
    func cellInit() {
        #expect(Cell("\u{1B}") == nil)
        #expect(Cell("\u{9B}") == nil)
        #expect(Cell("\u{202E}") == nil)
        #expect(Cell("\r\n") == nil)
        #expect(Cell("가")?.width == 2)
    }

    @Test("a row is encoded as runs of one style, from the default style back to it")
    func encoding() {
        var row = CellRow()
        row.put(text: "ab", style: CellStyle(dim: true))
        row.put(text: "c", style: CellStyle(dim: true))
        row.put(text: " ")
        row.put(text: "d", style: CellStyle(foreground: .red, bold: true))
        row.put(text: "e", style: CellStyle(foreground: .palette(136)))
        #expect(row.encoded == "\u{1B}[2mabc\u{1B}[0m \u{1B}[1;31md\u{1B}[0m\u{1B}[38;5;136me\u{1B}[0m")
    }

    @Test("one theme for the wizard and stats: no color gives plain cells, ambiguous glyphs narrowed when wide")
    func theme() {
        #expect(Theme(color: false).cellStyle(.errorBold) == .plain)
        #expect(Theme(color: true).cellStyle(.error) == Theme(color: true).cellStyle(.grew))
        #expect(Theme(color: true).cellStyle(.heat(9)) == CellStyle(foreground: .palette(226)))
        var row = CellRow()
        Theme(color: false, ambiguousIsWide: true).put("█░→", .bar, into: &row)
        #expect(row.text == "#:>")
        #expect(StyledLine("█", .bar).encoded(theme: Theme(color: true, ambiguousIsWide: true)) == "\u{1B}[33m#\u{1B}[0m")
    }

    @Test("the simple-text path gives the cells the character-by-character path gives")
    func simplePathAgrees() throws {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
                                             0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3]
        var scalars: [Unicode.Scalar] = []
        for range in ranges { for value in range { scalars.append(Unicode.Scalar(value)!) } }
        for scalar in scalars { #expect((1...2).contains(DisplayWidth.of(scalar)), "U+\(String(scalar.value, radix: 16))") }
        // Every simple scalar next to every other kind of simple scalar, in a fixed shuffle.
        var generator = SeededRandom(seed: 19)
        for _ in 0..<200 {
            let text = String(String.UnicodeScalarView((0..<40).map { _ in scalars[Int(generator.next() % UInt64(scalars.count))] }))
            #expect(CellRow.isSimple(text))
            var slow: [Cell] = []
            for character in text {
                let cell = try #require(Cell(character), "\(character)")
                slow.append(cell)
                if cell.width == 2 { slow.append(.continuation(.plain)) }
            }
            #expect(CellRow(text).cells == slow, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(!CellRow.isSimple("e\u{301}"))
        #expect(!CellRow.isSimple("a\u{1B}[2J"))
        #expect(!CellRow.isSimple("\u{202E}"))
        #expect(!CellRow.isSimple("👍"))
    }
}
