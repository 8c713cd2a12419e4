/// Decodes bytes that should be UTF-8 without throwing any away: each sequence that is not
/// UTF-8 (a Latin-1 `é` saved by an editor, a cut multi-byte character) becomes U+FFFD, and
/// the caller learns how many did, so that it can say so.
enum LenientUTF8 {
    /// The text, and how many sequences that were not UTF-8 became U+FFFD.
    package static func decode<Bytes: Collection>(_ bytes: Bytes) -> (text: String, replaced: Int) where Bytes.Element == UInt8 {
        if let valid = String(validating: bytes, as: UTF8.self) { return (valid, 0) }
        var text = String.UnicodeScalarView()
        var replaced = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.append(scalar)
            case .error:
                text.append("\u{FFFD}")
                replaced += 1
            case .emptyInput: break loop
            }
        }
        return (String(text), replaced)
    }
}
