/// The screen the wizard is drawn on: its size (text fields wrap at its width) and the key
/// help's scrolling within it.
extension DiaryWizard {
    /// The terminal is now `columns` × `rows`: text fields wrap at its width, and the key help
    /// scrolls no further than the offset that shows its last page on this screen.
    mutating func resize(columns: Int, rows: Int) {
        state.wrapWidth = WizardLayout.fieldWidth(columns: columns)
        state.prepareLayouts()
        state.screenSize = WizardState.ScreenSize(columns: columns, rows: rows)
        if state.showHelp { measureHelp() }
    }

    /// Works out the key help's last page for the screen (laying out every key binding costs
    /// about as much as the first frame, so it waits until the help is shown).
    mutating func measureHelp() {
        guard let size = state.screenSize else { return }
        state.helpLastOffset = WizardLayout.helpLastOffset(
            lineCount: 1 + WizardKeyTable.pageLines(localizer: localizer, width: size.columns).count,
            columns: size.columns, rows: size.rows)
        scrollHelp(by: 0)
    }

    /// Scrolls the key help, never above its first line or past its last page, so that the
    /// first ↑ after holding ↓ moves the view at once.
    mutating func scrollHelp(by delta: Int) {
        state.helpOffset = min(max(0, state.helpOffset + delta), state.helpLastOffset)
    }
}
