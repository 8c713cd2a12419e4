import LemonLogKit
import LemonLogTerminal

extension AppContext {
    /// The theme of a full screen other than the wizard (care, plan, review): the person's
    /// colors, with ambiguous-width glyphs drawn wide as `LEMONLOG_AMBIGUOUS_WIDTH` says, else
    /// as the wizard last measured on this kind of terminal (`TerminalMemory`), else narrow.
    func screenTheme(store: DiaryStore?) -> Theme {
        var theme = self.theme
        theme.ambiguousIsWide = AmbiguousWidth.setting(environment)
            ?? store.flatMap { TerminalMemory(store: $0).rememberedAmbiguousWidth(terminal: AmbiguousWidth.terminalKind(environment)) }
            ?? false
        return theme
    }
}
