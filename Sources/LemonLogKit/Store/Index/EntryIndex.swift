/// The index file's content: the entries folder's stamp when it was made, a summary of
/// every readable entry (in list order), and the files that could not be read, so that they
/// keep being reported without being read again.
struct EntryIndex: Equatable, Sendable {
    /// A file of `entries/` that is not a readable entry, with why.
    struct Problem: Equatable, Sendable {
        var name: String
        var file: FileStamp
        var reason: String
    }

    var stamp: DirectoryStamp
    /// Set when the stamp was too recent to trust: the next read scans the folder.
    var racy: Bool
    var summaries: [EntrySummary]
    var problems: [Problem]

    static let empty = EntryIndex(stamp: .zero, racy: true, summaries: [], problems: [])

    /// Whether a file is recorded without a stamp (`FileStamp.unknown`: changed in the file
    /// system clock's last tick, or by another tool during a write): the index is then racy,
    /// so that the next read scans the folder and reads that file again.
    var hasUnknownStamps: Bool {
        summaries.contains { $0.file == .unknown } || problems.contains { $0.file == .unknown && !$0.name.isEmpty }
    }
}
