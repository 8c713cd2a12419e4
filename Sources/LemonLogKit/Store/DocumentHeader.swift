/// The part of every store file read first: its format version, to refuse unknown versions
/// before decoding the rest.
struct DocumentHeader: Decodable {
    var version: Int?
}
