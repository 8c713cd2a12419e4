import Foundation
import Testing
@testable import LemonLogKit

@Suite("Validation rules, declared per field")
struct DiaryValidatorsTests {
    let l = Localizer(language: .en)

    static let textCases: [(String, ValidationRule?)] = [
        ("", .required),
        ("   ", .required),
        ("\n\n \t", .required),
        ("\u{3000}", .required),              // ideographic space from Korean IMEs
        ("a", nil),
        ("  버스를 놓쳤다  ", nil),
        (String(repeating: "가", count: 2_000), nil),
        (String(repeating: "가", count: 2_001), .tooLong),
        (String(repeating: "e\u{301}", count: 2_000), nil),   // 2,000 Characters, 4,000 scalars
        (String(repeating: "👨‍👩‍👧", count: 2_001), .tooLong),
    ]

    @Test("text fields: required (where the field table says so) after trimming, at most 2,000 Characters",
          arguments: DiaryField.textFields)
    func textRules(field: DiaryField) {
        for (text, rule) in Self.textCases {
            let expected = rule == .required && !FieldTable.spec(of: field).isRequired ? nil : rule
            var content = Fixtures.complete
            content.setText(text, of: field)
            let error = DiaryValidators.validate(field, in: content, localizer: l, now: { Fixtures.now })
            #expect(error?.rule == expected, "\(field) with \(text.prefix(8).debugDescription)")
            #expect(error?.field == (expected == nil ? nil : field))
        }
    }

    @Test("emotion: at least one, at most five", arguments: [(0, ValidationRule.required), (1, nil), (5, nil), (6, .tooMany)])
    func emotionRules(count: Int, expected: ValidationRule?) {
        var content = Fixtures.complete
        content.emotions = (0..<count).map { "e\($0)" }
        #expect(DiaryValidators.validate(.emotion, in: content, localizer: l)?.rule == expected)
    }

    @Test("date: never more than a minute in the future")
    func dateRule() {
        var content = Fixtures.complete
        content.date = Fixtures.now.addingTimeInterval(30)
        #expect(DiaryValidators.validate(.date, in: content, localizer: l, now: { Fixtures.now }) == nil)
        content.date = Fixtures.now.addingTimeInterval(3_600)
        #expect(DiaryValidators.validate(.date, in: content, localizer: l, now: { Fixtures.now })?.rule == .future)
    }

    @Test("the whole form: every failing field at once, in step order")
    func collectsEveryError() {
        var content = Fixtures.complete
        content.emotions = []
        content.thought = " "
        content.action = ""
        let result = DiaryValidators.validate(content, localizer: l, now: { Fixtures.now })
        #expect(!result.isValid)
        #expect(result.failingFields == [.emotion, .thought, .action])
        #expect(result.errors.map(\.messageKey) == [
            "validation_error_emotion_required", "validation_error_thought_required", "validation_error_action_required",
        ])
        #expect(DiaryValidators.validate(Fixtures.complete, localizer: l, now: { Fixtures.now }).isValid)
    }

    @Test("messages come from the tables and fill {max}")
    func messages() {
        let en = DiaryValidationError.make(.situation, .tooLong, l)
        #expect(en.message == "The situation can be at most 2000 characters.")
        let ko = DiaryValidationError.make(.emotion, .tooMany, Localizer(language: .ko))
        #expect(ko.message.contains("5개"))
        #expect(!ko.message.contains("{max}"))
    }
}
