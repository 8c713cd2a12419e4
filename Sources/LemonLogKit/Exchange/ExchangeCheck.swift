import Foundation

/// The checks an interchange entry must pass before it is imported, and its conversion into
/// a diary entry: the wizard's own rules (`DiaryValidators`, those that hold for imports:
/// not the typing limits of texts, of the done note or of an image's path: a diary always imports
/// its own export), and what only a file can break (ids, keys, ratings 0–100, dates the store can
/// write, image data and names).
enum ExchangeCheck {
    /// The most thinking traps an imported entry may hold (the catalog has 12; a newer one may have more).
    static let maxTraps = 50

    static func problems(of entry: ExchangeEntry, number: Int) -> [ImportProblem] {
        var problems: [ImportProblem] = []
        func add(_ field: String, _ key: String, _ arguments: [String: String] = [:]) {
            problems.append(ImportProblem(entry: number, id: entry.id, field: field, key: key, arguments))
        }
        if !isAcceptableID(entry.id) { add("id", "import_problem_bad_id") }
        // The wizard's own rules, from the one place that declares them per field; an imported
        // entry may lack texts (a saved entry's baseline rule) and hold a text longer than one can
        // type (kept whole from jrnl or Day One): a diary always imports its own export.
        let content = content(of: entry)
        for field in DiaryField.allCases {
            guard let rule = DiaryValidators.brokenImportRule(field, in: content) else { continue }
            add(FieldTable.spec(of: field).jsonKey, DiaryValidationError.messageKey(field: field, rule: rule),
                DiaryValidationError.limitArguments(field, rule))
        }
        for (name, date) in [("date", entry.date), ("createdAt", entry.createdAt), ("updatedAt", entry.updatedAt)]
            + (entry.actionOutcome.map { [("actionOutcome.at", $0.at)] } ?? [])
            + (entry.actionDue.map { [("actionDue", $0)] } ?? []) where StoreTimestamp.format(date) == nil {
            add(name, "import_problem_date_range")
        }
        var keys: Set<String> = []
        for (index, emotion) in entry.emotions.enumerated() {
            let field = "emotions[\(index)]"
            if emotion.key.isEmpty || emotion.key.count > 200 { add(field + ".key", "import_problem_bad_emotion") }
            if !keys.insert(emotion.key).inserted { add(field + ".key", "import_problem_duplicate_emotion") }
            for (name, rating) in [("intensity", emotion.intensity), ("after", emotion.after)] {
                if let rating, !Intensity.range.contains(rating) {
                    add(field + "." + name, "import_problem_rating_range", ["value": String(rating)])
                }
            }
        }
        for field in FieldTable.beliefFields {
            if let rating = entry.beliefs[field], !Intensity.range.contains(rating) {
                add(BeliefRatings.path(of: field), "import_problem_rating_range", ["value": String(rating)])
            }
        }
        var traps: Set<String> = []
        for (index, trap) in entry.traps.enumerated() {
            let field = "traps[\(index)]"
            if trap.isEmpty || trap.count > 200 { add(field, "import_problem_bad_trap") }
            if !traps.insert(trap).inserted { add(field, "import_problem_duplicate_trap") }
        }
        if entry.traps.count > maxTraps { add("traps", "import_problem_too_many_traps", ["max": String(maxTraps)]) }
        for (index, image) in entry.images.enumerated() {
            if image.name.utf8.count > maxImageNameBytes {
                add("images[\(index)].name", "import_problem_image_name_too_long", ["max": String(maxImageNameBytes)])
            }
            guard let data = Data(base64Encoded: image.data) else {
                add("images[\(index)].data", "import_problem_image_data")
                continue
            }
            if ImageFormat.detect(Array(data.prefix(ImageFormat.headerLength))) == nil {
                add("images[\(index)].data", "import_problem_image_format")
            }
        }
        return problems
    }

    /// The longest image name a file may give, in UTF-8 bytes (a file name's limit on Linux);
    /// it is stored cut to `DiaryStore.maxStoredNameBytes`.
    static let maxImageNameBytes = 255

    /// Whether an id can be imported: a valid file name (`DiaryStore.isValidID`) that starts
    /// with a letter or digit, so that it is never read as an option (`--help`).
    static func isAcceptableID(_ id: String) -> Bool {
        guard DiaryStore.isValidID(id), let first = id.utf8.first else { return false }
        return (first >= 97 && first <= 122) || (first >= 48 && first <= 57)
    }

    /// The entry's content as the wizard's rules see it (its images as attachments yet to be stored).
    static func content(of entry: ExchangeEntry) -> DiaryContent {
        var content = entry.content
        content.images = entry.images.map { ImageAttachment(storedPath: "", originalPath: $0.originalPath, format: $0.format) }
        return content
    }

    /// The entry and its images, once `problems(of:)` found nothing.
    static func candidate(_ entry: ExchangeEntry) -> ImportCandidate? {
        let content = entry.content
        var images: [ImportImage] = []
        for image in entry.images {
            guard let data = Data(base64Encoded: image.data),
                  let format = ImageFormat.detect(Array(data.prefix(ImageFormat.headerLength))) else { return nil }
            images.append(ImportImage(name: image.name, format: format, originalPath: image.originalPath, data: data))
        }
        return ImportCandidate(entry: DiaryEntry(id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
                                                 content: content), images: images)
    }

    /// The interchange form of a stored entry, with its images' bytes (`imageData` gives nil
    /// for a copy that cannot be read: that image is left out, and the caller says so).
    static func exchange(_ entry: DiaryEntry, imageData: (ImageAttachment) -> Data?) -> ExchangeEntry {
        let content = entry.content
        let images = content.images.compactMap { image in
            imageData(image).map { data in
                ExchangeImage(name: DiaryStore.exportName(of: image), format: image.format, originalPath: image.originalPath,
                              data: data.base64EncodedString())
            }
        }
        return ExchangeEntry(id: entry.id, createdAt: entry.createdAt, updatedAt: entry.updatedAt, content: content, images: images)
    }
}
