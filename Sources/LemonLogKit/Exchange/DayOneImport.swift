import Foundation

/// Reads Day One's JSON export (the unzipped folder: `Journal.json` and `photos/<md5>.<type>`):
/// each Day One entry becomes an entry whose situation holds its text (Day One's Markdown
/// escapes `\.` undone, each photo's place named `[photo: IMG_1.HEIC]`, its tags on a last line
/// `Day One tags: travel, family`), dated at its creation date (an instant: `Z` or an offset;
/// a date without one is read in the entry's `timeZone`), starred if it was, with its photos
/// attached in their order up to the image limit; the photos left out are named. Its id is made
/// from its uuid, so importing the same export twice skips what is already there, and an entry
/// changed in Day One keeps its id.
struct DayOneImport {
    let timeZone: TimeZone
    /// The bytes of a file of the export's `photos/` folder, by name (`<md5>.<type>`); nil if it
    /// cannot be read.
    let photo: (String) -> Data?

    /// One entry of the export; only what LemonLog keeps is read.
    struct Entry: Decodable {
        var uuid: String
        var creationDate: String
        var timeZone: String?
        var text: String
        var starred: Bool
        var tags: [String]
        var photos: [Photo]

        enum CodingKeys: String, CodingKey { case uuid, creationDate, timeZone, text, starred, tags, photos }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            uuid = try c.decode(String.self, forKey: .uuid)
            creationDate = try c.decode(String.self, forKey: .creationDate)
            timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
            text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
            starred = try c.decodeIfPresent(Bool.self, forKey: .starred) ?? false
            tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
            photos = try c.decodeIfPresent([Photo].self, forKey: .photos) ?? []
        }
    }

    /// A photo of an entry: its file is `photos/<md5>.<type>`.
    struct Photo: Decodable {
        var identifier: String
        var md5: String
        var type: String
        var filename: String?
        var orderInEntry: Int?

        /// The file's name in `photos/` (nil for a name that would leave the folder).
        var fileName: String? {
            let name = md5 + "." + type
            let allowed = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }
            return allowed && !md5.isEmpty && !md5.hasPrefix(".") ? name : nil
        }

        /// What the person knew it by: its file name on the device, else the export's.
        var shownName: String { TextSanitizer.singleLine(filename ?? (md5 + "." + type)) }
    }

    func read(_ data: Data, _ decoder: JSONDecoder) -> Result<ImportRead, ImportFailure> {
        var candidates: [ImportCandidate] = []
        var seen: Set<String> = []
        let skipped = Attempts<Entry>.read(data, decoder) { number, entry in
            guard let date = Self.date(entry.creationDate, zone: entry.timeZone.flatMap(TimeZone.init(identifier:)) ?? timeZone),
                  StoreTimestamp.format(date) != nil else {
                return [ImportProblem(entry: number, field: "creationDate", key: "import_problem_bad_date",
                                      ["value": entry.creationDate])]
            }
            guard seen.insert(entry.uuid.lowercased()).inserted else {
                return [ImportProblem(entry: number, field: "uuid", key: "import_problem_duplicate_id")]
            }
            candidates.append(candidate(entry, date: date))
            return []
        }
        return skipped.map { ImportRead(source: .dayOne, candidates: candidates, skipped: $0) }
    }

    /// The entry as LemonLog keeps it, its photos read (up to the limit) or named as left out.
    private func candidate(_ entry: Entry, date: Date) -> ImportCandidate {
        let ordered = entry.photos.enumerated().sorted { ($0.element.orderInEntry ?? $0.offset, $0.offset) < ($1.element.orderInEntry ?? $1.offset, $1.offset) }
            .map(\.element)
        var images: [ImportImage] = []
        var leftOut: [ImportOrigin.LeftOut] = []
        for photo in ordered {
            guard let name = photo.fileName, let bytes = self.photo(name),
                  let format = ImageFormat.detect(Array(bytes.prefix(ImageFormat.headerLength))) else {
                leftOut.append(ImportOrigin.LeftOut(name: photo.shownName, overLimit: false))
                continue
            }
            guard images.count < DiaryLimits.maxImages else {
                leftOut.append(ImportOrigin.LeftOut(name: photo.shownName, overLimit: true))
                continue
            }
            images.append(ImportImage(name: photo.filename.map(ImageFiles.safeFileName) ?? name, format: format,
                                      originalPath: "photos/" + name, data: bytes))
        }
        var text = Self.text(entry.text, photos: entry.photos)
        let tags = entry.tags.map(TextSanitizer.singleLine).filter { !$0.isEmpty }
        if !tags.isEmpty { text += (text.isEmpty ? "" : "\n\n") + Self.tagsLabel + tags.joined(separator: ", ") }
        let id = Self.id(uuid: entry.uuid)
        var content = DiaryContent(texts: [.situation: text], date: date, starred: entry.starred)
        content.timeZone = entry.timeZone.flatMap { TimeZone(identifier: $0) == nil ? nil : $0 }
        var origin = ImportOrigin(minute: date, title: String(text.split(separator: "\n", maxSplits: 1).first ?? ""),
                                  matchesByTitle: false)
        origin.leftOut = leftOut
        return ImportCandidate(entry: DiaryEntry(id: id, createdAt: date, updatedAt: date, content: content),
                               images: images, origin: origin)
    }

    /// The start of the line that keeps an entry's tags, as text.
    static let tagsLabel = "Day One tags: "

    /// Day One's Markdown made plain words again: a backslash before ASCII punctuation (Day
    /// One escapes `.`, `(`, `!`…) is dropped, and a photo's place (`![](dayone-moment://ID)`)
    /// becomes `[photo: NAME]`. Nothing else is changed.
    static func text(_ markdown: String, photos: [Photo]) -> String {
        var names: [String: String] = [:]
        for photo in photos { names[photo.identifier.uppercased()] = photo.shownName }
        var out = ""
        var rest = Substring(markdown)
        let moment = "![](dayone-moment://"
        while let first = rest.first {
            if first == "\\", let next = rest.dropFirst().first, next.isASCII, next.isPunctuation || next.isSymbol {
                out.append(next)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix(moment), let close = rest.firstIndex(of: ")") {
                let identifier = rest[rest.index(rest.startIndex, offsetBy: moment.count)..<close]
                if let name = names[identifier.uppercased()] {
                    out += "[photo: " + name + "]"
                } else {
                    out += rest[...close]
                }
                rest = rest[rest.index(after: close)...]
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `2021-03-03T11:48:50Z` (or with an offset, or fractional seconds); without a zone, read in `zone`.
    static func date(_ text: String, zone: TimeZone) -> Date? {
        let withZone = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            withZone.formatOptions = options
            if let date = withZone.date(from: text) { return date }
        }
        let local = DateFormatter()
        local.locale = Locale(identifier: "en_US_POSIX")
        local.timeZone = zone
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm"] {
            local.dateFormat = format
            if let date = local.date(from: text) { return date }
        }
        return nil
    }

    /// A 12-hex-digit id from the entry's uuid (FNV-1a, 64 bits; case does not matter).
    static func id(uuid: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ("dayone\u{0}" + uuid.uppercased()).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash & 0xFFFF_FFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}
