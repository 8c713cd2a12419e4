/// LemonLog's own merge rule, one path at a time, from the path's file at the last common
/// sync (`base`) and on each side (nil: no file). Git's merge is never asked: no conflict
/// marker can reach an entry file.
enum SyncRule: Equatable {
    /// This machine's file stays (only this side changed it, or both made the same change).
    case keep
    /// The other machine's file is taken (only that side changed it): written, or removed if nil.
    case take(String?)
    /// Both sides changed the file differently and both still have it: an entry keeps both.
    case bothChanged
    /// One side deleted the file, the other changed it: the change wins (the other side's file
    /// taken if it is the changed one, nil when this side's change stays).
    case changeKept(take: String?)

    /// The rule for one path.
    static func decide(base: String?, ours: String?, theirs: String?) -> SyncRule {
        if ours == theirs || theirs == base { return .keep }
        if ours == base { return .take(theirs) }
        if ours == nil { return .changeKept(take: theirs) }
        if theirs == nil { return .changeKept(take: nil) }
        return .bothChanged
    }
}

/// What a path of the repository is: an entry, one of an entry's images, the recipients
/// file, the safety plan or a check-in. Nothing else may travel (a remote holding anything else is not a LemonLog diary).
enum SyncPath: Equatable {
    case entry(id: String)
    case image(ownerID: String)
    case recipients
    /// The safety plan (`safety-plan.json`).
    case safetyPlan
    /// A quick check-in (`checkins/<id>.json`).
    case checkIn(id: String)

    /// The kind of `path`, or nil if a diary does not hold it.
    init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts == [DiaryRecipients.fileName] {
            self = .recipients
        } else if parts == [SafetyPlanDocument.fileName] {
            self = .safetyPlan
        } else if parts.count == 2, parts[0] == CheckInDocument.folderName, DiaryStore.isDocumentName(parts[1]) {
            self = .checkIn(id: String(parts[1].dropLast(5)))
        } else if parts.count == 2, parts[0] == "entries", DiaryStore.isDocumentName(parts[1]) {
            self = .entry(id: String(parts[1].dropLast(5)))
        } else if parts.count == 3, parts[0] == "images", DiaryStore.isValidID(parts[1]), !parts[2].isEmpty,
                  !parts[2].hasPrefix(".") {
            self = .image(ownerID: parts[1])
        } else {
            return nil
        }
    }
}
