import Foundation

/// An entry an import puts in place, with the images to copy beside it (already checked), and
/// what the index will keep of it once staged: made where the entry is made, on the reading
/// thread, which leaves the staging thread (`StagingHandOff`) less to do (issue 36).
struct StagedEntry: Sendable {
    let entry: DiaryEntry
    let images: [StagedImage]
    /// The entry's summary as staged: its images are the copies of `images`, one each.
    let summary: EntrySummary

    init(entry: DiaryEntry, images: [StagedImage]) {
        self.entry = entry
        self.images = images
        var summary = EntrySummary(entry: entry, file: .unknown)
        summary.imageCount = images.count
        self.summary = summary
    }
}

/// An image an import copies into `images/<id>/`.
struct StagedImage: Sendable {
    var name: String
    var format: String
    var originalPath: String
    var data: Data
}
