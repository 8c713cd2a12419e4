import Foundation

/// Reads jrnl's JSON export (`jrnl --export json`): each jrnl entry becomes an entry whose
/// situation holds its title and body (its tags stay in the text, searchable), starred if jrnl
/// starred it. Its id is made from its date and text, so importing the same jrnl file twice
/// skips what is already there; identical entries (same minute, same text) each get an id of
/// their own, and the entries of one minute keep jrnl's order (a second apart).
struct JrnlImport {
    let timeZone: TimeZone

    /// One entry of jrnl's export: `{"title", "body", "date": "2024-01-31", "time": "09:05", …}`.
    struct Entry: Decodable {
        var title: String
        var body: String
        var date: String
        var time: String
        var starred: Bool

        enum CodingKeys: String, CodingKey { case title, body, date, time, starred }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
            body = try c.decodeIfPresent(String.self, forKey: .body) ?? ""
            date = try c.decode(String.self, forKey: .date)
            time = try c.decodeIfPresent(String.self, forKey: .time) ?? "00:00"
            starred = try c.decodeIfPresent(Bool.self, forKey: .starred) ?? false
        }
    }

    /// The entries of the file; an entry with a bad date or no text is left out (`json`: the
    /// file as `JSONSerialization` reads it, for the values named).
    func read(_ data: Data, _ decoder: JSONDecoder, _ json: Any? = nil) -> Result<ImportRead, ImportFailure> {
        var candidates: [ImportCandidate] = []
        let dates = DateInput(language: .en, timeZone: timeZone)
        // How many entries of each minute, and of each minute and text, came before.
        var minutes: [String: Int] = [:]
        var texts: [String: Int] = [:]
        var textKeys: [String] = []
        let skipped = Attempts<Entry>.read(data, decoder, json) { number, entry in
            // jrnl writes its days out; the date field's words (`monday`, `2d`) name no day in a file.
            let parsed = dates.parse(entry.date + " " + entry.time, now: .distantFuture)
            let moved = parsed == nil ? Self.pastGap(entry.date + " " + entry.time, timeZone) : nil
            guard DateInput.writtenDay(entry.date) != nil,
                  let date = parsed ?? moved,
                  StoreTimestamp.format(date) != nil else {
                return [ImportProblem(entry: number, field: "date", key: "import_problem_bad_date",
                                      ["value": entry.date + " " + entry.time])]
            }
            let title = entry.title.trimmingCharacters(in: .whitespacesAndNewlines)
            let body = entry.body.trimmingCharacters(in: .whitespacesAndNewlines)
            let text = [title, body].filter { !$0.isEmpty }.joined(separator: "\n")
            guard !text.isEmpty else {
                return [ImportProblem(entry: number, field: "body", key: "import_problem_empty_jrnl")]
            }
            let minute = entry.date + " " + entry.time
            let position = minutes[minute, default: 0]
            minutes[minute] = position + 1
            let textKey = minute + "\u{0}" + text
            let occurrence = texts[textKey, default: 0] + 1
            texts[textKey] = occurrence
            textKeys.append(textKey)
            let id = Self.id(date: entry.date, time: entry.time, text: text, occurrence: occurrence)
            let dated = date.addingTimeInterval(Self.offset(position))
            let content = DiaryContent(texts: [.situation: text], date: dated, starred: entry.starred)
            let heading = String(text.split(separator: "\n", maxSplits: 1).first ?? "")
            candidates.append(ImportCandidate(entry: DiaryEntry(id: id, createdAt: dated, updatedAt: dated, content: content),
                                              origin: ImportOrigin(minute: date, title: heading, matchesByTitle: true,
                                                                   movedFrom: moved == nil ? nil : entry.date + " " + entry.time)))
            return []
        }
        for (index, key) in textKeys.enumerated() { candidates[index].origin?.twins = texts[key] ?? 1 }
        return skipped.map { ImportRead(source: .jrnl, candidates: candidates, skipped: $0) }
    }

    /// A wall-clock time that `timeZone` skips (a daylight-saving gap, which jrnl accepts), moved
    /// forward by the gap: `2026-03-08 02:30` in New York is 03:30 EDT (the offset before the gap
    /// applied). Nil for a text that is not `yyyy-MM-dd HH:mm` or a time that is not in a gap.
    static func pastGap(_ text: String, _ timeZone: TimeZone) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM-dd HH:mm"
        guard let wall = f.date(from: text), f.string(from: wall) == text else { return nil }
        let before = timeZone.secondsFromGMT(for: wall.addingTimeInterval(-86_400))
        let moved = wall.addingTimeInterval(TimeInterval(-before))
        f.timeZone = timeZone
        // Only a time the zone skips: its own wall clock then reads later than the text.
        guard f.string(from: moved) > text else { return nil }
        return moved
    }

    /// How far after its minute the entry at `position` (0 for the first) among the entries of
    /// that minute is dated: a second for each before it (a millisecond past the 60th), so that
    /// the list, `read` and the export keep jrnl's order.
    static func offset(_ position: Int) -> TimeInterval {
        TimeInterval(min(position, 59)) + TimeInterval(max(0, position - 59)) / 1000
    }

    /// A 12-hex-digit id from the entry's date and text (FNV-1a, 64 bits); the second and later
    /// of identical entries (`occurrence` 2, 3, …) add their number, so that each has its own.
    static func id(date: String, time: String, text: String, occurrence: Int = 1) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let repeated = occurrence > 1 ? "\u{0}" + String(occurrence) : ""
        for byte in ("jrnl\u{0}" + date + "\u{0}" + time + "\u{0}" + text + repeated).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash & 0xFFFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
