import Foundation

/// Reading documents and the index.
extension DiaryStore {
    /// All readable drafts, newest `updatedAt` first, and the files that were skipped.
    package func drafts() -> (drafts: [DiaryDraft], problems: [StoreProblem]) {
        documents.drafts()
    }

    /// What `drafts` lists of every readable draft (`DraftSummary`), newest `updatedAt` first,
    /// and the files that were skipped: read from `drafts.idx` and the drafts changed since.
    package func draftSummaries() -> (drafts: [DraftSummary], problems: [StoreProblem]) {
        draftIndex.summaries()
    }

    /// How many draft files this store read whole (for tests: none when nothing changed).
    package var draftFilesRead: Int { draftIndex.filesRead }

    /// All readable entries, newest `content.date` first, and the files that were skipped.
    package func entries() -> (entries: [DiaryEntry], problems: [StoreProblem]) {
        documents.entries()
    }

    /// The entries the summaries stand for, in the summaries' order (a file that became
    /// unreadable since the index was made is reported, not skipped silently).
    package func entries(for summaries: [EntrySummary]) -> (entries: [DiaryEntry], problems: [StoreProblem]) {
        var entries: [DiaryEntry] = []
        var problems: [StoreProblem] = []
        for summary in summaries {
            do {
                entries.append(try documents.read(DiaryEntry.self, at: documents.entryPath(summary.id), id: summary.id))
            } catch {
                problems.append(DiaryStore.problem(from: error, path: documents.entryPath(summary.id)))
            }
        }
        return (entries, problems)
    }

    /// The draft holding unsaved edits of an entry (the newest, if several).
    package func draft(linkedTo entryID: String) -> DiaryDraft? {
        drafts().drafts.first { $0.entryID == entryID }
    }

    /// Every readable entry as a summary, from the index (`StoreIndex.entrySummaries`): newest
    /// `date` first, only the first `limit` when given, search texts only with `texts`, only
    /// the entries a `filter` takes.
    package func entrySummaries(limit: Int? = nil, texts: Bool = false, matching filter: EntryFilter? = nil)
        -> (summaries: [EntrySummary], problems: [StoreProblem]) {
        // An encrypted diary's newest few: from the sealed head when it is current (one small decrypt).
        if !texts, let limit, filter?.isEmpty ?? true, isEncrypted, let head = sealedHead.summaries(limit: limit) {
            return head
        }
        return index.entrySummaries(limit: limit, texts: texts, matching: filter)
    }

    /// How many entries a whole `entrySummaries()` lists, from the index's head, journal and id
    /// table (no page decoded): the review's title while it shows its first rows. Nil when the
    /// index is not trusted.
    package func entryCount() -> Int? {
        index.summaryCount()
    }

    /// Looks for entry files rewritten in place behind the index (which a read, trusting the
    /// folder's stamp, does not notice) and reads them again: `lemonlog doctor`, as the daily
    /// upkeep does. Returns how many entry files were read again, and the files skipped.
    package func checkIndex() -> (filesRead: Int, problems: [StoreProblem]) {
        let read = index.refreshRewrittenFiles()
        return (read, index.entrySummaries(limit: 0).problems)
    }

    /// A store error as the problem line that names its file and why.
    package static func problem(from error: Error, path: String) -> StoreProblem {
        DocumentFiles.problem(from: error, path: path)
    }
}
