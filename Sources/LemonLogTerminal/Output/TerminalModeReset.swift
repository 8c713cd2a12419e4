/// The terminal modes another program (an editor, a shell job) may leave on, and the bytes that
/// switch them off, so that a click or a key never arrives as a sequence we did not ask for.
enum TerminalModeReset {
    /// Mouse reporting off: X11 button presses (1000), button motion (1002), any motion (1003),
    /// and the UTF-8 (1005), SGR (1006) and urxvt (1015) encodings of the reports.
    static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1005l\u{1B}[?1006l\u{1B}[?1015l"
    /// Focus-in and focus-out reports off.
    static let focusOff = "\u{1B}[?1004l"
    /// Bracketed paste off (a session that uses it turns it on again after this).
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// The cursor keys send `ESC [ A`, not `ESC O A` (DECCKM reset).
    static let cursorKeysNormal = "\u{1B}[?1l"
    /// The keypad sends digits, not application sequences (DECKPNM).
    static let keypadNumeric = "\u{1B}>"
    /// The main screen (with the cursor saved when the alternate one was entered).
    static let alternateScreenOff = "\u{1B}[?1049l"

    /// Every input mode above switched off; the screen is left as it is.
    static let modesOff = mouseOff + focusOff + bracketedPasteOff + cursorKeysNormal + keypadNumeric

    /// After another program had the terminal: its input modes off, and its alternate screen
    /// left if it stayed there (a session enters its own again after this). The cursor stays
    /// where that program left it (DECSC before, DECRC after): leaving the alternate screen
    /// restores the cursor saved when it was entered even when it is not on (tmux, xterm), and
    /// after a shell job (`z`, `fg`) that is where LemonLog first started, above what the shell
    /// printed since, so the message printed on leaving would be written over the shell's lines.
    static let afterOtherProgram = modesOff + "\u{1B}7" + alternateScreenOff + "\u{1B}8"
}
