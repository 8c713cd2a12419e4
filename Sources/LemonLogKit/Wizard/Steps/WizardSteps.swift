/// The step table as a value: the steps the wizard walks, in order, each with its fields and
/// how it is shown. Both faces take one (`shipped`, read from `StepTable`, by default), so that
/// a test can walk a table the program does not ship, e.g. one step holding two text fields.
package struct WizardSteps: Sendable, Equatable {
    /// One step of the table.
    package struct Row: Sendable, Equatable {
        package let step: DiaryWriteStep
        /// The fields whose validity decides whether the step may be left forward; its text
        /// fields are shown one under the other and asked in turn, in this order.
        package let fields: [DiaryField]
        package let body: StepBody
        /// Whether the chosen thinking traps' questions are shown above the step's fields.
        package let asksTrapQuestions: Bool

        package init(_ step: DiaryWriteStep, fields: [DiaryField], body: StepBody, asksTrapQuestions: Bool = false) {
            self.step = step
            self.fields = fields
            self.body = body
            self.asksTrapQuestions = asksTrapQuestions
        }
    }

    package let rows: [Row]

    /// A table of `rows`, in the order the wizard walks them: each step at most once and in
    /// `DiaryWriteStep` order, each field in at most one step (that every field has a step is
    /// `StepTableTests`' to check, not a crash's).
    package init(_ rows: [Row]) {
        precondition(!rows.isEmpty && zip(rows, rows.dropFirst()).allSatisfy { $0.step < $1.step },
                     "steps missing, out of order or repeated")
        let fields = rows.flatMap(\.fields)
        precondition(Set(fields).count == fields.count, "a field in two steps")
        self.rows = rows
    }

    /// The table the program ships: `StepTable`'s declarations.
    package static let shipped = WizardSteps(StepTable.steps.map { step in
        Row(step, fields: StepTable.fields(of: step), body: StepTable.body(of: step),
            asksTrapQuestions: StepTable.asksTrapQuestions(step))
    })

    /// The steps in the order the wizard walks them.
    package var steps: [DiaryWriteStep] { rows.map(\.step) }

    /// How many steps there are.
    package var count: Int { rows.count }

    /// The row of `step`; a step the table does not hold reads as the first step's row.
    package func row(_ step: DiaryWriteStep) -> Row {
        rows.first { $0.step == step } ?? rows[0]
    }

    /// The step itself when the table holds it, else the nearest step before it (or the first):
    /// where a draft saved on a step this table lacks opens.
    package func nearest(_ step: DiaryWriteStep) -> DiaryWriteStep {
        rows.last { $0.step <= step }?.step ?? rows[0].step
    }

    /// The step's number as shown, from 1.
    package func number(of step: DiaryWriteStep) -> Int {
        (rows.firstIndex { $0.step == step } ?? 0) + 1
    }

    /// `3/6`: the step's number over the count.
    package func label(_ step: DiaryWriteStep) -> String { "\(number(of: step))/\(count)" }

    /// The step with this number, if any.
    package func step(number: Int) -> DiaryWriteStep? {
        rows.indices.contains(number - 1) ? rows[number - 1].step : nil
    }

    /// The step after `step`, or nil on the last.
    package func next(after step: DiaryWriteStep) -> DiaryWriteStep? { self.step(number: number(of: step) + 1) }

    /// The step before `step`, or nil on the first.
    package func previous(before step: DiaryWriteStep) -> DiaryWriteStep? { self.step(number: number(of: step) - 1) }

    /// The fields whose validity decides whether the step may be left forward.
    package func fields(of step: DiaryWriteStep) -> [DiaryField] { row(step).fields }

    /// How the step is shown and asked.
    package func body(of step: DiaryWriteStep) -> StepBody { row(step).body }

    /// Whether the step shows the chosen thinking traps' questions above its fields.
    package func asksTrapQuestions(_ step: DiaryWriteStep) -> Bool { row(step).asksTrapQuestions }

    /// Whether the step answers the thought (the new perspective): its text step re-rates the
    /// emotions and marks no hot thought. Both faces show the answered thought at its top.
    package func showsAnsweredThought(_ step: DiaryWriteStep) -> Bool {
        markField(of: step) == nil && body(of: step) == .text(list: .reratings)
    }

    /// The step's multi-line text fields, in the order it shows and asks them.
    package func textFields(of step: DiaryWriteStep) -> [DiaryField] {
        guard case .text = body(of: step) else { return [] }
        return fields(of: step).filter(StepTable.isText)
    }

    /// Every multi-line text field of the table, in step order.
    package var textFields: [DiaryField] { steps.flatMap(textFields(of:)) }

    /// The fields a text step shows one under the other, Tab walks and plain mode asks in turn:
    /// its texts and its due-time line, in the order declared.
    package func writtenFields(of step: DiaryWriteStep) -> [DiaryField] {
        guard case .text = body(of: step) else { return [] }
        return fields(of: step).filter { field in
            switch StepTable.kind(of: field) {
            case .text, .due: return true
            case .choices, .date, .attachments, .mark, .belief: return false
            }
        }
    }

    /// The step's written fields as the wizard shows them (required or not, limit, question).
    package func stepFields(of step: DiaryWriteStep) -> [StepField] { writtenFields(of: step).map(StepField.init) }

    /// What plain mode asks for one written field: its text, or its due-time line.
    package func question(for field: DiaryField) -> StepQuestion {
        if case .due = StepTable.kind(of: field) { return .due(field) }
        return .text(field)
    }

    /// The step's marked line (the hot thought), if it has one.
    package func markField(of step: DiaryWriteStep) -> DiaryField? {
        guard case .text = body(of: step) else { return nil }
        return fields(of: step).first { if case .mark = StepTable.kind(of: $0) { true } else { false } }
    }

    /// The step's ratings of belief, in the order it shows and asks them (not one asked later,
    /// by `lemonlog actions done`).
    package func beliefFields(of step: DiaryWriteStep) -> [DiaryField] {
        guard case .text = body(of: step) else { return [] }
        return fields(of: step).filter { FieldTable.spec(of: $0).isBelief && !FieldTable.spec(of: $0).isAskedLater }
    }

    /// The step that holds `field`.
    package func step(of field: DiaryField) -> DiaryWriteStep {
        rows.first { $0.fields.contains(field) }?.step ?? rows[0].step
    }

    /// Every field, in step order.
    package var allFields: [DiaryField] { rows.flatMap(\.fields) }

    /// The field Enter opens on the step when none is focused: its first text, or its date
    /// line; nil where Enter toggles a choice.
    package func enterField(of step: DiaryWriteStep) -> DiaryField? {
        switch body(of: step) {
        case .choices: return nil
        case .text: return textFields(of: step).first
        case .dateAndImages: return fields(of: step).first { if case .date = StepTable.kind(of: $0) { true } else { false } }
        }
    }

    /// What plain mode asks on the step, in turn: the emotions then their ratings; each text
    /// field, the marked line and the beliefs in the order declared, then the step's list; the
    /// date then the images.
    package func questions(of step: DiaryWriteStep) -> [StepQuestion] {
        switch body(of: step) {
        case .choices: return [.emotions, .ratings]
        case .text(let list):
            let written = writtenFields(of: step)
            let texts: [StepQuestion] = fields(of: step).compactMap { field in
                if written.contains(field) { return question(for: field) }
                if field == markField(of: step) { return .mark(field) }
                if beliefFields(of: step).contains(field) { return .belief(field) }
                return nil
            }
            switch list {
            case .traps: return texts + [.traps]
            case .reratings: return texts + [.reratings]
            case nil: return texts
            }
        case .dateAndImages: return [.date, .images]
        }
    }
}
