/// A one-line message under the step that is not tied to one field (e.g. saving failed).
public struct WizardNotice: Equatable, Sendable {
    /// An error shows in red with a marker; info does not.
    public enum Kind: Equatable, Sendable { case error, info }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
