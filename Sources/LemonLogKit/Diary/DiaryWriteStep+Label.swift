extension DiaryWriteStep {
    /// `3/6`: the step's number over the number of steps (the wizard's header, `drafts`).
    package var label: String { "\(number)/\(DiaryWriteStep.allCases.count)" }
}
