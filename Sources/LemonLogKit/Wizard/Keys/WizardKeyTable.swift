/// One line of the key table: the keys as a person types them and the message key of what they do.
public struct WizardKeyRow: Sendable, Equatable {
    public var keys: String
    /// Localization key of the meaning, e.g. `keys_next`.
    public var meaning: String

    public init(_ keys: String, _ meaning: String) {
        self.keys = keys
        self.meaning = meaning
    }
}

/// The wizard's keys as people read them, in the `?` overlay and in `lemonlog help write`.
/// `WizardKeyMap` is what the keys do; this table is how they are told, in the same order.
public enum WizardKeyTable {
    /// Keys while moving between steps (how every step opens).
    public static var navigating: [WizardKeyRow] {
        [
            WizardKeyRow("n → Tab Ctrl-N", "keys_next"),
            WizardKeyRow("p ← Shift-Tab Ctrl-P", "keys_previous"),
            WizardKeyRow("1 … \(StepTable.count)", "keys_jump"),
            WizardKeyRow("Enter e i", "keys_begin_editing"),
            WizardKeyRow("↑ ↓ j k PgUp PgDn", "keys_move_list"),
            WizardKeyRow("Space", "keys_toggle_emotion"),
            WizardKeyRow("/", "keys_find"),
            WizardKeyRow("Space", "keys_toggle_trap"),
            WizardKeyRow("+ -", "keys_rate"),
            WizardKeyRow("PgDn PgUp", "keys_questions"),
            WizardKeyRow("a x Del", "keys_images"),
            WizardKeyRow("s Ctrl-S", "keys_save"),
            WizardKeyRow("q Ctrl-C", "keys_quit"),
            WizardKeyRow("Ctrl-O", "keys_external_editor"),
            WizardKeyRow("Ctrl-Z", "keys_suspend"),
            WizardKeyRow("? Esc", "keys_help"),
        ]
    }

    /// Keys while writing in a field.
    public static let editing: [WizardKeyRow] = [
        WizardKeyRow("Esc Ctrl-D", "keys_finish"),
        WizardKeyRow("Tab Shift-Tab", "keys_finish_move"),
        WizardKeyRow("Ctrl-N Ctrl-P", "keys_finish_move"),
        WizardKeyRow("Ctrl-S", "keys_finish_save"),
        WizardKeyRow("Enter", "keys_newline"),
        WizardKeyRow("← → ↑ ↓", "keys_cursor"),
        WizardKeyRow("Home End Ctrl-A Ctrl-E", "keys_line_ends"),
        WizardKeyRow("Alt-← Alt-→ Ctrl-← Ctrl-→", "keys_word"),
        WizardKeyRow("Backspace Delete", "keys_delete"),
        WizardKeyRow("Ctrl-W Ctrl-K Ctrl-U", "keys_delete_more"),
        WizardKeyRow("Ctrl-Z Ctrl-Y", "keys_undo"),
        WizardKeyRow("Ctrl-O", "keys_external_editor"),
        WizardKeyRow("Ctrl-C", "keys_quit"),
    ]

    /// The Korean 2-set jamo that act as letter keys while navigating, e.g. `ㅜ n  ㅔ p …`.
    public static var koreanLetters: String {
        KoreanKeyboard.wizardLetters.compactMap { latin in
            KoreanKeyboard.jamo(for: latin).map { "\($0) \(latin)" }
        }.joined(separator: "  ")
    }

    /// Every row as `keys  meaning` lines, the keys padded to one column, under a title.
    public static func lines(_ rows: [WizardKeyRow], localizer l: Localizer, indent: String = "  ") -> [String] {
        let width = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        return rows.map { row in
            indent + row.keys + String(repeating: " ", count: width - DisplayWidth.of(row.keys) + 2) + l(row.meaning)
        }
    }

    /// The whole table as text lines: navigating keys, editing keys, the Korean keyboard line.
    /// `stacked` puts each meaning on its own line under its keys (for narrow screens).
    public static func allLines(localizer l: Localizer, stacked: Bool = false) -> [String] {
        func rows(_ rows: [WizardKeyRow]) -> [String] {
            stacked ? rows.flatMap { ["  " + $0.keys, "      " + l($0.meaning)] } : lines(rows, localizer: l)
        }
        return [l("keys_navigating_title")] + rows(navigating)
            + ["", l("keys_editing_title")] + rows(editing)
            + ["", l("keys_korean_title"), "  " + koreanLetters]
    }
}
