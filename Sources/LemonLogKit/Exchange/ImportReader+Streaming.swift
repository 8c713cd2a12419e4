import Foundation

/// A LemonLog export read from its file without its entries (`ImportReader.probe`): what
/// `read(_:)` makes of everything else (its version, safety plan, check-ins, the fields
/// LemonLog does not know outside the entries), and how many entries it lists.
package struct ExportProbe: Sendable {
    package var read: ImportRead
    package var entries: Int
}

/// What keeps a file from being streamed after all (its entries are not what the probe saw,
/// one is not UTF-8 or not JSON): nothing was taken that counts, and the file is to be read
/// whole (`ImportReader.read`), which refuses it, naming why, as for any file.
package struct ReadWhole: Error, Equatable {}

/// A LemonLog export read entry by entry, so that the memory an import needs does not grow
/// with the file: a first pass (`probe`) reads everything but the entries, which are only
/// counted; a second (`readEntries`) reads them one at a time, each checked as `read(_:)`
/// checks it, and hands each one ready to import to the caller before the next is read. Any
/// file that is not a LemonLog export whose structure holds (a jrnl or Day One export, a
/// truncated file, one that is not JSON or not UTF-8, a newer version) is left to `read(_:)`.
extension ImportReader {
    /// The key of an export's entries.
    static let entriesKey = "entries"

    /// The file's members but its entries, read by `read(_:)` as a file whose entry list is
    /// empty; nil unless that is a LemonLog export (then the file is read whole instead).
    package func probe(_ source: ImportSource) -> ExportProbe? {
        var splitter = TopLevelSplitter(listKey: Self.entriesKey, keepItems: false)
        var skeleton = Data("{".utf8)
        var keys: Set<String> = []
        var entries: Int?
        do {
            try source.read { chunk in
                try splitter.feed(chunk) { piece in
                    switch piece {
                    case .member(let key, let value):
                        // A key given twice is left to the whole read, which says what it makes of it.
                        guard keys.insert(key).inserted else { throw ReadWhole() }
                        skeleton.append(try JSONSerialization.data(withJSONObject: key, options: [.fragmentsAllowed]))
                        skeleton.append(UInt8(ascii: ":"))
                        skeleton.append(contentsOf: value)
                        skeleton.append(UInt8(ascii: ","))
                    case .listEnd(let key, let count):
                        guard keys.insert(key).inserted else { throw ReadWhole() }
                        entries = count
                    case .item:
                        break
                    }
                }
            }
            try splitter.finish()
        } catch {
            return nil
        }
        guard let entries else { return nil }
        skeleton.append(contentsOf: Array("\"\(Self.entriesKey)\":[]}".utf8))
        guard case .success(let read) = self.read(skeleton), read.source == .lemonlog, read.candidates.isEmpty,
              read.skipped.isEmpty else { return nil }
        return ExportProbe(read: read, entries: entries)
    }

    /// Reads the entries of a file `probe` found to be a LemonLog export, one at a time, in
    /// order: each ready to import goes to `take` (before the next is read), each left out is
    /// named in the result with every reason, as `read(_:)` would. Throws `ReadWhole` when the
    /// file is not what the probe saw or an entry is not UTF-8 or not JSON (the file is then to
    /// be read whole); what `take` throws is passed on. The result holds no candidates: `taken`
    /// says how many went to `take`. `fast` false reads every entry with Foundation's readers
    /// (for tests: with it true, each entry that `FastEntry` is sure of is read by it instead).
    package func readEntries(_ source: ImportSource, probe: ExportProbe, fast: Bool = true,
                             take: (ImportCandidate) throws -> Void) throws -> (read: ImportRead, taken: Int) {
        let decoder = StoreJSON.decoder()
        decoder.userInfo[ActionOutcome.strictKey] = true
        var read = probe.read
        var check = ExportEntryCheck()
        var fields = KnownFields.EntryFields(known: .lemonLog)
        var number = 0
        var taken = 0
        var ended = false
        func each(_ piece: TopLevelSplitter.Piece) throws {
            switch piece {
            case .member:
                break
            case .listEnd(_, let count):
                guard count == probe.entries, !ended else { throw ReadWhole() }
                ended = true
            case .item(let bytes):
                number += 1
                guard number <= probe.entries else { throw ReadWhole() }
                let name: EntryName
                let result: Result<ExchangeEntry, Error>
                var json: Any?
                if fast, let quick = FastEntry.read(bytes, userInfo: decoder.userInfo) {
                    fields.add(tree: quick.tree)
                    (name, result) = (quick.name, .success(quick.entry))
                } else {
                    let data = Data(bytes)
                    guard String(validating: bytes, as: UTF8.self) != nil,
                          let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
                          let attempt = try? decoder.decode(Attempt<ExchangeEntry>.self, from: data) else { throw ReadWhole() }
                    fields.add(object)
                    (name, result, json) = (attempt.name, attempt.result, object)
                }
                var problems: [ImportProblem] = []
                switch result {
                case .failure(let error):
                    problems = [Self.problem(error, entry: number, in: json)]
                case .success(let entry):
                    switch check.take(entry, number: number) {
                    case .success(let candidate):
                        try take(candidate)
                        taken += 1
                    case .failure(let failure):
                        problems = failure.problems
                    }
                }
                if !problems.isEmpty { read.skipped.append(SkippedEntry(number: number, name: name, problems: problems)) }
            }
        }
        var splitter = TopLevelSplitter(listKey: Self.entriesKey, keepItems: true)
        try source.read { chunk in
            try Self.wholeIfMalformed { try splitter.feed(chunk, each) }
        }
        try Self.wholeIfMalformed { try splitter.finish() }
        guard ended else { throw ReadWhole() }
        read.unknownFields += fields.unknown
        return (read, taken)
    }

    /// Runs `body`, a file that stops being an object of members there being read whole instead.
    private static func wholeIfMalformed(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch is TopLevelSplitter.Malformed {
            throw ReadWhole()
        }
    }
}
