import Foundation

/// An export's entry read by `JSONParser` and `TreeDecoder` instead of `JSONSerialization` and
/// `JSONDecoder`: only when that reading is sure to give what theirs gives (the tree plain, the
/// decode not doubtful, the entry decoded), else nil and the entry is read by Foundation.
struct FastEntry {
    var entry: ExchangeEntry
    var name: EntryName
    /// The entry as read, for its unknown fields.
    var tree: JSONValue

    /// The entry that `bytes` hold, or nil where Foundation is to read it.
    static func read(_ bytes: [UInt8], userInfo: [CodingUserInfoKey: Any]) -> FastEntry? {
        guard let document = try? JSONParser.parse(bytes),
              let attempt = TreeDecoder.decode(Attempt<ExchangeEntry>.self, from: document, userInfo: userInfo),
              case .success(let entry) = attempt.result else { return nil }
        return FastEntry(entry: entry, name: attempt.name, tree: document.value)
    }
}
