import Foundation

/// What an import from another diary (jrnl, Day One) finds of its entries already in the
/// diary, from an earlier import of the same diary. The record of what each entry was at its
/// source when imported (`DiaryStore.importRecord`) tells who changed it since:
/// - nobody (or only LemonLog: an edit here, emotions added): left out, counted unchanged;
/// - only the source (its text, date, star, a new photo): named, and merged into the entry
///   there, keeping its id (the new text, date and star over what was added in LemonLog:
///   emotions, the other steps, images), for `--replace` to write;
/// - both: named; with `--replace` LemonLog's version stays and the source's becomes a conflict
///   copy marked with its diary (`importedFrom`), listed by `drafts`. A star changed at the
///   source follows it here unless it was changed here too.
/// An entry with no record (imported by an older LemonLog) counts as edited here whenever its
/// text differs: both are kept. A jrnl entry is found by its id (its date and text), else by its
/// minute and title; a Day One entry by its id (its uuid).
package struct EarlierImports: Sendable, Equatable {
    /// The entries to import: the new ones, and the changed ones merged (with the id they have here).
    package var candidates: [ImportCandidate]
    /// How many entries are in the diary as the file has them (left out).
    package var unchanged: Int
    /// The entries changed since they were imported, in the file's order.
    package var changed: [Changed]
    /// The entries changed both at the source and here: the conflict copies among `candidates`
    /// that keep the source's version (written with `--replace` only).
    package var keptBoth: [KeptBoth] = []
    /// What to record once written (`DiaryStore.recordImported`): the source's fingerprint of
    /// each entry by its id here, and the situation the entry should then have.
    package var records: [String: Pending] = [:]

    /// A conflict copy of an entry, holding the version of its source.
    package struct KeptBoth: Sendable, Equatable {
        /// The id of the entry in this diary (LemonLog's version, which stays).
        package var id: String
        /// The id of the copy (the source's version).
        package var copy: String
        package var date: Date
        package var title: String
    }

    /// A fingerprint to record, if the entry has `situation` once the import is written.
    package struct Pending: Sendable, Equatable {
        package var fingerprint: ImportFingerprint
        package var situation: String
        /// Whether it is only true once `--replace` wrote the entry (else as soon as it is there).
        package var replaces: Bool
    }

    /// The candidates to hand to the store: without `replace`, the conflict copies are left out
    /// (the entries they belong to are only named).
    package func staged(replace: Bool) -> [ImportCandidate] {
        replace ? candidates : candidates.filter { candidate in !keptBoth.contains { $0.copy == candidate.entry.id } }
    }

    /// The fingerprints to record now that the import is written: each entry that is there with
    /// the situation it was to have (and, for one changed, only after `--replace`).
    package func written(in store: DiaryStore, replace: Bool) -> [String: ImportFingerprint] {
        var out: [String: ImportFingerprint] = [:]
        for (id, pending) in records where replace || !pending.replaces {
            guard case .entry(let entry)? = try? store.resolve(id), entry.id == id,
                  entry.content.situation == pending.situation else { continue }
            out[id] = pending.fingerprint
        }
        return out
    }

    /// An entry changed in its diary since it was imported.
    package struct Changed: Sendable, Equatable {
        /// The id of the entry in this diary.
        package var id: String
        package var date: Date
        package var title: String
    }

    /// Sorts `candidates` against the entries of `store` (read from the index; only the entries
    /// that may match are read). Candidates without an origin (LemonLog's own export) are
    /// passed on as they are.
    package static func match(_ candidates: [ImportCandidate], in store: DiaryStore, source: String = "jrnl",
                              now: Date = Date()) -> EarlierImports {
        var result = EarlierImports(candidates: [], unchanged: 0, changed: [])
        let record = store.importRecord()
        guard candidates.contains(where: { $0.origin != nil }) else {
            result.candidates = candidates
            return result
        }
        let summaries = store.entrySummaries().summaries
        let known = Set(summaries.map(\.id))
        var byTitle: [MinuteTitle: [String]] = [:]
        for summary in summaries {
            byTitle[MinuteTitle(minute: minute(summary.date), head: summary.situationHead), default: []].append(summary.id)
        }
        // An id in the file claims its entry first; the rest may be found by minute and title.
        var claimed = Set(candidates.map(\.entry.id).filter(known.contains))
        for candidate in candidates {
            guard let origin = candidate.origin else {
                result.candidates.append(candidate)
                continue
            }
            var earlier: DiaryEntry?
            if known.contains(candidate.entry.id) {
                earlier = entry(candidate.entry.id, in: store)
            } else if origin.matchesByTitle {
                let key = MinuteTitle(minute: minute(origin.minute), head: origin.title)
                for id in byTitle[key] ?? [] where !claimed.contains(id) {
                    guard let found = entry(id, in: store), firstLine(found.content.situation) == origin.title else { continue }
                    claimed.insert(id)
                    earlier = found
                    break
                }
            }
            guard let earlier else {
                result.candidates.append(candidate)
                result.records[candidate.entry.id] = Pending(fingerprint: ImportFingerprint(candidate.entry.content),
                                                             situation: candidate.entry.content.situation, replaces: false)
                continue
            }
            let earlierImages = earlier.content.images.map { image in
                (try? store.imageData(image)).map {
                    ImportImage(name: DiaryStore.exportName(of: image), format: image.format, originalPath: image.originalPath, data: $0)
                }
            }
            let newImages = candidate.images.filter { image in !earlierImages.contains { $0?.data == image.data } }
            let content = candidate.entry.content
            let there = ImportFingerprint(content), here = ImportFingerprint(earlier.content)
            // What the source had when last imported: recorded; else (imported by an older
            // LemonLog) the source's text when the entry's jrnl id is made from it, or when the
            // entry has it still; otherwise an edit here cannot be told from one there, and
            // both are kept. Without a record a star is only ever added.
            let sameSource = (earlier.id == candidate.entry.id && origin.matchesByTitle) || there.text == here.text
            let known = record[earlier.id] ?? ImportFingerprint(text: sameSource ? there.text : "", starred: false)
            let editedHere = here.text != known.text
            let changedThere = there.text != known.text || !newImages.isEmpty
            let starHere = earlier.content.starred != known.starred
            let starThere = content.starred != known.starred
            let starred = starThere && !starHere ? content.starred : earlier.content.starred
            if !changedThere, starred == earlier.content.starred {
                result.unchanged += 1
                if record[earlier.id] == nil {
                    result.records[earlier.id] = Pending(fingerprint: there, situation: earlier.content.situation, replaces: false)
                }
                continue
            }
            result.changed.append(Changed(id: earlier.id, date: content.date, title: origin.title))
            // An image of the entry there that cannot be read now would be lost by the merge: then
            // the entry is only named, never replaced.
            let kept = earlierImages.compactMap { $0 }
            guard kept.count == earlierImages.count else { continue }
            var merged = earlier
            merged.content.starred = starred
            merged.updatedAt = max(now, earlier.updatedAt)
            if changedThere, editedHere {
                // Both changed it: LemonLog's text stays, the source's is kept as a conflict copy.
                var copyID = DiaryStore.newID()
                while store.entryFileExists(copyID) || PosixFile.exists(store.draftPath(copyID)) { copyID = DiaryStore.newID() }
                var copy = DiaryEntry(id: copyID, createdAt: now, updatedAt: now, content: content)
                copy.conflictOf = earlier.id
                copy.importedFrom = source
                result.keptBoth.append(KeptBoth(id: earlier.id, copy: copyID, date: content.date, title: origin.title))
                result.candidates.append(ImportCandidate(entry: copy, images: Array(candidate.images.prefix(DiaryLimits.maxImages)), origin: origin))
                if starred != earlier.content.starred {
                    result.candidates.append(ImportCandidate(entry: merged, images: kept, origin: origin))
                }
            } else {
                merged.content.situation = content.situation
                merged.content.date = content.date
                let room = max(0, DiaryLimits.maxImages - kept.count)
                result.candidates.append(ImportCandidate(entry: merged, images: kept + newImages.prefix(room), origin: origin))
            }
            result.records[earlier.id] = Pending(fingerprint: there, situation: merged.content.situation, replaces: true)
        }
        return result
    }

    /// A minute and the first line of a situation as the index keeps it.
    private struct MinuteTitle: Hashable {
        var minute: Date
        var head: String
    }

    private static func minute(_ date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    private static func entry(_ id: String, in store: DiaryStore) -> DiaryEntry? {
        guard case .entry(let entry)? = try? store.resolve(id) else { return nil }
        return entry
    }

    private static func firstLine(_ text: String) -> String {
        String(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n", maxSplits: 1).first ?? "")
    }
}
