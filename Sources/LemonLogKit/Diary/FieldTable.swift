import Foundation

/// The one table of an entry's fields: each field's kind and limit, whether it is required, its
/// JSON key and its label, and the step that holds it; and, in `columns` (`FieldTable+Columns`),
/// one row for every value an entry holds, with its coding and where it goes. Entry and draft
/// files, the export and import, the index, `show`, Markdown, `list --json` and the validation
/// rules all read it; the switch is exhaustive, so a new `DiaryField` case does not compile until
/// its row is here.
enum FieldTable {
    /// Each text holds at most this many `Character`s.
    static let textLength = 2_000

    /// The row of `field` (made once: it is asked for many times each time an entry is read).
    static func spec(of field: DiaryField) -> FieldSpec { rows[field.ordinal] }

    /// Every field's row, in the order of `DiaryField.allCases`.
    private static let rows: [FieldSpec] = DiaryField.allCases.map(row(of:))

    /// The row of `field`, as declared.
    private static func row(of field: DiaryField) -> FieldSpec {
        switch field {
        case .emotion: return FieldSpec(.emotion, .choices(maxCount: 5), required: true, jsonKey: "emotions")
        case .situation: return FieldSpec(.situation, .text(maxLength: textLength), required: true, listed: true)
        case .thought: return FieldSpec(.thought, .text(maxLength: textLength), required: true)
        case .hotThought: return FieldSpec(.hotThought, .mark(of: .thought, maxLength: textLength), required: false)
        case .hotThoughtBelief:
            return FieldSpec(.hotThoughtBelief, .belief(of: .hotThought, part: "before"), required: false, jsonKey: "hotThoughtBelief")
        case .evidenceFor:
            return FieldSpec(.evidenceFor, .text(maxLength: textLength), required: false, inCrisis: .notAsked, named: true)
        case .evidenceAgainst: return FieldSpec(.evidenceAgainst, .text(maxLength: textLength), required: false, named: true)
        case .reeval: return FieldSpec(.reeval, .text(maxLength: textLength), required: true, inCrisis: .notRequired, named: true)
        case .balancedBelief: return FieldSpec(.balancedBelief, .belief(of: .reeval, part: nil), required: false)
        case .hotThoughtBeliefAfter:
            return FieldSpec(.hotThoughtBeliefAfter, .belief(of: .hotThought, part: "after"), required: false, jsonKey: "hotThoughtBelief")
        case .action: return FieldSpec(.action, .text(maxLength: textLength), required: true, listed: true)
        case .actionDue: return FieldSpec(.actionDue, .due(of: .action, maxLength: 40), required: false)
        case .actionPrediction: return FieldSpec(.actionPrediction, .text(maxLength: textLength), required: false)
        case .predictionBelief:
            return FieldSpec(.predictionBelief, .belief(of: .actionPrediction, part: "before"), required: false, jsonKey: "predictionBelief")
        case .obstacles: return FieldSpec(.obstacles, .text(maxLength: textLength), required: false)
        case .predictionBeliefAfter:
            return FieldSpec(.predictionBeliefAfter, .belief(of: .actionPrediction, part: "after"), required: false,
                             jsonKey: "predictionBelief", askedLater: true)
        case .date: return FieldSpec(.date, .date(maxLength: 40), required: false)
        case .images: return FieldSpec(.images, .attachments(maxCount: 5, pathMaxLength: 4_096), required: false)
        }
    }

    /// The step of the thought record that holds `field` (the wizard's step table takes each
    /// step's fields from here, in the order declared; a scratch file recovered into a draft
    /// opens there).
    static func step(of field: DiaryField) -> DiaryWriteStep {
        switch field {
        case .emotion: return .emotion
        case .situation: return .situation
        case .thought, .hotThought, .hotThoughtBelief: return .thought
        case .evidenceFor, .evidenceAgainst, .reeval, .balancedBelief, .hotThoughtBeliefAfter: return .reeval
        case .action, .actionDue, .actionPrediction, .predictionBelief, .obstacles, .predictionBeliefAfter: return .action
        case .date, .images: return .dateAndImages
        }
    }

    /// The fields `step` holds, in the order declared.
    static func fields(of step: DiaryWriteStep) -> [DiaryField] {
        DiaryField.allCases.filter { self.step(of: $0) == step }
    }

    /// Every row, in the order the fields are declared (the order of the steps).
    package static var all: [FieldSpec] { DiaryField.allCases.map(spec(of:)) }

    /// The multi-line text fields, in the order declared.
    static let textFields: [DiaryField] = DiaryField.allCases.filter { spec(of: $0).isText }

    /// The thought the new perspective answers in `content`: its marked line (the hot thought),
    /// else the whole text it marks; empty when there is none.
    package static func answeredThought(_ content: DiaryContent) -> String {
        for spec in all {
            guard case .mark(let source, _) = spec.kind else { continue }
            let marked = content.text(of: spec.field)
            return marked.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? content.text(of: source) : marked
        }
        return ""
    }

    /// Whether the text `field` is a promise with a due time (a `.due(of:)` field names it):
    /// `show` and the Markdown export print the time and how it went under it, and a change of
    /// its words is a new promise.
    static func isPromise(_ field: DiaryField) -> Bool {
        all.contains { spec in
            if case .due(let promise, _) = spec.kind { return promise == field }
            return false
        }
    }

    /// The ratings of belief, in the order declared.
    static let beliefFields: [DiaryField] = DiaryField.allCases.filter { spec(of: $0).isBelief }

    /// The text fields whose first line `list` shows, in the order declared.
    static let listedFields: [DiaryField] = textFields.filter { spec(of: $0).isListed }

    /// What `field` holds and its limits.
    package static func kind(of field: DiaryField) -> FieldKind { spec(of: field).kind }
}
