import Foundation

/// What makes an entry heavy enough for a calm word after the save: the emotions rated at or
/// above a threshold, and the phrases, in English and Korean (`Resources/care.json`), with the
/// exceptions that look like a phrase but are not one (`죽을까 봐`: a worry, not an intent).
package struct CarePhrases: Sendable, Equatable {
    /// A rating of one of `emotions` at or above this (before or after the re-rating) is heavy.
    var threshold: Int
    /// Emotion keys (e.g. `sadness.hopeless`) whose strong rating is heavy.
    package var emotions: [String]
    /// Phrases, folded as `CareText` folds the entry's texts.
    var phrases: [String]
    /// Folded text taken out before the phrases are searched (see `CareText.Prepared`).
    var exceptions: [String]

    init(threshold: Int, emotions: [String], phrases: [String], exceptions: [String] = []) {
        self.threshold = threshold
        self.emotions = emotions
        self.phrases = phrases.map(CareText.fold).filter { !$0.isEmpty }
        self.exceptions = exceptions.map(CareText.fold).filter { !$0.isEmpty }
    }

    /// The list shipped with the program, or nil when its file is missing or damaged (then
    /// nothing is matched by text, and the ratings still count with the built-in keys).
    package static let shipped: CarePhrases? = {
        guard let directory = ResourceFiles.directoryPath else { return nil }
        return load(path: directory + "/" + fileName)
    }()

    /// The ratings rule alone: what holds when the phrase file cannot be read.
    static let ratingsOnly = CarePhrases(
        threshold: 70, emotions: ["sadness.hopeless", "disgust.selfLoathing"], phrases: [])

    /// The file's name in the resource folder.
    package static let fileName = "care.json"

    /// Reads a phrase file: `{"version", "threshold", "emotions": [...], "phrases": {"en": [...], "ko": [...]},
    /// "exceptions": {"en": [...], "ko": [...]}}` (exceptions optional).
    static func load(path: String) -> CarePhrases? {
        guard let data = try? PosixFile.read(path, followingSymlink: true),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return nil }
        return CarePhrases(threshold: file.threshold, emotions: file.emotions,
                           phrases: file.phrases.values.sorted { $0.count > $1.count }.flatMap { $0 },
                           exceptions: (file.exceptions ?? [:]).values.flatMap { $0 })
    }

    struct File: Decodable {
        var version: Int
        var threshold: Int
        var emotions: [String]
        var phrases: [String: [String]]
        var exceptions: [String: [String]]?
    }
}
