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
}
