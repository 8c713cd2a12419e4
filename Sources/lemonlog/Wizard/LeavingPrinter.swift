import LemonLogKit

/// Prints how a writing session ended without its entry saved, for both faces alike.
enum LeavingPrinter {
    /// The kept line (stdout); or the words the draft could not keep (stdout) and why (stderr).
    /// Returns the exit status the session gave.
    static func show(_ leaving: Leaving) -> Int32 {
        switch leaving {
        case .kept(let line, _):
            if let line { Console.out(line) }
        case .lost(let words, let why):
            for line in words { Console.words(line) }
            Console.err(why)
        }
        return leaving.status
    }
}
