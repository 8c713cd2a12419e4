import Foundation
import LemonLogKit

/// The three kinds of step: emotions by number, multi-line texts, the date and images.
extension PlainRun {
    // MARK: - Emotion

    /// The numbered emotion list; the answer is numbers separated by spaces or commas. An
    /// empty answer keeps emotions chosen earlier.
    func askEmotions() throws -> PlainMove {
        header(.emotion)
        let rows = catalog.rows
        let width = String(rows.count).count
        for (index, row) in rows.enumerated() {
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            say(String(repeating: "    ", count: row.depth) + "  " + padded + ". " + row.emotion.label(l.language))
        }
        say(l("plain_emotion_hint", ["max": String(DiaryLimits.maxEmotions)]))
        while true {
            if !content.emotions.isEmpty {
                say(l("plain_emotion_current", ["emotions": emotionLabels(content.emotions)]))
            }
            prompt(l("plain_emotion_prompt"))
            let line = TextSanitizer.sanitize(try readLine()).trimmingCharacters(in: .whitespacesAndNewlines)
            if line == "p" {
                refuse(l("plain_back_first_step"))
                continue
            }
            var candidate = content
            if !line.isEmpty || content.emotions.isEmpty {
                switch parseEmotionNumbers(line, count: rows.count) {
                case .failure(let refusal):
                    refuse(refusal.message)
                    continue
                case .success(let indices):
                    candidate.emotions = indices.map { rows[$0].emotion.key }
                }
            }
            if let error = DiaryValidators.validate(.emotion, in: candidate, localizer: l) {
                refuse(error.message)
                continue
            }
            content = candidate
            say(l("plain_emotion_chosen", ["emotions": emotionLabels(content.emotions)]))
            return .next
        }
    }

    /// Row indices (0-based, in the order typed, without repeats) from `2 9`, `2, 9`, `2,9`.
    func parseEmotionNumbers(_ line: String, count: Int) -> Result<[Int], PlainRefusal> {
        let separators: Set<Character> = [" ", ",", "，", "、", "\u{3000}", "\t", ";"]
        var indices: [Int] = []
        for token in line.split(whereSeparator: { separators.contains($0) }) {
            let text = String(token).trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            let digits = text.hasSuffix(".") ? String(text.dropLast()) : text
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else {
                let shown = TextSanitizer.singleLine(String(text.prefix(40)))
                return .failure(PlainRefusal(l("plain_emotion_not_number", ["text": shown])))
            }
            guard (1...count).contains(number) else {
                return .failure(PlainRefusal(l("plain_emotion_out_of_range", ["number": digits, "max": String(count)])))
            }
            if !indices.contains(number - 1) { indices.append(number - 1) }
        }
        return .success(indices)
    }

    func emotionLabels(_ keys: [String]) -> String {
        keys.map { TextSanitizer.singleLine(catalog.label($0, l.language)) }.joined(separator: ", ")
    }

    // MARK: - Texts

    /// A multi-line answer ended by a line holding only `.`; `p` as the first line goes back.
    /// When the field already holds text, it is shown and a lone `.` keeps it.
    func askText(_ step: DiaryWriteStep) throws -> PlainMove {
        guard let field = step.textField else { return .next }
        header(step)
        while true {
            let current = content.text(of: field)
            if DiaryValidators.isBlank(current) {
                say(l("plain_text_hint"))
            } else {
                say(l("plain_text_current"))
                quote(current)
                say(l("plain_text_keep_hint"))
            }
            // Left set when reading stops (end of input, a signal), so that the draft keeps it.
            typing = (field, [])
            while true {
                let line = TextSanitizer.sanitize(try readLine())
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if typing?.lines.isEmpty == true, trimmed == "p" {
                    typing = nil
                    return .back
                }
                if trimmed == "." { break }
                typing?.lines.append(line)
                saveDraft()
            }
            var text = Self.joinAnswer(typing?.lines ?? [])
            typing = nil
            if DiaryValidators.isBlank(text), !DiaryValidators.isBlank(current) { text = current }
            var candidate = content
            candidate.setText(text, of: field)
            if let error = DiaryValidators.validate(field, in: candidate, localizer: l) {
                // Keep every word of a refused (too long) answer; a blank one changes nothing.
                if !DiaryValidators.isBlank(text) { content = candidate }
                saveDraft()
                refuse(error.message)
                say(l("question_\(step.key)"))
                continue
            }
            content = candidate
            return .next
        }
    }

    // MARK: - Date and images

    /// `Date [2026-11-21 14:30]:` (empty keeps it), then image paths one per line until an
    /// empty line.
    func askDateAndImages() throws -> PlainMove {
        header(.dateAndImages)
        say(l("plain_date_hint"))
        while true {
            prompt(l("plain_date_prompt", ["current": dateInput.editable(content.date)]))
            let line = TextSanitizer.sanitize(try readLine()).trimmingCharacters(in: .whitespacesAndNewlines)
            if line == "p" { return .back }
            var candidate = content
            if !line.isEmpty {
                guard let date = dateInput.parse(line) else {
                    refuse(DiaryValidationError.make(.date, .invalid, l).message)
                    continue
                }
                candidate.date = date
            }
            if let error = DiaryValidators.validate(.date, in: candidate, localizer: l) {
                refuse(error.message)
                continue
            }
            if candidate.date != content.date {
                content = candidate
                saveDraft()
            }
            break
        }
        say(l("plain_images_hint", ["max": String(DiaryLimits.maxImages)]))
        if !content.images.isEmpty {
            say(l("plain_images_current", ["count": String(content.images.count)]))
            for (index, image) in content.images.enumerated() {
                say("  \(index + 1). " + TextSanitizer.singleLine(image.originalPath))
            }
        }
        while true {
            prompt(l("plain_image_prompt"))
            let line = TextSanitizer.sanitize(try readLine()).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { return .next }
            if line == "p" { return .back }
            guard content.images.count < DiaryLimits.maxImages else {
                refuse(DiaryValidationError.make(.images, .tooMany, l).message)
                continue
            }
            let path = Self.unquoted(line)
            do {
                let attachment = try session.store.importImage(at: path, ownerID: session.imageOwnerID)
                content.images.append(attachment)
                saveDraft()
                say(l("plain_image_attached", ["path": TextSanitizer.singleLine(path),
                                               "count": String(content.images.count),
                                               "max": String(DiaryLimits.maxImages)]))
            } catch {
                refuse(DiaryValidationError.imageImport(error, reason: context.message(for: error), localizer: l).message)
            }
        }
    }

    /// A path as terminals paste a dropped file: `'a b.png'` or `"a b.png"` loses its quotes.
    static func unquoted(_ path: String) -> String {
        for quote in ["'", "\""] where path.count >= 2 && path.hasPrefix(quote) && path.hasSuffix(quote) {
            return String(path.dropFirst().dropLast())
        }
        return path
    }
}

/// A refused answer's message.
struct PlainRefusal: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
