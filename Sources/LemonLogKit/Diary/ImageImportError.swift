/// Why an image path is refused (the view-model maps these to validation messages).
enum ImageImportError: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case notFound
    /// The file exists but cannot be opened for reading.
    case notReadable
    /// Not a PNG, JPEG, GIF, WebP or HEIC file (by its first bytes), or not a regular file.
    case unsupportedFormat
    /// The path names a directory.
    case isDirectory
    /// The file is larger than an image LemonLog keeps (`ImageFiles.maxBytes`).
    case tooLarge
}
