/// The version of entry and draft files, declared once: both hold a `DiaryContent`, so both move
/// together. A bump needs a step in `FormatMigration.contentChain` and a fixture folder
/// `Tests/Fixtures/format-v<old>` (`FormatVersionTests` checks both).
package enum FormatVersion {
    /// The version this code writes (2: emotion intensities and re-ratings; 3: thinking traps
    /// and the next action's done mark; 4: the star, and the done mark became an outcome; 5: the
    /// hot thought, the evidence for and against, the beliefs, and the next action's due time and
    /// prediction).
    package static let current = 5
}
