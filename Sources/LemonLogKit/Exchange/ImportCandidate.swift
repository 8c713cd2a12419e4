import Foundation

/// An entry an import will write, checked: the entry (its images not yet stored) and the
/// bytes of each image; for an entry from another diary (jrnl, Day One), how to find it again.
package struct ImportCandidate: Sendable, Equatable {
    package var entry: DiaryEntry
    package var images: [ImportImage]
    /// Where an entry from another diary came from (nil for LemonLog's own export).
    package var origin: ImportOrigin?

    package init(entry: DiaryEntry, images: [ImportImage] = [], origin: ImportOrigin? = nil) {
        self.entry = entry
        self.images = images
        self.origin = origin
    }
}

/// How an entry from another diary is known again when the same diary is imported later:
/// its id is made from what does not change (jrnl: the date and the text; Day One: its uuid),
/// and a jrnl entry whose text changed is found by its minute and its title.
package struct ImportOrigin: Sendable, Equatable {
    /// The minute the entry is dated in its diary (the date's seconds are LemonLog's: the
    /// order of a minute's entries).
    package var minute: Date
    /// The title as the situation's first line holds it (jrnl's title; Day One's first line).
    package var title: String
    /// Whether an entry of the same minute and title is the same entry changed (jrnl, whose
    /// ids follow the text); false where the id alone says it (Day One's uuid).
    package var matchesByTitle: Bool
    /// How many entries of the file are identical to this one (same minute, same text), this
    /// one included: each is kept as an entry of its own.
    package var twins: Int
    /// Attachments of the entry that are not imported (Day One photos over the image limit, or
    /// missing from the export), to be named.
    package var leftOut: [LeftOut]
    /// The date as the source wrote it, for a time its zone skips (a daylight-saving gap) that
    /// was moved forward by the gap; nil for every other entry.
    package var movedFrom: String?

    /// An attachment not imported: its name, and whether it was over the limit (else missing or no image).
    package struct LeftOut: Sendable, Equatable {
        package var name: String
        package var overLimit: Bool
    }

    package init(minute: Date, title: String, matchesByTitle: Bool, twins: Int = 1, leftOut: [LeftOut] = [],
                 movedFrom: String? = nil) {
        self.minute = minute
        self.title = title
        self.matchesByTitle = matchesByTitle
        self.twins = twins
        self.leftOut = leftOut
        self.movedFrom = movedFrom
    }
}

/// An image an import will copy into the data directory.
package struct ImportImage: Sendable, Equatable {
    package var name: String
    package var format: String
    package var originalPath: String
    package var data: Data

    package init(name: String, format: String, originalPath: String, data: Data) {
        self.name = name
        self.format = format
        self.originalPath = originalPath
        self.data = data
    }
}
