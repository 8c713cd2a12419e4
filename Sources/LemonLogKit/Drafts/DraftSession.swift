import Foundation

/// One wizard's hold on a draft: which draft (and entry) it writes, the locks that keep a
/// second wizard out, and the store calls for autosave and the final save.
package final class DraftSession: @unchecked Sendable {
    package let store: DiaryStore
    package let draftID: String
    /// Set when the wizard edits a saved entry.
    package let entryID: String?
    package let createdAt: Date
    /// What the wizard opens with.
    package let content: DiaryContent
    /// The saved entry's content when a saved entry is edited: the rules it already broke do
    /// not block an edit that makes nothing worse (`DiaryForm.baseline`). Nil for a new entry.
    package let baseline: DiaryContent?
    package let position: DraftPosition
    /// Why a different document than asked for was opened (unsaved edits of an entry).
    package let resumedDraftID: String?
    /// The draft is the other machine's version of an entry both changed (`lemonlog sync`):
    /// kept through every autosave, so `drafts` goes on saying so after the person edits it.
    let fromOtherMachine: Bool?
    /// The entry's `updatedAt` when these edits of it began (`DiaryDraft.baseUpdatedAt`).
    private var baseUpdatedAt: Date?
    /// Set when the entry changed (or was deleted) since these edits began: the person is told
    /// on opening, and saving keeps the entry's current version as a conflict copy.
    package let entryMovedOn: EntryMovedOn?
    /// Whether the draft file exists (a run that changes nothing writes none).
    private(set) var draftOnDisk: Bool
    /// The entry as the last commit saved it (nil until then): what the care check reads.
    package private(set) var committedEntry: DiaryEntry?
    /// What the draft file holds (or, before any write, what the session opened with).
    private var written: (content: DiaryContent, step: DiaryWriteStep, field: DiaryField?, typed: [String: String])?
    private let entryCreatedAt: Date?
    private var locks: [StoreLock]

    private init(store: DiaryStore, draftID: String, entryID: String?, createdAt: Date, content: DiaryContent,
                 baseline: DiaryContent? = nil, position: DraftPosition, draftOnDisk: Bool, entryCreatedAt: Date?,
                 resumedDraftID: String?, locks: [StoreLock], fromOtherMachine: Bool? = nil,
                 baseUpdatedAt: Date? = nil, entryMovedOn: EntryMovedOn? = nil) {
        self.store = store
        self.baseUpdatedAt = baseUpdatedAt
        self.entryMovedOn = entryMovedOn
        self.fromOtherMachine = fromOtherMachine
        self.draftID = draftID
        self.entryID = entryID
        self.createdAt = createdAt
        self.content = content
        self.baseline = baseline
        self.position = position
        self.draftOnDisk = draftOnDisk
        self.entryCreatedAt = entryCreatedAt
        self.resumedDraftID = resumedDraftID
        self.locks = locks
    }

    /// A new entry: a fresh id (the entry keeps it when saved), nothing on disk yet.
    package static func new(store: DiaryStore, now: Date) throws -> DraftSession {
        let id = DiaryStore.newID()
        let lock = try store.lock(id: id)
        return DraftSession(store: store, draftID: id, entryID: nil, createdAt: now, content: DiaryContent(date: now),
                            position: DraftPosition(), draftOnDisk: false, entryCreatedAt: nil,
                            resumedDraftID: nil, locks: [lock])
    }

    /// Opens what an id names: a draft where it was left, or a saved entry as a copy (its
    /// unsaved edits from an earlier run, if a draft holds them). Refuses with `.locked`
    /// while another wizard has it open.
    package static func open(_ item: StoreItem, store: DiaryStore, now: Date) throws -> DraftSession {
        switch item {
        case .draft(let draft):
            var locks = [try store.lock(id: draft.id)]
            var entryCreatedAt: Date?
            var baseline: DiaryContent?
            var movedOn: EntryMovedOn?
            if let entryID = draft.entryID {
                locks.append(try store.lock(id: entryID))
                if case .entry(let entry)? = try? store.resolve(entryID), entry.id == entryID {
                    entryCreatedAt = entry.createdAt
                    baseline = entry.content
                    if draft.isBehind(entry) { movedOn = .changed }
                } else if draft.baseUpdatedAt != nil, !store.entryFileExists(entryID) {
                    movedOn = .deleted
                }
            }
            return DraftSession(store: store, draftID: draft.id, entryID: draft.entryID, createdAt: draft.createdAt,
                                content: draft.content, baseline: baseline, position: draft.position, draftOnDisk: true,
                                entryCreatedAt: entryCreatedAt, resumedDraftID: nil, locks: locks,
                                fromOtherMachine: draft.fromOtherMachine, baseUpdatedAt: draft.baseUpdatedAt, entryMovedOn: movedOn)
        case .entry(let entry):
            let entryLock = try store.lock(id: entry.id)
            if let linked = store.draft(linkedTo: entry.id) {
                let draftLock = try store.lock(id: linked.id)
                return DraftSession(store: store, draftID: linked.id, entryID: entry.id, createdAt: linked.createdAt,
                                    content: linked.content, baseline: entry.content, position: linked.position, draftOnDisk: true,
                                    entryCreatedAt: entry.createdAt, resumedDraftID: linked.id,
                                    locks: [entryLock, draftLock], fromOtherMachine: linked.fromOtherMachine,
                                    baseUpdatedAt: linked.baseUpdatedAt, entryMovedOn: linked.isBehind(entry) ? .changed : nil)
            }
            var id = DiaryStore.newID()
            while id == entry.id { id = DiaryStore.newID() }
            let draftLock = try store.lock(id: id)
            return DraftSession(store: store, draftID: id, entryID: entry.id, createdAt: now, content: entry.content,
                                baseline: entry.content, position: DraftPosition(), draftOnDisk: false, entryCreatedAt: entry.createdAt,
                                resumedDraftID: nil, locks: [entryLock, draftLock], baseUpdatedAt: entry.updatedAt)
        }
    }

    /// Where attached images are copied: under the id the entry will have.
    package var imageOwnerID: String { entryID ?? draftID }

    /// The draft document for the wizard's current content and position.
    package func draft(content: DiaryContent, position: DraftPosition, now: Date) -> DiaryDraft {
        var draft = DiaryDraft(id: draftID, entryID: entryID, createdAt: createdAt, updatedAt: now, content: content,
                               position: position)
        draft.fromOtherMachine = fromOtherMachine
        draft.baseUpdatedAt = baseUpdatedAt
        return draft
    }

    /// Writes the draft (atomically and durably).
    package func saveDraft(content: DiaryContent, position: DraftPosition, now: Date) throws {
        try store.saveDraft(draft(content: content, position: position, now: now))
        draftOnDisk = true
        written = (content, position.step, position.field, position.typed)
    }

    /// Whether `content` on `step` (focused on `field`, when one is given) differs from what the
    /// draft file holds (or, before any write, from what the session opened with): a draft
    /// reopened and left unchanged is not written again, so an older-version file keeps its
    /// version until something changes; a focus moved to another field of the step is a change, and
    /// so is a line typed and not taken (`typed`, nil: not compared).
    func hasChanges(content: DiaryContent, step: DiaryWriteStep, field: DiaryField? = nil, typed: [String: String]? = nil) -> Bool {
        let base = written ?? (self.content, position.step, position.field, position.typed)
        if let typed, typed != base.typed { return true }
        // A draft from before fields were kept (no field) opens on the step's first field: moving
        // from there is not compared until the draft is next written for another reason.
        return content != base.content || step != base.step || (field != nil && base.field != nil && field != base.field)
    }

    /// Whether leaving with `content` (and no line typed and not taken) leaves an edit that changed
    /// nothing in the end: its draft, if one was written on the way, is removed, so that no
    /// "Draft kept" names a draft `drafts` does not list. False for a new entry, or if the removal fails.
    func discardIfUnchanged(content: DiaryContent, typed: [String: String]) -> Bool {
        guard entryID != nil, let baseline, content == baseline, typed.isEmpty else { return false }
        if draftOnDisk {
            // Under this session's lock: the draft file and its scratch files (the entry's images stay).
            for file in store.upkeep.scratchFiles(of: draftID) { store.upkeep.removeScratchFile(file) }
            do { try store.documents.removeDraftFile(id: draftID) } catch { return false }
            draftOnDisk = false
            written = nil
        }
        return true
    }

    /// Saves the entry with `content` as given (a new one keeps the draft's id; an edited one
    /// keeps its id and creation time) and then removes the draft. Not public: every face
    /// commits through `WritingSession.commit`, which saves the form's content-to-save (where
    /// `savedOver` clears a changed action's outcome and due time, once).
    @discardableResult
    func commit(content: DiaryContent, position: DraftPosition, now: Date) throws -> DiaryEntry {
        let entry = DiaryEntry(id: entryID ?? draftID, createdAt: entryCreatedAt ?? createdAt, updatedAt: now,
                               content: content)
        try store.commit(draft: draft(content: content, position: position, now: now), as: entry)
        draftOnDisk = false
        committedEntry = entry
        baseUpdatedAt = entry.updatedAt
        return entry
    }

    /// Lets go of the locks (also done by the kernel if the process dies), removing the lock
    /// file of an id that names nothing any more (a committed edit's draft, a draft never written).
    package func close() {
        for lock in locks { store.release(lock) }
        locks = []
    }

    deinit { close() }
}

/// What happened to an entry since a draft of edits to it began (`DraftSession.entryMovedOn`).
package enum EntryMovedOn: Equatable, Sendable {
    /// Another version was saved (by sync, an import, another edit).
    case changed
    /// The entry was deleted (saving the draft brings it back).
    case deleted
}
