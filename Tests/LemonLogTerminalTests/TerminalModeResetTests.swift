@testable import LemonLogTerminal
import Testing

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// The exact bytes that switch off what an editor may leave on (issue 18, item 16).
@Suite("TerminalModeReset")
struct TerminalModeResetTests {
    /// Mouse (1000, 1002, 1003 and the 1005, 1006, 1015 encodings), focus (1004), bracketed
    /// paste (2004), cursor keys (DECCKM) and keypad (DECKPNM), in this order.
    static let modesOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1005l\u{1B}[?1006l\u{1B}[?1015l"
        + "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1l\u{1B}>"

    @Test func modesOffIsExactly() {
        #expect(TerminalModeReset.modesOff == Self.modesOff)
    }

    /// Leaving (and the crash-time restore, which writes the same bytes): synchronized output
    /// off, every mode off, SGR reset, the bottom (key-hint) row cleared with the cursor at its
    /// start, cursor shown, main screen.
    @Test func leaveBytesAreExactly() {
        #expect(text(FrameWriter.leaveBytes) == "\u{1B}[?2026l" + Self.modesOff + "\u{1B}[0m\u{1B}[999;1H\u{1B}[2K\u{1B}[?25h\u{1B}[?1049l")
    }

    /// Taking the terminal back from an editor: its modes off and its alternate screen left,
    /// then ours entered again with our bracketed paste on.
    @Test func reenterBytesAreExactly() {
        // The cursor saved and restored around leaving the other program's alternate screen:
        // after `fg`, the wizard's last message goes below what the shell printed, not over it.
        #expect(text(FrameWriter.reenterBytes) == Self.modesOff + "\u{1B}7\u{1B}[?1049l\u{1B}8"
            + "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J")
    }

    /// The first start switches off what an earlier program left on, but leaves no alternate
    /// screen: a `?1049l` there would move the shell's cursor to one saved by some earlier program.
    @Test func enterBytesAreExactly() {
        #expect(text(FrameWriter.enterBytes) == Self.modesOff
            + "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J")
    }
}
