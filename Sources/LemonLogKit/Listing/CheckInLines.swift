/// The lines `mood` prints for check-ins: the saved line, `mood --list`'s rows, and `show`'s
/// page of one. Pure; control characters never passed through.
package struct CheckInLines: Sendable {
    package let formatter: DiaryFormatter

    package init(formatter: DiaryFormatter) {
        self.formatter = formatter
    }

    private var l: Localizer { formatter.localizer }

    /// `Anxious 60, Tired 40, Calm`: each emotion with its rating (an unrated one is its label alone).
    package func moods(_ checkIn: CheckIn) -> String {
        checkIn.emotions.map { emotion in
            let label = TextSanitizer.singleLine(formatter.catalog.label(emotion.key, l.language))
            return emotion.intensity.map { label + " " + String($0) } ?? label
        }.joined(separator: ", ")
    }

    /// The date as the person reads and types it (`2026-11-29 09:30`).
    package func date(_ checkIn: CheckIn) -> String {
        formatter.dateInput.editable(checkIn.date)
    }

    /// What `mood` says once a check-in is saved: its id, time and moods.
    package func saved(_ checkIn: CheckIn, idLength: Int) -> String {
        l("mood_saved", ["id": DiaryStore.shortID(checkIn.id, length: idLength), "date": date(checkIn), "moods": moods(checkIn)])
    }

    /// `id  date  moods  note`, one check-in a line (the note's lines joined by a space).
    package func listLines(_ checkIns: [CheckIn], idLength: Int) -> [String] {
        checkIns.map { checkIn in
            var parts = [DiaryStore.shortID(checkIn.id, length: idLength), date(checkIn), moods(checkIn)]
            let note = noteLines(checkIn).joined(separator: " ")
            if !note.isEmpty { parts.append(note) }
            return parts.joined(separator: "  ")
        }
    }

    /// `show`'s page of a check-in: what it is, when, the moods, and the note whole.
    package func page(_ checkIn: CheckIn) -> [String] {
        var lines = [l("mood_show_title", ["id": DiaryStore.shortID(checkIn.id, length: checkIn.id.count)]),
                     l("mood_show_date", ["date": date(checkIn)]),
                     l("mood_show_moods", ["moods": moods(checkIn)])]
        let note = noteLines(checkIn)
        if !note.isEmpty {
            lines.append(l("mood_show_note"))
            lines += note.map { "  " + $0 }
        }
        return lines
    }

    /// `Moods at check-ins: Anxious ×3 (average 60), Tired ×2`: each emotion felt at the check-ins,
    /// most often first (then in the order first felt, oldest check-in first), with how many check-ins held it and the
    /// average of its ratings (when any was rated); nil when there are none. Every emotion is named.
    package func moodCounts(_ checkIns: [CheckIn]) -> String? {
        var counts: [String: (count: Int, sum: Int, rated: Int)] = [:]
        var order: [String] = []
        for checkIn in checkIns.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) {
            for emotion in checkIn.emotions {
                if counts[emotion.key] == nil { order.append(emotion.key) }
                var count = counts[emotion.key] ?? (0, 0, 0)
                count.count += 1
                if let intensity = emotion.intensity {
                    count.sum += intensity
                    count.rated += 1
                }
                counts[emotion.key] = count
            }
        }
        guard !order.isEmpty else { return nil }
        let firstSeen = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let sorted = order.sorted { (counts[$0]!.count, firstSeen[$1]!) > (counts[$1]!.count, firstSeen[$0]!) }
        let parts = sorted.map { key -> String in
            let count = counts[key]!
            let label = TextSanitizer.singleLine(formatter.catalog.label(key, l.language))
            guard count.rated > 0 else { return l("stats_checkin_mood", ["emotion": label, "count": String(count.count)]) }
            let average = Int((Double(count.sum) / Double(count.rated)).rounded())
            return l("stats_checkin_mood_rated", ["emotion": label, "count": String(count.count), "average": String(average)])
        }
        return l("stats_checkin_moods", ["moods": parts.joined(separator: ", ")])
    }

    /// The note's lines, each made safe to print; none when the note is blank.
    private func noteLines(_ checkIn: CheckIn) -> [String] {
        guard !checkIn.note.allSatisfy(\.isWhitespace) else { return [] }
        return checkIn.note.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.singleLine(String($0)) }
    }
}
