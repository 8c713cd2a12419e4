import Foundation

/// The file `$EDITOR` edits for one field of a draft: `<data>/.edit-<draftID>-<field>.txt`,
/// or `.edit-<draftID>.<entryID>-<field>.txt` for a draft editing a saved entry (so that a
/// leftover names its entry even if the draft was never written), mode 0600. Created, read
/// and removed only through `DiaryStore`; a leftover from a killed run is recovered into its
/// draft on the next start.
package struct ScratchFile: Equatable, Sendable {
    /// The draft whose field is being edited.
    package let draftID: String
    /// The saved entry that draft edits, if any.
    package let entryID: String?
    /// The text field being edited.
    package let field: DiaryField
    /// The absolute path handed to the editor.
    package let path: String

    package init(draftID: String, entryID: String? = nil, field: DiaryField, path: String) {
        self.draftID = draftID
        self.entryID = entryID
        self.field = field
        self.path = path
    }

    /// The most bytes of an editor's text taken into a field or a draft (1 MiB, some 500 times
    /// a field's limit): a larger file is kept as it is, named, never read whole.
    static let maxBytes = 1 << 20

    /// The file name of a draft's field scratch file.
    static func name(draftID: String, entryID: String? = nil, field: DiaryField) -> String {
        ".edit-\(draftID)\(entryID.map { "." + $0 } ?? "")-\(field.rawValue).txt"
    }

    /// Parses a scratch file name back into its draft id, entry id and field; nil for any other name.
    static func parse(_ name: String) -> (draftID: String, entryID: String?, field: DiaryField)? {
        guard name.hasPrefix(".edit-"), name.hasSuffix(".txt") else { return nil }
        let middle = name.dropFirst(6).dropLast(4)
        guard let dash = middle.lastIndex(of: "-") else { return nil }
        let ids = middle[..<dash].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard ids.count == 1 || ids.count == 2, ids.allSatisfy(DiaryStore.isValidID),
              let field = DiaryField(rawValue: String(middle[middle.index(after: dash)...])),
              DiaryField.textFields.contains(field) else { return nil }
        return (ids[0], ids.count == 2 ? ids[1] : nil, field)
    }

    /// The name a scratch file is kept under when its text could not go whole into a field or
    /// a draft (too large, not UTF-8, or an editor that failed after saving): visible in the data
    /// directory, `kept-<draftID>-<field>-<UTC time>.txt` (`-2`, `-3`… if taken). Never
    /// recovered, swept or removed by LemonLog: the notice names it, and it is the person's.
    /// On an encrypted diary the kept file is sealed, its name ending `.gpg` or `.age` (the
    /// engine's own output, which `gpg --decrypt` or `age --decrypt` opens as it is).
    static func keptName(draftID: String, field: DiaryField, at date: Date, attempt: Int, sealedWith engine: CryptEngine? = nil) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let v = value ?? 0; return v < 10 ? "0\(v)" : String(v) }
        let stamp = String(c.year ?? 0) + two(c.month) + two(c.day) + "-" + two(c.hour) + two(c.minute) + two(c.second)
        return "kept-\(draftID)-\(field.rawValue)-\(stamp)" + (attempt > 1 ? "-\(attempt)" : "") + ".txt"
            + (engine.map { "." + $0.rawValue } ?? "")
    }

    /// Whether a name is exactly one `keptName` makes, sealed or not (a person's own
    /// `kept-notes.txt` is not).
    static func isKeptName(_ name: String) -> Bool {
        for engine in [CryptEngine.gpg, .age] where name.hasSuffix(".txt." + engine.rawValue) {
            return isKeptName(String(name.dropLast(engine.rawValue.count + 1)))
        }
        guard name.hasPrefix("kept-"), name.hasSuffix(".txt") else { return false }
        var parts = name.dropFirst(5).dropLast(4).split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 5, let attempt = Int(parts[4]), attempt > 1, String(attempt) == parts[4] { parts.removeLast() }
        guard parts.count == 4 else { return false }
        func digits(_ text: String, _ count: Int) -> Bool { text.utf8.count == count && text.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
        return DiaryStore.isValidID(parts[0]) && !parts[0].contains("-")
            && DiaryField(rawValue: parts[1]).map(DiaryField.textFields.contains) == true
            && digits(parts[2], 8) && digits(parts[3], 6)
    }
}
