/// An image copied into the data directory and attached to an entry.
package struct ImageAttachment: Codable, Sendable, Hashable {
    /// The path of the copy, relative to the data directory (e.g. `images/3f9a…/beach.png`).
    package var storedPath: String
    /// The path the user gave, kept for display only.
    package var originalPath: String
    /// The detected format (`png`, `jpeg`, `gif`, `webp`, `heic`).
    package var format: String

    package init(storedPath: String, originalPath: String, format: String) {
        self.storedPath = storedPath
        self.originalPath = originalPath
        self.format = format
    }

    /// Decodes with defaults for the fields shown only (`originalPath`, `format`).
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        storedPath = try c.decode(String.self, forKey: .storedPath)
        originalPath = try c.decodeIfPresent(String.self, forKey: .originalPath) ?? storedPath
        format = try c.decodeIfPresent(String.self, forKey: .format) ?? ""
    }
}
