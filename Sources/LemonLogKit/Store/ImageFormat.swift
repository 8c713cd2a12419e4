/// Recognizes the image formats an entry may attach, by their first bytes.
enum ImageFormat {
    /// How many leading bytes `detect` needs at most.
    static let headerLength = 16

    /// HEIF brands accepted as HEIC at bytes 8...11 after `ftyp`.
    static let heicBrands: Set<String> = ["heic", "heix", "mif1", "msf1", "hevc"]

    /// `png`, `jpeg`, `gif`, `webp` or `heic`; nil for anything else.
    static func detect(_ header: [UInt8]) -> String? {
        func ascii(_ range: Range<Int>) -> String? {
            guard header.count >= range.upperBound else { return nil }
            return String(decoding: header[range], as: UTF8.self)
        }
        if header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if header.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
        if ascii(0..<6) == "GIF87a" || ascii(0..<6) == "GIF89a" { return "gif" }
        if ascii(0..<4) == "RIFF" && ascii(8..<12) == "WEBP" { return "webp" }
        if ascii(4..<8) == "ftyp", let brand = ascii(8..<12), heicBrands.contains(brand) { return "heic" }
        return nil
    }
}
