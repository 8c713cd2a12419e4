/// Every error found in one check, in step order; valid when there is none.
public struct DiaryValidationResult: Sendable, Equatable {
    public var errors: [DiaryValidationError]

    public init(errors: [DiaryValidationError]) { self.errors = errors }

    public var isValid: Bool { errors.isEmpty }

    /// The fields that failed, in step order, without repeats.
    public var failingFields: [DiaryField] {
        var seen = Set<DiaryField>()
        return errors.map(\.field).filter { seen.insert($0).inserted }
    }
}
