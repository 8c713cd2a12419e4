import LemonLogKit
@testable import LemonLogTerminal
import Testing

private let size = TerminalSize(rows: 5, columns: 20)

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

private let red = CellStyle(foreground: .red)

/// A row of cells made of styled pieces.
private func row(_ pieces: (String, CellStyle)...) -> CellRow {
    var row = CellRow()
    for (text, style) in pieces { row.put(text: text, style: style) }
    return row
}

extension Frame {
    /// A frame of unstyled rows.
    fileprivate init(lines: [String], cursor: FrameCursor? = nil) {
        self.init(rows: lines.map { CellRow($0) }, cursor: cursor)
    }
}

/// A writer that has already drawn `frame`.
private func writer(after frame: Frame) -> FrameWriter {
    var writer = FrameWriter()
    _ = writer.render(frame, size: size)
    return writer
}

@Suite("FrameWriter")
struct FrameWriterTests {
    @Test func firstFrameIsFullRedrawInsideSynchronizedOutput() {
        var writer = FrameWriter()
        let output = text(writer.render(Frame(lines: ["ab", "한글"], cursor: FrameCursor(row: 1, column: 4)), size: size))
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
            + "\u{1B}[1;1H\u{1B}[Kab\u{1B}[0m"
            + "\u{1B}[2;1H\u{1B}[K한글\u{1B}[0m"
            + "\u{1B}[2;5H\u{1B}[?25h\u{1B}[?2026l")
    }

    @Test func changedLineOnlyRedrawsThatLine() {
        var writer = writer(after: Frame(lines: ["one", "two", "three"], cursor: nil))
        let output = text(writer.render(Frame(lines: ["one", "2", "three"], cursor: nil), size: size))
        // "two" → "2": the line got shorter, so it is cleared from the first changed column.
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[2;1H\u{1B}[K2\u{1B}[?2026l")
    }

    // MARK: Changed cells within a line

    @Test func typingAtTheEndOfAFieldWritesOnlyTheNewCell() {
        var writer = writer(after: Frame(lines: ["│ abc    │", "3/10"], cursor: FrameCursor(row: 0, column: 5)))
        let output = text(writer.render(Frame(lines: ["│ abcd   │", "4/10"], cursor: FrameCursor(row: 0, column: 6)), size: size))
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;6Hd\u{1B}[2;1H4\u{1B}[1;7H\u{1B}[?25h\u{1B}[?2026l")
    }

    @Test func aChangeInTheMiddleWritesFromTheFirstToTheLastChangedColumn() {
        var writer = writer(after: Frame(lines: ["abcdefgh"]))
        #expect(text(writer.render(Frame(lines: ["abXdeYgh"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;3HXdeY\u{1B}[?2026l")
    }

    @Test func changedCellsCarryTheirStyleAndEndInTheDefaultOne() {
        var writer = writer(after: Frame(rows: [row(("x ", .plain), ("ab", red), (" y", .plain))]))
        #expect(text(writer.render(Frame(rows: [row(("x ", .plain), ("ac", red), (" y", .plain))]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;4H\u{1B}[31mc\u{1B}[0m\u{1B}[?2026l")
        // Only the style changed: the cell is rewritten in its new style (one SGR for both attributes).
        let redBold = CellStyle(foreground: .red, bold: true)
        #expect(text(writer.render(Frame(rows: [row(("x ", .plain), ("a", red), ("c", redBold), (" y", .plain))]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;4H\u{1B}[1;31mc\u{1B}[0m\u{1B}[?2026l")
        // A cell that loses its style.
        #expect(text(writer.render(Frame(rows: [row(("x ", .plain), ("a", red), ("c y", .plain))]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;4Hc\u{1B}[?2026l")
    }

    @Test func aRowIsWrittenAsRunsOfOneStyle() {
        var writer = FrameWriter()
        let dim = CellStyle(dim: true)
        let output = text(writer.render(Frame(rows: [row(("── ", dim), ("ab", dim), ("c", .plain), ("d", red))]), size: size))
        #expect(output.contains("\u{1B}[1;1H\u{1B}[K\u{1B}[2m── ab\u{1B}[0mc\u{1B}[31md\u{1B}[0m\u{1B}[0m"))
    }

    @Test func wideCharactersAreWrittenWholeAtTheirLeftColumn() {
        var first = writer(after: Frame(lines: ["가나다"]))
        #expect(text(first.render(Frame(lines: ["가라다"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;3H라\u{1B}[?2026l")
        // A wide character replacing two narrow ones, over the halves of another.
        var other = writer(after: Frame(lines: ["ab나"]))
        #expect(text(other.render(Frame(lines: ["a가c"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;2H가c\u{1B}[?2026l")
        // A narrow character where a wide one began: the wide one's right half is redrawn too.
        var third = writer(after: Frame(lines: ["a나b"]))
        #expect(text(third.render(Frame(lines: ["axyb"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;2Hxy\u{1B}[?2026l")
    }

    @Test func aShorterLineIsClearedFromItsFirstChange() {
        var writer = writer(after: Frame(lines: ["abcdef"]))
        #expect(text(writer.render(Frame(lines: ["abc"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;4H\u{1B}[K\u{1B}[?2026l")
        #expect(text(writer.render(Frame(lines: ["aXc"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;2HX\u{1B}[?2026l")
    }

    @Test func aLineWhoseWidthsAreUncertainIsRewrittenWhole() {
        // Emoji, combining marks: terminals disagree on their width.
        var writer = writer(after: Frame(lines: ["a😀b", "e\u{301}x"]))
        #expect(text(writer.render(Frame(lines: ["a😀c", "e\u{301}y"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;1H\u{1B}[Ka😀c\u{1B}[0m\u{1B}[2;1H\u{1B}[Ke\u{301}y\u{1B}[0m\u{1B}[?2026l")
    }

    @Test func ambiguousGlyphsCountOnlyOnANarrowTerminal() {
        var narrow = writer(after: Frame(lines: ["│ab│"]))
        #expect(text(narrow.render(Frame(lines: ["│ac│"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;3Hc\u{1B}[?2026l")
        var wide = FrameWriter(ambiguousIsWide: true)
        _ = wide.render(Frame(lines: ["│ab│"]), size: size)
        #expect(text(wide.render(Frame(lines: ["│ac│"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;1H\u{1B}[K│ac│\u{1B}[0m\u{1B}[?2026l")
        // The same writer, ASCII only: cells again.
        #expect(text(wide.render(Frame(lines: ["|ac|"]), size: size)).contains("\u{1B}[K|ac|"))
        #expect(text(wide.render(Frame(lines: ["|ad|"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;3Hd\u{1B}[?2026l")
    }

    @Test func aLineThatGrowsIsWrittenFromItsFirstChangeToItsEnd() {
        var writer = writer(after: Frame(lines: ["ab"]))
        #expect(text(writer.render(Frame(lines: ["abcd"]), size: size))
            == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[1;3Hcd\u{1B}[?2026l")
    }

    @Test func unchangedFrameGivesNoBytes() {
        let frame = Frame(lines: ["one", "two"], cursor: FrameCursor(row: 0, column: 3))
        var writer = writer(after: frame)
        #expect(writer.render(frame, size: size) == [])
    }

    @Test func cursorMoveOnlyGivesCursorPlacement() {
        var writer = writer(after: Frame(lines: ["one"], cursor: FrameCursor(row: 0, column: 0)))
        let output = text(writer.render(Frame(lines: ["one"], cursor: FrameCursor(row: 0, column: 2)), size: size))
        #expect(output == "\u{1B}[1;3H")
    }

    @Test func cursorHiddenWhenFrameHasNone() {
        var writer = writer(after: Frame(lines: ["one"], cursor: FrameCursor(row: 0, column: 0)))
        #expect(text(writer.render(Frame(lines: ["one"], cursor: nil), size: size)) == "\u{1B}[?25l")
        #expect(text(writer.render(Frame(lines: ["one"], cursor: FrameCursor(row: 0, column: 1)), size: size))
            == "\u{1B}[1;2H\u{1B}[?25h")
    }

    @Test func changedLineWithoutCursorKeepsCursorHidden() {
        var writer = writer(after: Frame(lines: ["a"], cursor: nil))
        let output = text(writer.render(Frame(lines: ["b"], cursor: nil), size: size))
        #expect(!output.contains("\u{1B}[?25h"))
        #expect(output.hasPrefix("\u{1B}[?2026h\u{1B}[?25l"))
        #expect(output.hasSuffix("\u{1B}[?2026l"))
    }

    @Test func shrinkingClearsLeftoverLines() {
        var writer = writer(after: Frame(lines: ["a", "b", "c", "d"]))
        let output = text(writer.render(Frame(lines: ["a", "b"]), size: size))
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[3;1H\u{1B}[K\u{1B}[4;1H\u{1B}[K\u{1B}[?2026l")
    }

    @Test func invalidateForcesFullRedraw() {
        let frame = Frame(lines: ["a", "b"])
        var writer = writer(after: frame)
        writer.invalidate()
        let output = text(writer.render(frame, size: size))
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
            + "\u{1B}[1;1H\u{1B}[Ka\u{1B}[0m\u{1B}[2;1H\u{1B}[Kb\u{1B}[0m\u{1B}[?2026l")
    }

    @Test func resizeForcesFullRedraw() {
        let frame = Frame(lines: ["a"])
        var writer = writer(after: frame)
        let output = text(writer.render(frame, size: TerminalSize(rows: 10, columns: 40)))
        #expect(output.contains("\u{1B}[2J"))
        #expect(output.contains("\u{1B}[1;1H\u{1B}[Ka\u{1B}[0m"))
    }

    @Test func linesPastTheLastRowAreNotDrawnAndCursorIsClamped() {
        var writer = FrameWriter()
        let lines = (1...8).map { "line\($0)" }
        let output = text(writer.render(Frame(lines: lines, cursor: FrameCursor(row: 9, column: 99)), size: size))
        #expect(output.contains("line5"))
        #expect(!output.contains("line6"))
        #expect(output.contains("\u{1B}[5;20H\u{1B}[?25h"))
    }

    @Test func controlCharactersAndEscapeSequencesNeverEnterACell() {
        var writer = FrameWriter()
        let hostile = "✗ bad\u{07}\r\u{1B}]0;title\u{07}\u{1B}[2Jx\u{9B}31my\u{202E}z"
        let output = text(writer.render(Frame(rows: [row((hostile, red))]), size: size))
        #expect(output.contains("\u{1B}[1;1H\u{1B}[K\u{1B}[31m✗ bad⏎ xyz\u{1B}[0m\u{1B}[0m"), "\(output.debugDescription)")
        #expect(!output.contains("\u{07}"))
        #expect(!output.contains("title"))
    }

    @Test func sessionBytes() {
        #expect(text(FrameWriter.enterBytes).contains("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"))
        let leave = text(FrameWriter.leaveBytes)
        #expect(leave.contains("\u{1B}[?2004l"))
        #expect(leave.contains("\u{1B}[0m"))
        #expect(leave.contains("\u{1B}[?25h"))
        #expect(leave.hasSuffix("\u{1B}[?1049l"))
    }
}
