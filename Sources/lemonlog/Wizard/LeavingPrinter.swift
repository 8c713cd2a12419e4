import LemonLogKit

/// Prints how a writing session ended without its entry saved, for both faces alike.
enum LeavingPrinter {
    /// The kept line (stdout); or the words the draft could not keep (stdout) and why (stderr),
    /// with status 1 whatever the reason for leaving. Returns the exit status.
    static func show(_ leaving: Leaving, status: Int32) -> Int32 {
        switch leaving {
        case .kept(let line):
            if let line { Console.out(line) }
            return status
        case .lost(let words, let why):
            for line in words { Console.out(line) }
            Console.err(why)
            return ExitStatus.failure
        }
    }
}
