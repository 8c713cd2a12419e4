/// An image copied into the data directory and attached to an entry.
package struct ImageAttachment: Codable, Sendable, Hashable {
    /// The path of the copy, relative to the data directory (e.g. `images/3f9a…/beach.png`).
    package var storedPath: String
    /// The path the user gave, kept for display only.
    package var originalPath: String
    /// The detected format (`png`, `jpeg`, `gif`, `webp`, `heic`).
    package var format: String
    /// The image's own file name, when the copy's name does not hold it: in an encrypted diary
    /// the copy is `images/<id>/<n>.<format>` and its name travels here, sealed (issue 31).
    package var name: String?

    package init(storedPath: String, originalPath: String, format: String, name: String? = nil) {
        self.storedPath = storedPath
        self.originalPath = originalPath
        self.format = format
        self.name = name
    }

    /// The image's own file name: `name` if the entry keeps it (an encrypted diary's neutral
    /// copies), else the stored copy's name without the `<n>-` that keeps copies apart.
    package var ownName: String {
        if let name, !name.isEmpty { return name }
        let file = storedPath.split(separator: "/").last.map(String.init) ?? storedPath
        let digits = file.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, file.dropFirst(digits.count).first == "-" else { return file }
        let rest = String(file.dropFirst(digits.count + 1))
        return rest.isEmpty ? file : rest
    }

    /// Decodes with defaults for the fields shown only (`originalPath`, `format`).
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        storedPath = try c.decode(String.self, forKey: .storedPath)
        originalPath = try c.decodeIfPresent(String.self, forKey: .originalPath) ?? storedPath
        format = try c.decodeIfPresent(String.self, forKey: .format) ?? ""
        name = try c.decodeIfPresent(String.self, forKey: .name)
    }
}
