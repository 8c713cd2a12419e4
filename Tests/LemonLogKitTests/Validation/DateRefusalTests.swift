import Foundation
import Testing
@testable import LemonLogKit
import LemonLogTestSupport

/// A date the field cannot take is refused with a line in the person's language that offers
/// dates that would work (issue 22, item 8). `now` is Saturday 2026-11-21 12:00 UTC.
@Suite("Date refusals")
struct DateRefusalTests {
    func refusal(_ typed: String, _ language: Language) -> DiaryValidationError? {
        let form = DiaryForm(content: Fixtures.complete, localizer: Localizer(language: language), now: { Fixtures.now })
        guard case .failure(let error) = form.parseDate(typed, dateInput: DateInput(language: language, timeZone: Fixtures.utc)) else {
            return nil
        }
        return error
    }

    @Test("the exact lines, in English and Korean", arguments: [
        ("2026-11-25 25:00", Language.en, ValidationRule.invalid,
         "'2026-11-25 25:00' is not a date or time; try e.g. 'yesterday 21:30' or '2026-11-20 21:30'."),
        ("2026-11-25 25:00", .ko, .invalid,
         "'2026-11-25 25:00'은 날짜나 시간으로 읽을 수 없어요. 예) '어제 오후 9시 30분' 또는 '2026-11-20 21:30'"),
        ("어제 9시", .en, .ambiguous, "'어제 9시' could mean more than one time; try '2026-11-20 09:00' or '2026-11-20 21:00'."),
        ("어제 9시", .ko, .ambiguous, "'어제 9시'는 여러 시간으로 읽혀요. 예) '2026-11-20 09:00' 또는 '2026-11-20 21:00'"),
        // 21:00 today is still to come: only the morning is offered.
        ("9시", .ko, .ambiguous, "'9시'는 여러 시간으로 읽혀요. 예) '2026-11-21 09:00'"),
        ("9pm", .en, .future, "The date cannot be in the future; try e.g. 'yesterday 21:30' or 'now'."),
        ("오후 9시", .ko, .future, "미래의 날짜는 고를 수 없어요. 예) '어제 오후 9시 30분' 또는 '지금'"),
    ])
    func lines(typed: String, language: Language, rule: ValidationRule, message: String) throws {
        let error = try #require(refusal(typed, language))
        #expect(error.field == .date)
        #expect(error.rule == rule)
        #expect(error.message == message)
    }

    /// Every date quoted in a refusal, typed back in the same language, is taken.
    @Test("every example a refusal offers works", arguments: Language.allCases)
    func examplesWork(language: Language) throws {
        let refused = ["2026-11-25 25:00", "bogus", "어제 9시", "9시", "12시", "9pm", "오후 9시", "2030-01-01", "13pm", ""]
        for typed in refused {
            let error = try #require(refusal(typed, language), "\(typed) was taken")
            let quoted = error.message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let examples = quoted.filter { $0 != typed }
            #expect(!examples.isEmpty, "\(typed): \(error.message)")
            for example in examples {
                #expect(refusal(example, language) == nil, "\(example), offered for \(typed), is refused too")
            }
        }
    }

    @Test("the message never shows control characters typed into the field")
    func sanitized() throws {
        let error = try #require(refusal("\u{1B}[31mred", .en))
        #expect(!error.message.contains("\u{1B}"))
    }
}
