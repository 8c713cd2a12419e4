import LemonLogKit
import LemonLogTerminal

/// A crash in any command prints one line in the person's language, not a backtrace and
/// never "Press space to interact"; `SWIFT_BACKTRACE` set by the person asks for Swift's
/// backtrace instead. The wizard replaces the line with one that names the draft.
enum CrashLine {
    static func install(_ context: AppContext) {
        let l = context.localizer.narrowed(to: ["error_prefix", "crashed_internal_error"])
        TerminalSafetyNet.passCrashesOn = context.environment["SWIFT_BACKTRACE"] != nil
        TerminalSafetyNet.setCrashMessage(l("error_prefix") + l("crashed_internal_error") + "\n")
        TerminalSafetyNet.installCrashHandlers()
    }
}
