import Foundation

/// Reads a file given to `import`: LemonLog's own export (`ExchangeDocument`), jrnl's JSON
/// export or Day One's JSON export. Every entry is checked before anything is written: the result is either every
/// entry, ready, or every problem found.
package struct ImportReader: Sendable {
    package let timeZone: TimeZone

    /// The bytes of a file of a Day One export's `photos/` folder, by name; nil if it cannot be read.
    package let photo: @Sendable (String) -> Data?

    package init(timeZone: TimeZone = .current, photo: @escaping @Sendable (String) -> Data? = { _ in nil }) {
        self.timeZone = timeZone
        self.photo = photo
    }

    /// Which kind of file was read.
    package enum Source: String, Sendable { case lemonlog, jrnl, dayOne }

    /// The entries of the file, or why it cannot be imported.
    package func read(_ data: Data) -> Result<(source: Source, candidates: [ImportCandidate]), ImportFailure> {
        guard String(validating: data, as: UTF8.self) != nil else {
            return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_not_utf8")]))
        }
        let decoder = StoreJSON.decoder()
        guard let probe = try? decoder.decode(Probe.self, from: data) else {
            let json = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            if !json, JrnlTextFormats.isJrnlText(data) {
                return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_jrnl_not_json")]))
            }
            return .failure(ImportFailure([ImportProblem(entry: nil, key: json ? "import_problem_unknown_format" : "import_problem_not_json")]))
        }
        if probe.format == ExchangeDocument.formatName {
            guard let version = probe.version, version >= 1 else {
                return .failure(ImportFailure([ImportProblem(entry: nil, field: "version", key: "import_problem_no_version")]))
            }
            guard version <= ExchangeDocument.currentVersion else {
                return .failure(ImportFailure([ImportProblem(entry: nil, field: "version", key: "import_problem_newer_version",
                                                             ["version": String(version)])]))
            }
            return readLemonLog(data, decoder).map { (.lemonlog, $0) }
        }
        if probe.format == nil, probe.hasEntries, probe.hasMetadata {
            return DayOneImport(timeZone: timeZone, photo: photo).read(data, decoder).map { (.dayOne, $0) }
        }
        if probe.format == nil, probe.hasEntries {
            return JrnlImport(timeZone: timeZone).read(data, decoder).map { (.jrnl, $0) }
        }
        return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_unknown_format")]))
    }

    private func readLemonLog(_ data: Data, _ decoder: JSONDecoder) -> Result<[ImportCandidate], ImportFailure> {
        var candidates: [ImportCandidate] = []
        var seen: Set<String> = []
        let problems = Attempts<ExchangeEntry>.read(data, decoder) { number, entry in
            let found = ExchangeCheck.problems(of: entry, number: number)
            var problems: [ImportProblem] = []
            if !seen.insert(entry.id).inserted {
                problems.append(ImportProblem(entry: number, id: entry.id, field: "id", key: "import_problem_duplicate_id"))
            }
            if found.isEmpty, let candidate = ExchangeCheck.candidate(entry) {
                candidates.append(candidate)
            }
            return problems + found
        }
        return problems.isEmpty ? .success(candidates) : .failure(ImportFailure(problems))
    }

    /// The problem of an entry that did not decode: the field below the entry
    /// (`emotions[0].intensity`) and what is wrong with it; with no entry number, of the file
    /// as a whole (the field from the top: `entries`).
    static func problem(_ error: Error, entry number: Int?) -> ImportProblem {
        guard let error = error as? DecodingError else {
            return ImportProblem(entry: number, key: "import_problem_bad_value")
        }
        let path: [CodingKey]
        // A message key of our own for each kind of error: Swift's descriptions never reach the person.
        var key = "import_problem_missing"
        var arguments: [String: String] = [:]
        switch error {
        case .keyNotFound(let missing, let context):
            path = context.codingPath + [missing]
        case .valueNotFound(_, let context):
            path = context.codingPath
        case .typeMismatch(_, let context):
            path = context.codingPath
            key = "import_problem_wrong_type"
        case .dataCorrupted(let context):
            path = context.codingPath
            if let bad = context.underlyingError as? BadDate {
                key = "import_problem_bad_date"
                arguments["value"] = bad.text
            } else {
                key = "import_problem_bad_value"
            }
        @unknown default:
            path = []
            key = "import_problem_bad_value"
        }
        // The path starts at the document: drop `entries` and the entry's position.
        let below = number != nil && path.first?.stringValue == "entries" ? Array(path.dropFirst(2)) : path
        let field = below.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
        return ImportProblem(entry: number, field: field, key: key, arguments)
    }

    /// Just enough of a file to tell what it is.
    private struct Probe: Decodable {
        var format: String?
        var version: Int?
        var hasEntries: Bool
        /// Day One's export starts with `"metadata": {"version": "1.0"}`.
        var hasMetadata: Bool

        enum CodingKeys: String, CodingKey { case format, version, entries, metadata }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            format = try? c.decodeIfPresent(String.self, forKey: .format)
            version = try? c.decodeIfPresent(Int.self, forKey: .version)
            hasEntries = c.contains(.entries)
            hasMetadata = c.contains(.metadata)
        }
    }
}

/// Every problem that keeps a file from being imported.
package struct ImportFailure: Error, Sendable, Equatable {
    package var problems: [ImportProblem]

    package init(_ problems: [ImportProblem]) {
        self.problems = problems
    }
}

/// A document whose `entries` are decoded one by one, so that one bad entry does not hide the
/// others' problems.
struct Attempts<T: Decodable>: Decodable {
    var entries: [Attempt<T>]

    /// Reads a document's entries one at a time, in order: `each` gets every entry that decoded,
    /// with its 1-based number, and returns its problems; an entry that did not decode is one
    /// problem in its place, and a document that does not decode at all is one problem. The
    /// problems of the whole file, in entry order (none: every entry was taken).
    static func read(_ data: Data, _ decoder: JSONDecoder,
                     _ each: (_ number: Int, _ entry: T) -> [ImportProblem]) -> [ImportProblem] {
        let document: Attempts<T>
        do {
            document = try decoder.decode(Attempts<T>.self, from: data)
        } catch {
            return [ImportReader.problem(error, entry: nil)]
        }
        var problems: [ImportProblem] = []
        for (offset, attempt) in document.entries.enumerated() {
            switch attempt.result {
            case .failure(let error): problems.append(ImportReader.problem(error, entry: offset + 1))
            case .success(let entry): problems += each(offset + 1, entry)
            }
        }
        return problems
    }
}

/// One element decoded, or the error that kept it from decoding.
struct Attempt<T: Decodable>: Decodable {
    var result: Result<T, Error>

    init(from decoder: Decoder) throws {
        result = Result { try T(from: decoder) }
    }
}
