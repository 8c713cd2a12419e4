import Foundation

/// Reads a file given to `import`: LemonLog's own export (`ExchangeDocument`), jrnl's JSON
/// export or Day One's JSON export. Every entry is checked before anything is written, each on
/// its own: an entry with a problem is left out with every reason (`ImportRead.skipped`) and the
/// others are read. Only a file that is not what it claims to be (not UTF-8, not JSON, neither
/// export, without `entries` as a list, a newer version) is refused as a whole (`ImportFailure`).
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

    /// The entries of the file and those left out, or why the file cannot be imported at all.
    package func read(_ data: Data) -> Result<ImportRead, ImportFailure> {
        guard String(validating: data, as: UTF8.self) != nil else {
            return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_not_utf8")]))
        }
        let decoder = StoreJSON.decoder()
        // An outcome's rating outside 0–10 refuses its entry (a stored file reads it as unrated).
        decoder.userInfo[ActionOutcome.strictKey] = true
        let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        guard let probe = try? decoder.decode(Probe.self, from: data) else {
            if json == nil, JrnlTextFormats.isJrnlText(data) {
                return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_jrnl_not_json")]))
            }
            return .failure(ImportFailure([ImportProblem(entry: nil, key: json != nil ? "import_problem_unknown_format" : "import_problem_not_json")]))
        }
        if probe.format == ExchangeDocument.formatName {
            guard let version = probe.version, version >= 1 else {
                return .failure(ImportFailure([ImportProblem(entry: nil, field: "version", key: "import_problem_no_version")]))
            }
            guard version <= ExchangeDocument.currentVersion else {
                return .failure(ImportFailure([ImportProblem(entry: nil, field: "version", key: "import_problem_newer_version",
                                                             ["version": String(version)])]))
            }
            return readLemonLog(data, decoder, json)
        }
        if probe.format == nil, probe.hasEntries, probe.hasMetadata {
            return DayOneImport(timeZone: timeZone, photo: photo).read(data, decoder)
        }
        if probe.format == nil, probe.hasEntries {
            return JrnlImport(timeZone: timeZone).read(data, decoder, json).map { read -> ImportRead in
                var read = read
                read.unknownFields = json.map(KnownFields.jrnl.unknown(in:)) ?? []
                return read
            }
        }
        return .failure(ImportFailure([ImportProblem(entry: nil, key: "import_problem_unknown_format")]))
    }

    private func readLemonLog(_ data: Data, _ decoder: JSONDecoder, _ json: Any?) -> Result<ImportRead, ImportFailure> {
        var candidates: [ImportCandidate] = []
        var check = ExportEntryCheck()
        let skipped = Attempts<ExchangeEntry>.read(data, decoder, json) { number, entry in
            switch check.take(entry, number: number) {
            case .success(let candidate):
                candidates.append(candidate)
                return []
            case .failure(let failure): return failure.problems
            }
        }
        return skipped.map { skipped in
            var read = ImportRead(source: .lemonlog, candidates: candidates, skipped: skipped)
            read.unknownFields = json.map(KnownFields.lemonLog.unknown(in:)) ?? []
            Self.readOutside(json, decoder, into: &read)
            return read
        }
    }

    /// What a LemonLog export holds outside its entries: its check-ins and its safety plan.
    private static func readOutside(_ json: Any?, _ decoder: JSONDecoder, into read: inout ImportRead) {
        Self.readCheckIns(json, decoder, into: &read)
        // The plan alone is decoded again (not the whole file); its problem's field starts at `safetyPlan`.
        guard let plan = (json as? [String: Any])?["safetyPlan"], !(plan is NSNull) else { return }
        do {
            let bytes = try JSONSerialization.data(withJSONObject: plan, options: [.fragmentsAllowed])
            read.safetyPlan = try decoder.decode(SafetyPlan.self, from: bytes)
        } catch {
            var problem = Self.problem(error, entry: nil, in: plan)
            problem.field = "safetyPlan" + (problem.field.isEmpty || problem.field.hasPrefix("[") ? "" : ".") + problem.field
            read.planProblem = problem
        }
    }

    /// The check-ins of a LemonLog export (`checkIns`), decoded apart from the entries: when
    /// they cannot be read, none is imported and the problem is named (its field starts at `checkIns`).
    private static func readCheckIns(_ json: Any?, _ decoder: JSONDecoder, into read: inout ImportRead) {
        guard let list = (json as? [String: Any])?["checkIns"], !(list is NSNull) else { return }
        do {
            let bytes = try JSONSerialization.data(withJSONObject: list, options: [.fragmentsAllowed])
            let checkIns = try decoder.decode([CheckIn].self, from: bytes)
            // The ratings a check-in can hold, and at least one emotion: else none is imported.
            for (number, checkIn) in checkIns.enumerated() {
                let place = "checkIns[\(number)]"
                if checkIn.emotions.isEmpty {
                    read.checkInProblem = ImportProblem(entry: nil, id: checkIn.id, field: place + ".emotions", key: "import_problem_missing")
                    return
                }
                for (index, emotion) in checkIn.emotions.enumerated() {
                    guard let rating = emotion.intensity, !Intensity.range.contains(rating) else { continue }
                    read.checkInProblem = ImportProblem(entry: nil, id: checkIn.id, field: place + ".emotions[\(index)].intensity",
                                                        key: "import_problem_rating_range", ["value": String(rating)])
                    return
                }
            }
            read.checkIns = checkIns
        } catch {
            var problem = Self.problem(error, entry: nil, in: list)
            problem.field = "checkIns" + (problem.field.isEmpty || problem.field.hasPrefix("[") ? "" : ".") + problem.field
            read.checkInProblem = problem
        }
    }

    /// The problem of an entry that did not decode: the field below the entry
    /// (`emotions[0].intensity`) and what is wrong with it; with no entry number, of the file
    /// as a whole (the field from the top: `entries`).
    /// `json` is the entry (or, with no entry number, the file) as `JSONSerialization` reads
    /// it: the value at fault is taken from it and named.
    static func problem(_ error: Error, entry number: Int?, in json: Any? = nil) -> ImportProblem {
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
            } else if let bad = context.underlyingError as? ActionOutcome.OutOfRange {
                key = "import_problem_outcome_rating_range"
                arguments["value"] = String(bad.value)
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
        // The value as the file writes it, where the reason does not already say it.
        if arguments["value"] == nil, key != "import_problem_missing", let value = Self.value(at: below, in: json) {
            key += "_value"
            arguments["value"] = value
        }
        return ImportProblem(entry: number, field: field, key: key, arguments)
    }

    /// The value at `path` in a JSON value (`JSONSerialization`'s), written as JSON (`"bogus"`,
    /// `11`, `{…}`), at most `EntryName.shownLength` characters; nil where there is none.
    static func value(at path: [CodingKey], in json: Any?) -> String? {
        guard var value = json else { return nil }
        for key in path {
            if let index = key.intValue, let array = value as? [Any], array.indices.contains(index) {
                value = array[index]
            } else if let object = value as? [String: Any], let child = object[key.stringValue] {
                value = child
            } else {
                return nil
            }
        }
        if value is [Any] || value is [String: Any] { return nil }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes]),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return EntryName.shown(text)
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

