/// The file `$EDITOR` edits for one field of a draft: `<data>/.edit-<draftID>-<field>.txt`,
/// mode 0600. Created, read and removed only through `DiaryStore`; a leftover from a killed
/// run is recovered into its draft on the next start.
public struct ScratchFile: Equatable, Sendable {
    /// The draft whose field is being edited.
    public let draftID: String
    /// The text field being edited.
    public let field: DiaryField
    /// The absolute path handed to the editor.
    public let path: String

    /// The file name of a draft's field scratch file.
    static func name(draftID: String, field: DiaryField) -> String {
        ".edit-\(draftID)-\(field.rawValue).txt"
    }

    /// Parses a scratch file name back into its draft id and field; nil for any other name.
    static func parse(_ name: String) -> (draftID: String, field: DiaryField)? {
        guard name.hasPrefix(".edit-"), name.hasSuffix(".txt") else { return nil }
        let middle = name.dropFirst(6).dropLast(4)
        guard let dash = middle.lastIndex(of: "-") else { return nil }
        let id = String(middle[..<dash])
        guard DiaryStore.isValidID(id), let field = DiaryField(rawValue: String(middle[middle.index(after: dash)...])),
              DiaryField.textFields.contains(field) else { return nil }
        return (id, field)
    }
}
