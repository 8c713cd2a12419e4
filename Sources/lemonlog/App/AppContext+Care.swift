import LemonLogKit

extension AppContext {
    /// The person's support numbers: their own (`LEMONLOG_SUPPORT`, `support.txt`), or their region's.
    var supportNumbers: SupportNumbers {
        SupportNumbers.resolve(environment: environment, localizer: localizer)
    }

    /// The line that is always there (help, the bare overview): not for emergencies, and who to call.
    var careLine: String {
        supportNumbers.careLine(localizer)
    }

    /// After words written outside the wizard (`actions done --note`): the care lines, when the
    /// care check finds crisis words in them. Nothing is asked and nothing is sent anywhere.
    func printCare(after text: String?) {
        guard let text, CareCheck().hasCrisisWords(text) else { return }
        for line in [""] + CareWatch.printedLines(localizer, numbers: supportNumbers) { Console.out(line) }
    }

    /// After a quick check-in (`mood`): the care lines, when it is heavy (`CareCheck.isHeavy`).
    func printCare(after checkIn: CheckIn) {
        guard CareCheck().isHeavy(checkIn) else { return }
        for line in [""] + CareWatch.printedLines(localizer, numbers: supportNumbers) { Console.out(line) }
    }
}
