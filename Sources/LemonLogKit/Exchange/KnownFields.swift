import Foundation

/// The fields an import reads, by place (`format`, `entries[].emotions[].key`: an array's items
/// as `[]`), and the fields of a file that are none of them: those are not imported, and named
/// (`UnknownField`), never dropped silently. LemonLog's own places are those its export writes
/// (every field set), so that a field added to the export is known to the import with it.
struct KnownFields: Sendable {
    /// Every place known.
    let paths: Set<String>
    /// The places that hold fields (objects, or arrays of them) whose fields are checked.
    private let parents: Set<String>
    /// Places whose fields may be anything (jrnl's tag counts).
    private let open: Set<String>
    /// The known places by the place that holds them and their key (`place.key`, or `key` at
    /// the top): a walk finds a known field's place without making it (every key of every
    /// entry of an import is looked up).
    private let children: [String: [String: String]]

    init(paths: Set<String>, open: Set<String> = []) {
        self.paths = paths
        self.open = open
        var children: [String: [String: String]] = [:]
        for path in paths {
            children["", default: [:]][path] = path
            for dot in path.indices where path[dot] == "." {
                children[String(path[..<dot]), default: [:]][String(path[path.index(after: dot)...])] = path
            }
        }
        self.children = children
        var parents: Set<String> = [""]
        for path in paths {
            var place = Substring(path)
            while let end = place.lastIndex(where: { $0 == "." || $0 == "[" }) {
                place = place[..<end]
                parents.insert(String(place))
                if path[end] == "[" { parents.insert(String(place) + "[]") }
            }
        }
        self.parents = parents
    }

