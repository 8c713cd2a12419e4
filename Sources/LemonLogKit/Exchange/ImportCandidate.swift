import Foundation

/// An entry an import will write, checked: the entry (its images not yet stored) and the
/// bytes of each image; for an entry from another diary (jrnl, Day One), how to find it again.
public struct ImportCandidate: Sendable, Equatable {
    public var entry: DiaryEntry
    public var images: [ImportImage]
    /// Where an entry from another diary came from (nil for LemonLog's own export).
    public var origin: ImportOrigin?

    public init(entry: DiaryEntry, images: [ImportImage] = [], origin: ImportOrigin? = nil) {
        self.entry = entry
        self.images = images
        self.origin = origin
    }
}

/// How an entry from another diary is known again when the same diary is imported later:
/// its id is made from what does not change (jrnl: the date and the text; Day One: its uuid),
/// and a jrnl entry whose text changed is found by its minute and its title.
public struct ImportOrigin: Sendable, Equatable {
    /// The minute the entry is dated in its diary (the date's seconds are LemonLog's: the
    /// order of a minute's entries).
    public var minute: Date
    /// The title as the situation's first line holds it (jrnl's title; Day One's first line).
    public var title: String
    /// Whether an entry of the same minute and title is the same entry changed (jrnl, whose
    /// ids follow the text); false where the id alone says it (Day One's uuid).
    public var matchesByTitle: Bool
    /// How many entries of the file are identical to this one (same minute, same text), this
    /// one included: each is kept as an entry of its own.
    public var twins: Int
    /// Attachments of the entry that are not imported (Day One photos over the image limit, or
    /// missing from the export), to be named.
    public var leftOut: [LeftOut]

    /// An attachment not imported: its name, and whether it was over the limit (else missing or no image).
    public struct LeftOut: Sendable, Equatable {
        public var name: String
        public var overLimit: Bool
    }

    public init(minute: Date, title: String, matchesByTitle: Bool, twins: Int = 1, leftOut: [LeftOut] = []) {
        self.minute = minute
        self.title = title
        self.matchesByTitle = matchesByTitle
        self.twins = twins
        self.leftOut = leftOut
    }
}

/// An image an import will copy into the data directory.
public struct ImportImage: Sendable, Equatable {
    public var name: String
    public var format: String
    public var originalPath: String
    public var data: Data

    public init(name: String, format: String, originalPath: String, data: Data) {
        self.name = name
        self.format = format
        self.originalPath = originalPath
        self.data = data
    }
}
