import LemonLogKit

/// One thing that happened at the terminal, in the order the event loop must handle it.
package enum TerminalEvent: Equatable, Sendable {
    /// A decoded key (a paste is one key).
    case key(Key)
    /// The terminal changed size (SIGWINCH): redraw everything.
    case resize
    /// Any other signal that arrived (TERM, HUP, INT, TSTP, CONT, ...).
    case signal(Int32)
    /// The deadline given to `TerminalEventSource.next` has passed (e.g. autosave is due).
    case tick
    /// The terminal's answer to a cursor position request (`expectCursorReport`).
    case cursorReport(row: Int, column: Int)
    /// The terminal is gone (end of file or EIO on input): keep everything, then leave.
    case inputClosed
}
