import Foundation

/// Reads jrnl's JSON export (`jrnl --export json`): each jrnl entry becomes an entry whose
/// situation holds its title and body. Its id is made from its date and text, so importing
/// the same jrnl file twice skips what is already there.
struct JrnlImport {
    let timeZone: TimeZone

    /// One entry of jrnl's export: `{"title", "body", "date": "2024-01-31", "time": "09:05", …}`.
    struct Entry: Decodable {
        var title: String
        var body: String
        var date: String
        var time: String

        enum CodingKeys: String, CodingKey { case title, body, date, time }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
            body = try c.decodeIfPresent(String.self, forKey: .body) ?? ""
            date = try c.decode(String.self, forKey: .date)
            time = try c.decodeIfPresent(String.self, forKey: .time) ?? "00:00"
        }
    }

    func read(_ data: Data, _ decoder: JSONDecoder) -> Result<[ImportCandidate], ImportFailure> {
        let document: Attempts<Entry>
        do {
            document = try decoder.decode(Attempts<Entry>.self, from: data)
        } catch {
            return .failure(ImportFailure([ImportReader.problem(error, entry: nil)]))
        }
        var candidates: [ImportCandidate] = []
        var problems: [ImportProblem] = []
        let dates = DateInput(language: .en, timeZone: timeZone)
        for (offset, attempt) in document.entries.enumerated() {
            let number = offset + 1
            switch attempt.result {
            case .failure(let error):
                problems.append(ImportReader.problem(error, entry: number))
            case .success(let entry):
                // jrnl writes its days out; the date field's words (`monday`, `2d`) name no day in a file.
                guard DateInput.writtenDay(entry.date) != nil,
                      let date = dates.parse(entry.date + " " + entry.time, now: .distantFuture),
                      StoreTimestamp.format(date) != nil else {
                    problems.append(ImportProblem(entry: number, field: "date", key: "import_problem_bad_date",
                                                  ["value": entry.date + " " + entry.time]))
                    continue
                }
                let title = entry.title.trimmingCharacters(in: .whitespacesAndNewlines)
                let body = entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
                let text = [title, body].filter { !$0.isEmpty }.joined(separator: "\n")
                guard !text.isEmpty else {
                    problems.append(ImportProblem(entry: number, field: "body", key: "import_problem_empty_jrnl"))
                    continue
                }
                let id = Self.id(date: entry.date, time: entry.time, text: text)
                let content = DiaryContent(texts: [.situation: text], date: date)
                candidates.append(ImportCandidate(entry: DiaryEntry(id: id, createdAt: date, updatedAt: date, content: content)))
            }
        }
        return problems.isEmpty ? .success(candidates) : .failure(ImportFailure(problems))
    }

    /// A 12-hex-digit id from the entry's date and text (FNV-1a, 64 bits).
    static func id(date: String, time: String, text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ("jrnl\u{0}" + date + "\u{0}" + time + "\u{0}" + text).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash & 0xFFFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