    /// The place of every field of a JSON value (as `JSONSerialization` gives it).
    static func paths(of value: Any, at place: String = "", into paths: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                let path = place.isEmpty ? key : place + "." + key
                paths.insert(path)
                Self.paths(of: child, at: path, into: &paths)
            }
        } else if let array = value as? [Any] {
            for item in array { Self.paths(of: item, at: place + "[]", into: &paths) }
        }
    }

    /// The unknown fields of a document (`JSONSerialization`'s), each with the number of entries
    /// (the items of `entries`) that hold it, its place within the entry; fields outside the
    /// entries count 0. The fields outside the entries first, then those of the entries as first met (keys sorted).
    func unknown(in document: Any) -> [UnknownField] {
        var outside: [String] = []
        var inEntries = EntryFields(known: self)
        guard let object = document as? [String: Any] else { return [] }
        for key in object.keys.sorted() {
            let value = object[key] ?? NSNull()
            guard key == "entries", paths.contains("entries"), let entries = value as? [Any] else {
                walk([key: value], at: "", into: &outside)
                continue
            }
            for entry in entries { inEntries.add(entry) }
        }
        return outside.map { UnknownField(path: $0, entries: 0) } + inEntries.unknown
    }

    /// The unknown fields of a document's entries, counted one entry at a time (an entry as
    /// `JSONSerialization` reads it), as `unknown(in:)` names them: each by its place within the
    /// entry, as first met, with the number of entries that hold it.
    struct EntryFields {
        let known: KnownFields
        private var order: [String] = []
        private var counts: [String: Int] = [:]

        init(known: KnownFields) {
            self.known = known
        }

        mutating func add(_ entry: Any) { add(tree: FoundationJSON(entry)) }

        /// Counts the unknown fields of one entry, as either reader gives it.
        mutating func add<Tree: FieldTree>(tree entry: Tree) {
            var found: [String] = []
            known.walk(tree: entry, at: "entries[]", into: &found)
            for path in found {
                let shown = String(path.dropFirst("entries[].".count))
                if counts[shown] == nil { order.append(shown) }
                counts[shown, default: 0] += 1
            }
        }

        var unknown: [UnknownField] { order.map { UnknownField(path: $0, entries: counts[$0] ?? 0) } }
    }

    /// Adds the unknown places under `place` to `found` (an unknown field's own fields are not looked into).
    private func walk(_ value: Any, at place: String, into found: inout [String]) {
        walk(tree: FoundationJSON(value), at: place, into: &found)
    }

    private func walk<Tree: FieldTree>(tree value: Tree, at place: String, into found: inout [String]) {
        // Most entries hold no unknown field: that is found without sorting any object's keys
        // (an import walks every entry); the sorted walk then names the fields in order.
        guard holdsUnknown(value, at: place) else { return }
        var seen = Set(found)
        walk(tree: value, at: place, into: &found, &seen)
    }

    /// Whether the walk from `place` would find an unknown field.
    private func holdsUnknown<Tree: FieldTree>(_ value: Tree, at place: String) -> Bool {
        guard parents.contains(place), !open.contains(place) else { return false }
        if let members = value.members() {
            let known = children[place]
            for (key, child) in members {
                guard let path = known?[key] else { return true }
                if holdsUnknown(child, at: path) { return true }
            }
        } else if let items = value.arrayItems() {
            let itemPlace = place + "[]"
            return items.contains { holdsUnknown($0, at: itemPlace) }
        }
        return false
    }

    /// Each object's keys in sorted order, each array's items in order.
    private func walk<Tree: FieldTree>(tree value: Tree, at place: String, into found: inout [String], _ seen: inout Set<String>) {
        guard parents.contains(place), !open.contains(place) else { return }
        if let members = value.sortedMembers() {
            let known = children[place]
            for (key, child) in members {
                guard let path = known?[key] else {
                    let path = place.isEmpty ? key : place + "." + key
                    if seen.insert(path).inserted { found.append(path) }
                    continue
                }
                walk(tree: child, at: path, into: &found, &seen)
            }
        } else if let items = value.arrayItems() {
            for item in items { walk(tree: item, at: place + "[]", into: &found, &seen) }
        }
    }

    /// LemonLog's export: what it writes for an entry with every field set, a version-2 file's
    /// `actionDone` (read as the outcome), the safety plan's seven parts and a check-in. A new field written
    /// only when set must be set here too (`EveryFieldRoundTripTests` fails until it is).
    static let lemonLog: KnownFields = {
        let date = Date(timeIntervalSince1970: 0)
        var plan = SafetyPlan()
        for part in SafetyPlan.Part.allCases { plan[part] = ["x"] }
        let document = ExchangeDocument(entries: [ExchangeEntry.everyField], safetyPlan: plan,
                                      checkIns: [CheckIn(id: "c", date: date, emotions: [CheckInEmotion(key: "joy", intensity: 1)], note: "n")])
        var paths: Set<String> = []
        if let data = try? ScriptJSON.encode(document), let json = try? JSONSerialization.jsonObject(with: data) {
            Self.paths(of: json, into: &paths)
        }
        let outcome = "entries[].actionOutcome"
        for path in paths where path.hasPrefix(outcome) {
            paths.insert("entries[].actionDone" + path.dropFirst(outcome.count))
        }
        return KnownFields(paths: paths)
    }()

    /// jrnl's JSON export: its tag counts, and each entry's title, body, date, time, tags and star.
    static let jrnl = KnownFields(paths: Set(["tags", "entries"] + ["title", "body", "date", "time", "tags", "starred"].map { "entries[]." + $0 }),
                                  open: ["tags", "entries[].tags"])
}

extension ExchangeEntry {
    /// An entry with every field the export writes set (a field written only when set must be
    /// set here too): what `KnownFields.lemonLog` learns the export's places from.
    static let everyField: ExchangeEntry = {
        let date = Date(timeIntervalSince1970: 0)
        var content = DiaryContent(emotions: ["joy"], date: date, intensities: ["joy": 1], reratings: ["joy": 1], traps: ["t"],
                                   actionOutcome: ActionOutcome(status: .done, at: date, mastery: 1, pleasure: 1, note: "n", learned: "l",
                                                                moodAfter: OutcomeMood(emotion: "joy", intensity: 1)),
                                   starred: true, actionDue: date)
        for field in FieldTable.beliefFields { content.beliefs[field] = 1 }
        content.starReason = "r"
        content.timeZone = "UTC"
        let image = ExchangeImage(name: "n", format: "png", originalPath: "p", data: "")
        return ExchangeEntry(id: "a", createdAt: date, updatedAt: date, content: content, images: [image])
    }()
}
