@testable import LemonLogTerminal
import Testing

private let size = TerminalSize(rows: 5, columns: 20)

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
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
        #expect(output == "\u{1B}[?2026h\u{1B}[?25l\u{1B}[2;1H\u{1B}[K2\u{1B}[0m\u{1B}[?2026l")
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

    @Test func controlCharactersAndNonSGREscapesAreStripped() {
        var writer = FrameWriter()
        let line = "\u{1B}[31m✗ bad\u{1B}[0m\u{07}\r\u{1B}]0;title\u{1B}[2Jx\u{9B}y"
        let output = text(writer.render(Frame(lines: [line]), size: size))
        #expect(output.contains("\u{1B}[1;1H\u{1B}[K\u{1B}[31m✗ bad\u{1B}[0m]0;title[2Jxy\u{1B}[0m"))
        #expect(!output.contains("\u{07}"))
    }

    @Test func sessionBytes() {
        #expect(text(FrameWriter.enterBytes).hasPrefix("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"))
        let leave = text(FrameWriter.leaveBytes)
        #expect(leave.contains("\u{1B}[?2004l"))
        #expect(leave.contains("\u{1B}[0m"))
        #expect(leave.contains("\u{1B}[?25h"))
        #expect(leave.hasSuffix("\u{1B}[?1049l"))
    }
}
