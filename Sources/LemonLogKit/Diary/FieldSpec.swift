/// One field of an entry as the field table declares it: what it holds and its limit, whether an
/// entry needs it, its key in the JSON files, and the message key of its label.
struct FieldSpec: Sendable, Equatable {
    package let field: DiaryField
    /// What the field holds, with its limits (`FieldKind`).
    package let kind: FieldKind
    /// Whether a new entry must fill it (`validation_error_<field>_required`); an optional field
    /// never blocks.
    let isRequired: Bool
    /// The field's key in entry and draft files, in the export and in `list --json`.
    let jsonKey: String
    /// The message key of the field's label in `show`, `read` and the Markdown export.
    let labelKey: String
    /// Whether `list` and `list --json` show the text's first line (kept in the index).
    let isListed: Bool
    /// What changes when the thought holds crisis words (`CrisisThoughtRule`).
    let inCrisis: CrisisThoughtRule
    /// Whether the wizard heads the field with its label (a name, as the thought record's
    /// "Facts that support it") rather than a question of its own: then every surface (the
    /// wizard, `show`, `read`, the Markdown export, help) says the one name.
    package let isNamedInWizard: Bool
    /// Whether the field is asked after the fact, by `lemonlog actions done` (the prediction's
    /// belief after the action), rather than by the wizard: its step holds it, neither face asks it.
    package let isAskedLater: Bool

    init(_ field: DiaryField, _ kind: FieldKind, required: Bool, jsonKey: String? = nil, listed: Bool = false,
         inCrisis: CrisisThoughtRule = .same, named: Bool = false, askedLater: Bool = false) {
        self.field = field
        self.kind = kind
        isRequired = required
        self.jsonKey = jsonKey ?? field.rawValue
        labelKey = "field_" + field.rawValue
        isListed = listed
        self.inCrisis = inCrisis
        isNamedInWizard = named
        isAskedLater = askedLater
    }

    /// Whether the field is kept as a text: one the person writes, or a line of one they mark
    /// (exported, searched and shown like every text).
    var isText: Bool {
        switch kind {
        case .text, .mark: return true
        case .choices, .date, .due, .attachments, .belief: return false
        }
    }

    /// Whether the field is a multi-line text the person types (the wizard's editors).
    var isTyped: Bool {
        if case .text = kind { return true }
        return false
    }

    /// Whether the field is a rating of belief, 0–100.
    var isBelief: Bool {
        if case .belief = kind { return true }
        return false
    }

    /// The most Characters the field may hold, for a text; nil for any other kind.
    package var maxLength: Int? {
        switch kind {
        case .text(let maxLength), .mark(_, let maxLength): return maxLength
        case .choices, .date, .due, .attachments, .belief: return nil
        }
    }
}
