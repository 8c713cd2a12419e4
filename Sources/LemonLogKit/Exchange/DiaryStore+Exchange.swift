import Foundation

/// What `export` reads, as a client of the store's parts: the images of the entries it was
/// given (`ImageFiles`), and the interchange document made of them.
extension DiaryStore {
    /// The bytes of an attached image's copy (never through a symlink, never outside `images/`).
    package func imageData(_ image: ImageAttachment) throws -> Data {
        try images.imageData(image)
    }

    /// Where an attachment's copy is; throws `cannotRead` for a stored path that would leave
    /// `images/` (a hand-edited or hostile file).
    package func imagePath(_ image: ImageAttachment) throws -> String {
        try images.imagePath(image)
    }

    /// The name an image is exported and linked under: its own name (`ImageAttachment.ownName`).
    static func exportName(of image: ImageAttachment) -> String {
        image.ownName
    }

    /// The interchange document of these entries, oldest first (then by id), images included.
    /// An image whose copy cannot be read (removed by hand, damaged) is left out and named in
    /// `problems`: the rest of the diary still moves. The safety plan goes with them (a plan
    /// that cannot be read is named in `problems` too), and so do the check-ins, oldest first (all
    /// of them: a check-in is no entry, and the entries' filters do not apply to it).
    package func exchangeDocument(_ entries: [DiaryEntry]) -> (document: ExchangeDocument, problems: [StoreProblem]) {
        let ordered = entries.sorted { ($0.content.date, $0.id) < ($1.content.date, $1.id) }
        var problems: [StoreProblem] = []
        var document = ExchangeDocument(entries: ordered.map { entry in
            ExchangeCheck.exchange(entry) { image in
                do {
                    return try imageData(image)
                } catch {
                    problems.append(DiaryStore.problem(from: error, path: image.storedPath))
                    return nil
                }
            }
        })
        do {
            document.safetyPlan = try safetyPlan()
        } catch {
            problems.append(DiaryStore.problem(from: error, path: safetyPlanPath))
        }
        let (checkIns, checkInProblems) = checkIns()
        problems += checkInProblems
        let oldestFirst = checkIns.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        document.checkIns = oldestFirst.isEmpty ? nil : oldestFirst
        return (document, problems)
    }
}