/// A document whose `entries` are decoded one by one, so that one bad entry neither hides the
/// others' problems nor keeps them from being imported.
struct Attempts<T: Decodable>: Decodable {
    var entries: [Attempt<T>]

    /// Reads a document's entries one at a time, in order: `each` gets every entry that decoded,
    /// with its 1-based number, and returns its problems (none: it was taken); an entry that did
    /// not decode is left out with its problem. The entries left out, in order; or the document's
    /// problem when it does not decode at all (no `entries` list). `json` is the document as
    /// `JSONSerialization` reads it, for the values named in the problems.
    static func read(_ data: Data, _ decoder: JSONDecoder, _ json: Any? = nil,
                     _ each: (_ number: Int, _ entry: T) -> [ImportProblem]) -> Result<[SkippedEntry], ImportFailure> {
        let document: Attempts<T>
        do {
            document = try decoder.decode(Attempts<T>.self, from: data)
        } catch {
            return .failure(ImportFailure([ImportReader.problem(error, entry: nil, in: json)]))
        }
        let raw = (json as? [String: Any])?["entries"] as? [Any]
        var skipped: [SkippedEntry] = []
        for (offset, attempt) in document.entries.enumerated() {
            let number = offset + 1
            let problems: [ImportProblem]
            switch attempt.result {
            case .failure(let error):
                let entry = raw.flatMap { $0.indices.contains(offset) ? $0[offset] : nil }
                problems = [ImportReader.problem(error, entry: number, in: entry)]
            case .success(let entry): problems = each(number, entry)
            }
            if !problems.isEmpty { skipped.append(SkippedEntry(number: number, name: attempt.name, problems: problems)) }
        }
        return .success(skipped)
    }
}

/// One element decoded, or the error that kept it from decoding; and what names it in its file.
struct Attempt<T: Decodable>: Decodable {
    var result: Result<T, Error>
    var name: EntryName

    init(from decoder: Decoder) throws {
        result = Result { try T(from: decoder) }
        name = EntryName(from: decoder)
    }
}
