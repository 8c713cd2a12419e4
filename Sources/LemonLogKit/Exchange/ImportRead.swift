import Foundation

/// A file given to `import`, read entry by entry: the entries ready to import, the entries
/// left out with every reason (one entry's problem never refuses the others), the fields of the
/// file LemonLog does not know (not imported, named), and a LemonLog export's safety plan.
package struct ImportRead: Sendable, Equatable {
    package var source: ImportReader.Source
    package var candidates: [ImportCandidate]
    /// The entries not imported, in the file's order.
    package var skipped: [SkippedEntry] = []
    /// The fields not imported because LemonLog does not know them, in the order first met.
    package var unknownFields: [UnknownField] = []
    /// A LemonLog export's safety plan (nil when it has none, or when it cannot be read: then `planProblem`).
    package var safetyPlan: SafetyPlan?
    /// Why the file's safety plan cannot be imported (nil when there is none, or it was read).
    package var planProblem: ImportProblem?
    /// A LemonLog export's check-ins (empty when it has none, or when they cannot be read: then `checkInProblem`).
    package var checkIns: [CheckIn] = []
    /// Why the file's check-ins cannot be imported (nil when there are none, or they were read).
    package var checkInProblem: ImportProblem?

    package init(source: ImportReader.Source, candidates: [ImportCandidate], skipped: [SkippedEntry] = []) {
        self.source = source
        self.candidates = candidates
        self.skipped = skipped
    }

    /// Whether anything of the file is not in what is imported: an entry skipped, a field
    /// unknown, the safety plan or the check-ins unreadable.
    package var leftSomethingOut: Bool { !skipped.isEmpty || !unknownFields.isEmpty || planProblem != nil || checkInProblem != nil }
}

/// An entry of the file that is not imported: where it is in the file, how a person finds it
/// there, and every problem found in it.
package struct SkippedEntry: Sendable, Equatable {
    /// 1-based position in the file's entry list.
    package var number: Int
    package var name: EntryName
    package var problems: [ImportProblem]

    package init(number: Int, name: EntryName, problems: [ImportProblem]) {
        self.number = number
        self.name = name
        self.problems = problems
    }
}

/// What names an entry in its file, read from it as written whatever else is wrong with it:
/// its date (LemonLog's `date`, jrnl's `date` and `time`, Day One's `creationDate`), its id
/// (LemonLog's `id`, Day One's `uuid`) and its text (LemonLog's `situation`, jrnl's `title` or
/// `body`, Day One's `text`). Each is nil when the entry has none that is text.
package struct EntryName: Decodable, Sendable, Equatable {
    package var date: String?
    package var id: String?
    package var text: String?

    package init(date: String? = nil, id: String? = nil, text: String? = nil) {
        self.date = date
        self.id = id
        self.text = text
    }

    private enum Key: String, CodingKey { case id, uuid, date, time, creationDate, situation, title, body, text }

    /// Never throws: a part that is missing or not text is nil (so is every part of an entry
    /// that is not an object).
    package init(from decoder: Decoder) {
        guard let c = try? decoder.container(keyedBy: Key.self) else { return }
        func text(_ key: Key) -> String? {
            guard let value = try? c.decodeIfPresent(String.self, forKey: key) else { return nil }
            let trimmed = Self.trimmed(value)
            return trimmed.isEmpty ? nil : trimmed
        }
        let day = text(.date)
        date = day.map { day in text(.time).map { day + " " + $0 } ?? day } ?? text(.creationDate)
        id = text(.id) ?? text(.uuid)
        self.text = text(.situation) ?? text(.title) ?? text(.body) ?? text(.text)
    }

    /// `text` without the white space and line ends at either end, as `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` gives it: the text itself when neither end has any (what most
    /// parts are, at a fraction of the cost of Foundation's trim, which copies through `NSString`).
    static func trimmed(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return text }
        let space = CharacterSet.whitespacesAndNewlines
        guard space.contains(first) || space.contains(last) else { return text }
        return text.trimmingCharacters(in: space)
    }

    /// The most characters of a part shown: enough to find the entry, never a whole page.
    package static let shownLength = 40

    /// A part as it is shown on one line: control characters and escapes removed, new lines as
    /// `⏎`, at most `shownLength` characters (`…` where it goes on).
    package static func shown(_ text: String) -> String {
        let start = String(text.prefix(shownLength * 4))
        let line = TextSanitizer.singleLine(start)
        return line.count > shownLength || start.count < text.count ? String(line.prefix(shownLength)) + "…" : line
    }
}

/// A field of the file LemonLog does not know: its place (`mood`, `actionOutcome.mood`,
/// `emotions[].color`, `safetyPlan.pets`) and in how many entries it is (0: outside the entries).
package struct UnknownField: Sendable, Equatable {
    package var path: String
    package var entries: Int

    package init(path: String, entries: Int) {
        self.path = path
        self.entries = entries
    }
}
