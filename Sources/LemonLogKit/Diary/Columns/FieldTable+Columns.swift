import Foundation

/// The field table's rows for every value of an entry (`ContentColumn`): the texts and the
/// belief ratings from the `DiaryField` rows, and the values that are no `DiaryField` of their
/// own. Entry and draft files, the export and import, and (through them) sync and encryption
/// loop over these rows.
extension FieldTable {
    /// Every value of an entry, texts in the order declared (a mark after its source: reading
    /// it needs its source's text).
    package static let columns: [ContentColumn] = {
        let everywhere: ColumnPlaces = [.files, .export, .index, .listJSON, .show, .markdown]
        var columns: [ContentColumn] = [
            .value("emotions", \.emotions, .emotionKeys, everywhere, missing: []).exported(
                write: { content, c in
                    let emotions = content.emotions.map {
                        ExchangeEmotion(key: $0, intensity: content.intensities[$0], after: content.reratings[$0])
                    }
                    try c.encode(emotions, forKey: ColumnKey("emotions"))
                },
                read: { content, c in
                    let emotions = try c.decodeIfPresent([ExchangeEmotion].self, forKey: ColumnKey("emotions")) ?? []
                    content.emotions = emotions.map(\.key)
                    for emotion in emotions {
                        content.intensities[emotion.key] = emotion.intensity
                        content.reratings[emotion.key] = emotion.after
                    }
                }
            ).listed { content, catalog, c in
                // `list --json` names each emotion in both languages.
                let emotions = content.emotions.map { key in
                    let known = catalog.emotion(key)
                    return ListedEmotion(key: key, en: known?.en, ko: known?.ko, intensity: content.intensities[key],
                                         after: content.reratings[key])
                }
                try c.encode(emotions, forKey: ColumnKey("emotions"))
            },
            .ratings("intensities", \.intensities, everywhere),
            .ratings("reratings", \.reratings, everywhere),
        ]
        for field in textFields {
            var places: ColumnPlaces = [.files, .export, .search, .show, .markdown]
            if spec(of: field).isListed { places.formUnion([.index, .listJSON]) }
            columns.append(.text(field, places))
        }
        columns += [
            // A missing date is 1970-01-01 in files (the entry sorts last rather than being lost); the export requires it.
            ContentColumn.value("date", \.date, .date, everywhere, missing: Date(timeIntervalSince1970: 0)).exported(
                read: { content, c in content.date = try c.decode(Date.self, forKey: ColumnKey("date")) }),
            // The export carries the images apart, with their bytes (`ExchangeEntry.images`); the index their count.
            ContentColumn.value("images", \.images, .images, [.files, .export, .index, .listJSON, .show, .markdown], missing: [])
                .exported(write: { _, _ in }, read: { _, _ in })
                .listed { content, _, c in try c.encode(content.images.count, forKey: ColumnKey("imageCount")) },
            .value("traps", \.traps, .trapKeys, everywhere, missing: []).listed { content, _, c in
                // `list --json` names each trap in both languages, as it does the emotions.
                let traps = content.traps.map { key in
                    let known = TrapCatalog.shipped.trap(key)
                    return ListedTrap(key: key, en: known?.en, ko: known?.ko)
                }
                try c.encode(traps, forKey: ColumnKey("traps"))
            },
            // Version 2's done mark, `actionDone` (`{at, note}`), is read as an outcome with status `done`.
            ContentColumn.optional("actionOutcome", \.actionOutcome, .outcome, everywhere).exported(
                read: { content, c in
                    content.actionOutcome = try c.decodeIfPresent(ActionOutcome.self, forKey: ColumnKey("actionOutcome"))
                        ?? c.decodeIfPresent(ActionOutcome.self, forKey: ColumnKey("actionDone"))
                }),
            .optional(spec(of: .actionDue).jsonKey, \.actionDue, .optionalDate, [.files, .export, .index, .listJSON, .show, .markdown]),
            .flag("starred", \.starred, everywhere),
            .optional("starReason", \.starReason, .optionalText, everywhere),
            // Where the entry was written (a Day One entry's zone): its time is shown as it was there.
            .optional("timeZone", \.timeZone, .zoneName, [.files, .export, .index, .listJSON, .show]),
        ]
        for jsonKey in BeliefRatings.jsonKeys { columns.append(.beliefs(jsonKey, [.files, .export, .index, .show, .markdown])) }
        return columns
    }()

    /// The rows that go to `place`: for one place, filtered once (every entry coded asks, and an
    /// import codes 100,000 entries twice).
    package static func columns(in place: ColumnPlaces) -> [ContentColumn] {
        let bit = place.rawValue.trailingZeroBitCount
        guard place.rawValue == 1 << bit, rowsByPlace.indices.contains(bit) else { return columns.filter { $0.places.contains(place) } }
        return rowsByPlace[bit]
    }

    /// The rows of each single place, by the place's bit (an array, not a dictionary: every
    /// command that reads an entry builds this, and a new dictionary type costs a look-up of
    /// its key's conformances in the whole program at start).
    private static let rowsByPlace: [[ContentColumn]] = (0..<7).map { bit in
        columns.filter { $0.places.contains(ColumnPlaces(rawValue: 1 << bit)) }
    }
}

extension ContentColumn {
    /// This row with its own coding in the export (a part not given stays as it was); its
    /// `list --json` coding follows the new export coding (give a row's own with `listed` after).
    func exported(write: Write? = nil, read: Read? = nil) -> ContentColumn {
        ContentColumn(jsonKey, kind, places, write: self.write, read: self.read,
                      exportWrite: write ?? exportWrite, exportRead: read ?? exportRead, path: path)
    }

    /// This row with its own coding in `list --json`.
    func listed(_ write: @escaping ListWrite) -> ContentColumn {
        ContentColumn(jsonKey, kind, places, write: self.write, read: self.read,
                      exportWrite: exportWrite, exportRead: exportRead, listWrite: write, path: path)
    }
}
