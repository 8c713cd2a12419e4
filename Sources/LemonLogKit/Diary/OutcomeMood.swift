/// How the person felt after a next action (`lemonlog actions done`): one emotion of the catalog,
/// by its key, and how strong it was, 0–100.
package struct OutcomeMood: Codable, Sendable, Equatable {
    /// The emotion's key in the catalog (`joy.calm`).
    package var emotion: String
    package var intensity: Int

    package init(emotion: String, intensity: Int) {
        self.emotion = emotion
        self.intensity = intensity
    }
}
