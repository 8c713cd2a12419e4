/// A one-line message under the step that is not tied to one field (e.g. saving failed).
package struct WizardNotice: Equatable, Sendable {
    /// An error shows in red with a marker; info does not.
    package enum Kind: Equatable, Sendable { case error, info }

    package var kind: Kind
    package var text: String
    /// Set for a hint about what was tried on one step: it goes when the step changes.
    package var step: DiaryWriteStep?

    package init(_ kind: Kind, _ text: String, step: DiaryWriteStep? = nil) {
        self.kind = kind
        self.text = text
        self.step = step
    }
}
