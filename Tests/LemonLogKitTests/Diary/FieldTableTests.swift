import Foundation
import Testing
@testable import LemonLogKit

/// The field table is the one place a field's facts are declared: its rows are consistent,
/// their strings exist in both languages, and every text goes into and out of the JSON files
/// under its own flat key.
@Suite("Field table")
struct FieldTableTests {
    @Test("every field has one row, with a key of its own and its strings in both languages")
    func rowsAndStrings() {
        #expect(FieldTable.all.map(\.field) == DiaryField.allCases)
        // Two beliefs share a key only as two parts of its object (`hotThoughtBelief`: before, after).
        let places = FieldTable.all.map { spec -> String in
            if case .belief(_, let part?) = spec.kind { return spec.jsonKey + "." + part }
            return spec.jsonKey
        }
        #expect(Set(places).count == DiaryField.allCases.count, "two fields share a JSON key")
        for language in Language.allCases {
            let table = LocalizationTables.table(for: language)
            for spec in FieldTable.all {
                var keys = [spec.labelKey]
                if spec.isRequired { keys.append(DiaryValidationError.messageKey(field: spec.field, rule: .required)) }
                if spec.isText { keys.append(DiaryValidationError.messageKey(field: spec.field, rule: .tooLong)) }
                if spec.kind.maxCount != nil { keys.append(DiaryValidationError.messageKey(field: spec.field, rule: .tooMany)) }
                let missing = keys.filter { table[$0] == nil }
                #expect(missing.isEmpty, "\(language) lacks \(missing)")
            }
        }
    }

    @Test("a field's number is its place among all fields, and the row asked for is its own")
    func ordinals() {
        #expect(MemoryLayout<DiaryField>.size == 1)
        #expect(DiaryField.allCases.map(\.ordinal) == Array(DiaryField.allCases.indices))
        #expect(Set(DiaryField.allCases).count == DiaryField.allCases.count)
        for (a, b) in zip(DiaryField.allCases, DiaryField.allCases.dropFirst()) { #expect(a != b && a.hashValue != b.hashValue) }
        for field in DiaryField.allCases {
            #expect(FieldTable.spec(of: field).field == field)
            #expect(DiaryField(rawValue: field.rawValue) == field)
        }
    }

    @Test("the rows of each place are the table's rows that go there, in the table's order, for every place and for two at once")
    func rowsOfAPlace() {
        let places: [ColumnPlaces] = [.files, .export, .index, .listJSON, .search, .show, .markdown, [.files, .show]]
        for place in places {
            let expected = FieldTable.columns.filter { $0.places.contains(place) }.map(\.jsonKey)
            #expect(FieldTable.columns(in: place).map(\.jsonKey) == expected, "\(place.rawValue)")
            #expect(!expected.isEmpty)
        }
    }

    @Test("required and limits come from the table: a required field blocks when empty, an optional one never")
    func rulesFollowTheTable() throws {
        let empty = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for spec in FieldTable.all {
            let broken = DiaryValidators.brokenRule(spec.field, in: empty, now: { Date(timeIntervalSince1970: 0) })
            #expect(broken == (spec.isRequired ? .required : nil), "\(spec.field)")
        }
        for field in FieldTable.textFields {
            let limit = try #require(FieldTable.spec(of: field).maxLength)
            var content = empty
            content.setText(String(repeating: "a", count: limit), of: field)
            #expect(DiaryValidators.brokenRule(field, in: content) != .tooLong, "\(field) at its limit")
            content.setText(String(repeating: "a", count: limit + 1), of: field)
            #expect(DiaryValidators.brokenRule(field, in: content) == .tooLong, "\(field) past its limit")
            #expect(DiaryValidators.maxLength(of: field) == limit)
            #expect(StepTable.kind(of: field) == FieldTable.kind(of: field), "the step table forwards to the field table")
        }
    }

    @Test("each text is written under its flat key and read back; an empty text equals an absent one")
    func flatKeys() throws {
        var content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for field in FieldTable.textFields { content.setText("words of \(field.rawValue)\n둘째 줄", of: field) }
        content.setText("ignored", of: .date)
        let data = try StoreJSON.encoder().encode(content)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for field in FieldTable.textFields {
            #expect(object[FieldTable.spec(of: field).jsonKey] as? String == "words of \(field.rawValue)\n둘째 줄")
        }
        #expect(Set(object.keys).isSuperset(of: ["emotions", "date", "images", "intensities", "reratings", "traps"]))
        #expect(try StoreJSON.decoder().decode(DiaryContent.self, from: data) == content)
        #expect(content.text(of: .date) == "", "only text fields hold texts")

        let blank = try StoreJSON.decoder().decode(DiaryContent.self, from: Data(#"{"situation": ""}"#.utf8))
        #expect(blank == DiaryContent(date: Date(timeIntervalSince1970: 0)))
    }

    @Test("an exported entry keeps every text, and importing it gives them back")
    func exchangeKeepsEveryText() throws {
        var content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for field in FieldTable.textFields { content.setText("text of \(field.rawValue)", of: field) }
        let entry = DiaryEntry(id: "abcdef123456", createdAt: content.date, updatedAt: content.date, content: content)
        let exchanged = ExchangeCheck.exchange(entry) { _ in nil }
        for field in FieldTable.textFields { #expect(exchanged.text(of: field) == "text of \(field.rawValue)") }
        let back = try #require(ExchangeCheck.candidate(exchanged))
        #expect(back.entry.content == content)
    }
}
