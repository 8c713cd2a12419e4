import Foundation

/// An entry an import will write, checked: the entry (its images not yet stored) and the
/// bytes of each image.
public struct ImportCandidate: Sendable, Equatable {
    public var entry: DiaryEntry
    public var images: [ImportImage]

    public init(entry: DiaryEntry, images: [ImportImage] = []) {
        self.entry = entry
        self.images = images
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
