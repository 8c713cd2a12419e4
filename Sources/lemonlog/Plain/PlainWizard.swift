import LemonLogKit

/// The six steps as line-by-line prompts (`--plain`, `TERM=dumb`, screen readers, scripts).
struct PlainWizard {
    let context: AppContext
    let session: DraftSession

    func run() -> Int32 {
        Console.err("lemonlog: plain mode is not available yet")
        return ExitStatus.failure
    }
}
