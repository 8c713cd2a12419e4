/// Every error found in one check, in step order; valid when there is none.
struct DiaryValidationResult: Sendable, Equatable {
    package var errors: [DiaryValidationError]

    init(errors: [DiaryValidationError]) { self.errors = errors }

    var isValid: Bool { errors.isEmpty }

    /// The fields that failed, in step order, without repeats.
    var failingFields: [DiaryField] {
        var seen = Set<DiaryField>()
        return errors.map(\.field).filter { seen.insert($0).inserted }
    }
}
