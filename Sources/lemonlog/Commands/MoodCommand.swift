import Foundation
import LemonLogKit
import LemonLogTerminal

/// `lemonlog mood [EMOTION RATING]... [--note TEXT]`: a quick check-in, moods without a record,
/// saved as a record of its own (`checkins/<id>.json`). With no emotion given it asks, line by
/// line (`CheckInQuestions`): the emotions, their ratings, a note; nothing chosen saves nothing
/// (exit 1). A heavy check-in is followed by the care lines, as `actions done --note` is.
/// `lemonlog mood --list [-n N] [--since DATE] [--until DATE]`: the check-ins, newest first.
enum MoodCommand {
    /// `--note`, `--list` and the list's `-n`, `--since`, `--until`.
    enum Option: CommandOption {
        case note, list, limit, since, until

        var declaration: OptionDeclaration {
            switch self {
            case .note: OptionDeclaration(["--note"], value: .text(placeholder: "TEXT"), helpKey: "cli_option_mood_note")
            case .list: OptionDeclaration(["--list"], helpKey: "cli_option_mood_list")
            case .limit: OptionDeclaration(["-n"], value: .positiveInteger(placeholder: "N"), helpKey: "cli_option_mood_limit")
            case .since: OptionDeclaration(["--since"], value: .text(placeholder: "DATE"), helpKey: "cli_option_mood_since")
            case .until: OptionDeclaration(["--until"], value: .text(placeholder: "DATE"), helpKey: "cli_option_mood_until")
            }
        }
    }

    static let declaration = CommandDeclaration(
        name: "mood", summaryKey: "cli_summary_mood",
        operands: [OperandDeclaration("EMOTION RATING", kind: .text(placeholder: "EMOTION RATING"), optional: true, repeating: true,
                                      helpKey: "cli_operand_mood")],
        options: Option.self
    ) { invocation, context in
        let words = invocation.operands("EMOTION RATING")
        let listOnly: [Option] = [.limit, .since, .until]
        if invocation.flag(.list) {
            if !words.isEmpty { throw UsageError("mood_list_not_with_emotions", command: "mood") }
            if invocation.value(.note) != nil { throw UsageError("mood_list_not_with_note", command: "mood") }
            return try list(context, limit: invocation.integer(.limit), since: invocation.value(.since), until: invocation.value(.until))
        }
        if let given = listOnly.first(where: { invocation.value($0) != nil }) {
            throw UsageError("mood_option_needs_list", ["option": given.declaration.canonical], command: "mood")
        }
        let emotions = try MoodArguments.emotions(words, language: context.localizer.language)
        if emotions.isEmpty { return try ask(context, note: invocation.value(.note)) }
        return try save(context, emotions: emotions, note: invocation.value(.note) ?? "")
    }

    static func save(_ context: AppContext, emotions: [CheckInEmotion], note: String) throws -> Int32 {
        let store = try context.openStore()
        let checkIn = try store.saveNewCheckIn(emotions: emotions, note: note)
        Console.out(lines(context).saved(checkIn, idLength: store.shortIDLength(for: [checkIn.id])))
        context.printCare(after: checkIn)
        return ExitStatus.success
    }

    /// The questions, line by line, on a terminal or not: the emotions (Enter: none, nothing is
    /// saved), their ratings, then the note unless `--note` gave it.
    static func ask(_ context: AppContext, note given: String?) throws -> Int32 {
        let l = context.localizer
        let questions = CheckInQuestions(localizer: l)
        for line in questions.emotionLines { Console.out(line) }
        var keys: [String] = []
        while true {
            Console.prompt(STDOUT_FILENO, l("plain_emotion_prompt") + " ")
            guard let line = readLine(strippingNewline: true) else { return nothingSaved(l) }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty || answer == "." { return nothingSaved(l) }
            switch questions.emotions(answer) {
            case .success(let chosen) where !chosen.isEmpty: keys = chosen
            case .success: return nothingSaved(l)
            case .failure(let refusal):
                Console.out(refusal.message)
                continue
            }
            break
        }
        var emotions = keys.map { CheckInEmotion(key: $0) }
        let ratingLines = questions.ratingLines(keys)
        for line in ratingLines.dropLast() { Console.out(line) }
        while true {
            Console.prompt(STDOUT_FILENO, (ratingLines.last ?? "") + " ")
            guard let line = readLine(strippingNewline: true) else { break }
            switch questions.ratings(line.trimmingCharacters(in: .whitespaces), keys: keys) {
            case .success(let rated): emotions = rated
            case .failure(let refusal):
                Console.out(refusal.message)
                continue
            }
            break
        }
        var note = given ?? ""
        if given == nil {
            Console.prompt(STDOUT_FILENO, l("mood_note_prompt") + " ")
            note = readLine(strippingNewline: true) ?? ""
        }
        return try save(context, emotions: emotions, note: note)
    }

    /// Nothing was chosen: nothing is saved, and the person is told (exit 1).
    static func nothingSaved(_ l: Localizer) -> Int32 {
        Console.out("")
        Console.err(l("mood_nothing_saved"))
        return ExitStatus.failure
    }

    /// `mood --list`: `id  date  moods  note`, newest first.
    static func list(_ context: AppContext, limit: Int?, since sinceText: String?, until untilText: String?,
                     now: Date = Date()) throws -> Int32 {
        let since = try sinceText.map { try FilterOptions.date($0, option: "--since", bound: .start, now: now, command: "mood") }
        let until = try untilText.map { try FilterOptions.date($0, option: "--until", bound: .end, now: now, command: "mood") }
        if let sinceText, let untilText, !FilterInput.isRange(since: since, until: until) {
            throw UsageError("cli_since_after_until", ["since": sinceText, "until": untilText], command: "mood")
        }
        let store = try context.openStore()
        let (all, problems) = store.checkIns()
        context.report(problems)
        var shown = all.filter { checkIn in
            (since.map { checkIn.date >= $0 } ?? true) && (until.map { checkIn.date <= $0 } ?? true)
        }
        if let limit { shown = Array(shown.prefix(limit)) }
        guard !shown.isEmpty else {
            Console.out(context.localizer(all.isEmpty ? "mood_none" : "mood_none_match"))
            return ExitStatus.success
        }
        let length = store.shortIDLength(for: shown.map(\.id))
        for line in lines(context).listLines(shown, idLength: length) { Console.out(line) }
        return ExitStatus.success
    }

    static func lines(_ context: AppContext) -> CheckInLines {
        CheckInLines(formatter: DiaryFormatter(localizer: context.localizer))
    }
}
