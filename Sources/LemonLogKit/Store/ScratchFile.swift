/// The file `$EDITOR` edits for one field of a draft: `<data>/.edit-<draftID>-<field>.txt`,
/// or `.edit-<draftID>.<entryID>-<field>.txt` for a draft editing a saved entry (so that a
/// leftover names its entry even if the draft was never written), mode 0600. Created, read
/// and removed only through `DiaryStore`; a leftover from a killed run is recovered into its
/// draft on the next start.
public struct ScratchFile: Equatable, Sendable {
    /// The draft whose field is being edited.
    public let draftID: String
    /// The saved entry that draft edits, if any.
    public let entryID: String?
    /// The text field being edited.
    public let field: DiaryField
    /// The absolute path handed to the editor.
    public let path: String

    public init(draftID: String, entryID: String? = nil, field: DiaryField, path: String) {
        self.draftID = draftID
        self.entryID = entryID
        self.field = field
        self.path = path
    }

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
}
