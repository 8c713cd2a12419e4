import LemonLogKit

/// The care screen's two links to the diary: whether to ask after this save, and starring.
enum CareStar {
    /// The entry just saved, when the care check asks about it (heavy now, not heavy before).
    static func entryToAskAbout(_ session: DraftSession) -> DiaryEntry? {
        guard let entry = session.committedEntry,
              CareCheck().shouldAsk(saved: entry.content, before: session.baseline) else { return nil }
        return entry
    }

    /// Stars the entry under its lock (`lemonlog star`'s path); a failure is one line. The
    /// writing session lets go of its locks first: the entry is saved, and its lock is free for this.
    static func star(_ id: String, session: DraftSession, context: AppContext) -> CareScreen.StarResult {
        session.close()
        do {
            _ = try session.store.setStar(id, starred: true)
            return .starred
        } catch {
            return .failed(reason: context.message(for: error, store: session.store))
        }
    }
}
