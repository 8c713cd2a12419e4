import Foundation

/// The checks an interchange entry must pass before it is imported, and its conversion into
/// a diary entry. The same limits as the wizard's where a file can break them (at most five
/// emotions, ratings 0–100, at most five images of a known format).
enum ExchangeCheck {
    /// The most thinking traps an imported entry may hold (the catalog has 12; a newer one may have more).
    static let maxTraps = 50

    static func problems(of entry: ExchangeEntry, number: Int) -> [ImportProblem] {
        var problems: [ImportProblem] = []
        func add(_ field: String, _ key: String, _ arguments: [String: String] = [:]) {
            problems.append(ImportProblem(entry: number, id: entry.id, field: field, key: key, arguments))
        }
        if !DiaryStore.isValidID(entry.id) { add("id", "import_problem_bad_id") }
        if entry.emotions.count > DiaryLimits.maxEmotions {
            add("emotions", "import_problem_too_many_emotions", ["max": String(DiaryLimits.maxEmotions)])
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
        var traps: Set<String> = []
        for (index, trap) in entry.traps.enumerated() {
            let field = "traps[\(index)]"
            if trap.isEmpty || trap.count > 200 { add(field, "import_problem_bad_trap") }
            if !traps.insert(trap).inserted { add(field, "import_problem_duplicate_trap") }
        }
        if entry.traps.count > maxTraps { add("traps", "import_problem_too_many_traps", ["max": String(maxTraps)]) }
        if let note = entry.actionDone?.note, note.count > DiaryLimits.maxTextLength {
            add("actionDone.note", "import_problem_note_too_long", ["max": String(DiaryLimits.maxTextLength)])
        }
        if entry.images.count > DiaryLimits.maxImages {
            add("images", "import_problem_too_many_images", ["max": String(DiaryLimits.maxImages)])
        }
        for (index, image) in entry.images.enumerated() {
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

    /// The entry and its images, once `problems(of:)` found nothing.
    static func candidate(_ entry: ExchangeEntry) -> ImportCandidate? {
        var content = DiaryContent(situation: entry.situation, thought: entry.thought, reeval: entry.reeval,
                                   action: entry.action, date: entry.date)
        content.emotions = entry.emotions.map(\.key)
        content.traps = entry.traps
        content.actionDone = entry.actionDone
        for emotion in entry.emotions {
            content.intensities[emotion.key] = emotion.intensity
            content.reratings[emotion.key] = emotion.after
        }
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
        return ExchangeEntry(
            id: entry.id, date: content.date, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
            emotions: content.emotions.map { ExchangeEmotion(key: $0, intensity: content.intensities[$0], after: content.reratings[$0]) },
            situation: content.situation, thought: content.thought, reeval: content.reeval, action: content.action,
            images: images, traps: content.traps, actionDone: content.actionDone)
    }
}
