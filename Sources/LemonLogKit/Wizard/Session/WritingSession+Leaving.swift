/// Leaving a writing session before the entry is saved: the last draft write, then the line
/// that says where the draft is, or every word that could not be kept and why, and the status.
extension WritingSession {
    /// Leaves for `reason` (a signal, input ended, the terminal gone, an allowed quit): the draft
    /// is written one last time. If it cannot be, the words of `content` are printed with the
    /// reason, and the status is 1 whatever the reason for leaving.
    package func leave(_ content: DiaryContent, position: DraftPosition, because reason: LeavingReason) -> Leaving {
        // An edit that changed nothing in the end keeps no draft and says nothing.
        if drafts.discardIfUnchanged(content: content, typed: position.typed) { return .kept(line: nil, status: reason.status) }
        guard saveDraft(content, position: position).kept else {
            let lost = lines.lost(content, typed: position.typed, reason: draftError ?? "")
            return .lost(words: lost.words, why: lost.why)
        }
        return .kept(line: lines.kept(place), status: reason.status)
    }

    /// The person asked to leave (`q`, Ctrl-C on the full screen). When the draft cannot be
    /// written, the first ask stays, with the reason, so that no word is lost unawares; the
    /// next one leaves, and the words are printed.
    package func quit(_ content: DiaryContent, position: DraftPosition, because reason: LeavingReason) -> Quit {
        if drafts.discardIfUnchanged(content: content, typed: position.typed) { return .leave(.kept(line: nil, status: reason.status)) }
        if !saveDraft(content, position: position).kept, !quitRefused {
            quitRefused = true
            return .refused(reason: draftError ?? "")
        }
        return .leave(leave(content, position: position, because: reason))
    }
}

/// Why a writing session ends before its entry is saved; the face names it, the session
/// gives the exit status.
package enum LeavingReason: Equatable, Sendable {
    /// `q`: 0.
    case quit
    /// Ctrl-C (the key, or SIGINT): 130.
    case interrupted
    /// Any other signal that ends the process (TERM, HUP, QUIT, ...): 128 + its number.
    case signal(Int32)
    /// Input ended, the terminal went away, or the entry could not be written: 1.
    case failed

    /// The exit status when every word was kept.
    package var status: Int32 {
        switch self {
        case .quit: 0
        case .interrupted: 130
        case .signal(let number): 128 + number
        case .failed: 1
        }
    }
}

/// How a session ended without its entry saved: what each face prints, and the exit status.
package enum Leaving: Equatable, Sendable {
    /// The draft holds everything; `line` says where it is (stdout), or nil for an entry
    /// opened and left unchanged.
    case kept(line: String?, status: Int32)
    /// The draft could not keep these words: they go to stdout under their steps' names, then
    /// `why` to stderr, and the status is 1.
    case lost(words: [String], why: String)

    /// The exit status.
    package var status: Int32 {
        switch self {
        case .kept(_, let status): status
        case .lost: 1
        }
    }
}

/// The answer to a request to leave.
package enum Quit: Equatable, Sendable {
    /// Stay: the draft could not be written (`reason`), and the person is told before leaving.
    case refused(reason: String)
    case leave(Leaving)
}
