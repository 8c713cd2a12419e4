import Foundation

/// The per-entry reading of a streamed import (`ImportReader.readEntries`) alone, by either
/// reader, for `lemonlog-bench import-read`: an export's entries as written, each read to an
/// entry and its unknown fields by Foundation (`JSONSerialization` and `JSONDecoder`) or by the
/// fast path (`FastEntry`, Foundation where it is not sure).
package enum EntryReading {
    /// The entries of an export as written; nil when it is not an object with an `entries` list.
    package static func items(of data: Data) -> [[UInt8]]? {
        var splitter = TopLevelSplitter(listKey: ImportReader.entriesKey, keepItems: true)
        var items: [[UInt8]] = []
        do {
            try data.withUnsafeBytes { chunk in
                try splitter.feed(chunk) { piece in
                    if case .item(let bytes) = piece { items.append(bytes) }
                }
            }
            try splitter.finish()
        } catch {
            return nil
        }
        return items
    }

    /// Reads every item as `readEntries` does; returns how many decoded to an entry and how
    /// many of them the fast path read.
    package static func read(_ items: [[UInt8]], fast: Bool) -> (entries: Int, fast: Int) {
        let decoder = StoreJSON.decoder()
        decoder.userInfo[ActionOutcome.strictKey] = true
        var fields = KnownFields.EntryFields(known: .lemonLog)
        var entries = 0
        var quick = 0
        for bytes in items {
            if fast, let entry = FastEntry.read(bytes, userInfo: decoder.userInfo) {
                fields.add(tree: entry.tree)
                entries += 1
                quick += 1
                continue
            }
            let data = Data(bytes)
            guard String(validating: bytes, as: UTF8.self) != nil,
                  let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
                  let attempt = try? decoder.decode(Attempt<ExchangeEntry>.self, from: data) else { continue }
            fields.add(json)
            if case .success = attempt.result { entries += 1 }
        }
        return (entries, quick)
    }
}
