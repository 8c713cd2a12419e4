import Foundation

/// What an import from another diary (jrnl, Day One) finds of its entries already in the
/// diary, from an earlier import of the same diary: an entry there as the file has it is left
/// out (so that `--replace` never undoes what the person added since); one changed in its diary
/// since (its text, its star, a new photo) is named, and merged into the entry there, keeping
/// its id: the new text, date and star over what the person added in LemonLog (emotions, the
/// other steps, images), for `--replace` to write. A jrnl entry is found by its id (its date
/// and text), else by its minute and title; a Day One entry by its id (its uuid).
package struct EarlierImports: Sendable, Equatable {
    /// The entries to import: the new ones, and the changed ones merged (with the id they have here).
    package var candidates: [ImportCandidate]
    /// How many entries are in the diary as the file has them (left out).
    package var unchanged: Int
    /// The entries changed since they were imported, in the file's order.
    package var changed: [Changed]

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
    package static func match(_ candidates: [ImportCandidate], in store: DiaryStore, now: Date = Date()) -> EarlierImports {
        var result = EarlierImports(candidates: [], unchanged: 0, changed: [])
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
                continue
            }
            let earlierImages = earlier.content.images.map { image in
                (try? store.imageData(image)).map {
                    ImportImage(name: DiaryStore.exportName(of: image), format: image.format, originalPath: image.originalPath, data: $0)
                }
            }
            let newImages = candidate.images.filter { image in !earlierImages.contains { $0?.data == image.data } }
            let content = candidate.entry.content
            let same = earlier.content.situation == content.situation && (earlier.content.starred || !content.starred)
                && minute(earlier.content.date) == minute(content.date) && newImages.isEmpty
            if same {
                result.unchanged += 1
                continue
            }
            result.changed.append(Changed(id: earlier.id, date: content.date, title: origin.title))
            // An image of the entry there that cannot be read now would be lost by the merge: then
            // the entry is only named, never replaced.
            let kept = earlierImages.compactMap { $0 }
            guard kept.count == earlierImages.count else { continue }
            var merged = earlier
            merged.content.situation = content.situation
            merged.content.date = content.date
            merged.content.starred = earlier.content.starred || content.starred
            merged.updatedAt = max(now, earlier.updatedAt)
            let room = max(0, DiaryLimits.maxImages - kept.count)
            result.candidates.append(ImportCandidate(entry: merged, images: kept + newImages.prefix(room), origin: origin))
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
