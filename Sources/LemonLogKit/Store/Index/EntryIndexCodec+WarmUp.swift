import Foundation

/// A decode done ahead, on a made-up entry, for `list` of an encrypted diary.
///
/// The first decode in a process pays for more than its bytes: the tables of `IndexRows`, and
/// the runtime's first look-up of each generic type it makes (a dictionary keyed by
/// `DiaryField` costs a search of the whole program's conformances, about 0.1 ms). `list -n N`
/// of an encrypted diary would pay this after its engine returns, while it otherwise only waits
/// for it: `warmUp()` pays it during the decrypt instead (issue 36). Nothing is read or written.
extension EntryIndexCodec {
    /// Encodes and decodes one made-up entry with every text, an emotion and a trap; returns
    /// what was decoded (for the tests: a warm-up that decodes nothing warms nothing).
    @discardableResult
    static func warmUp() -> EntryIndex? {
        var content = DiaryContent(date: Date(timeIntervalSince1970: 0))
        for field in FieldTable.textFields { content.setText("·", of: field) }
        content.choose("warm-up")
        content.adjustIntensity(of: "warm-up", by: 1)
        content.toggleTrap("warm-up")
        let entry = DiaryEntry(id: "warm-up", createdAt: content.date, updatedAt: content.date, content: content)
        let index = EntryIndex(stamp: .zero, racy: false, summaries: [EntrySummary(entry: entry, file: .unknown)], problems: [])
        return decode(encode(index), limit: 1, texts: false)
    }
}
