import LemonLogTestSupport

/// Every assumption the crash loop makes about what the program draws, in one place. The
/// loop reads what was saved from the draft and entry files, not from the screen; the
/// screen only tells it when the program had drawn something (first frame) and when a key
/// it typed had been echoed (the moment from which the one-second rule counts).
///
/// None of this depends on the renderer's labels, footer or glyphs: only on the terminal
/// cursor standing right after the last character typed while editing (as a text field's
/// caret does, and as an input method needs).
enum CrashLoopScreen {
    /// What a typed key must change on screen to count as echoed.
    enum Echo {
        /// A character typed into a text field: shown just left of the cursor, with the
        /// cursor somewhere else than when the key was written.
        case character(Character)
        /// Any other key (a step change, a choice, Enter): the screen differs from the one
        /// shown when the key was written.
        case change
    }

    /// What the screen showed at a moment: its lines and the cursor.
    struct Snapshot: Equatable {
        var lines: [String]
        var row: Int
        var column: Int

        init(_ screen: VirtualScreen) {
            lines = screen.lines
            row = screen.row
            column = screen.column
        }

        /// A blank screen with the cursor at the top left.
        static let blank = Snapshot(lines: [], row: 0, column: 0)

        private init(lines: [String], row: Int, column: Int) {
            self.lines = lines
            self.row = row
            self.column = column
        }
    }

    /// The first frame is drawn once the screen shows anything at all.
    static func hasDrawn(_ screen: VirtualScreen) -> Bool {
        screen.lines.contains { !$0.isEmpty }
    }

    /// How a key typed as `bytes` is echoed: a single printable character typed while
    /// editing shows left of the cursor; everything else just changes the screen.
    static func echo(ofTyping character: Character?) -> Echo {
        guard let character, !character.isWhitespace else { return .change }
        return .character(character)
    }

    /// Whether `screen` shows a key written while `before` was on screen.
    static func shows(_ echo: Echo, on screen: VirtualScreen, writtenWhile before: Snapshot) -> Bool {
        switch echo {
        case .character(let character):
            guard screen.characterBeforeCursor == String(character) else { return false }
            return screen.row != before.row || screen.column != before.column
        case .change:
            return Snapshot(screen) != before
        }
    }
}
