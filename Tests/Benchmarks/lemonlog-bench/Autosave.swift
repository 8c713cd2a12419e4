import Foundation
import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

// MARK: - `lemonlog-bench autosave DIR [--runs N]`: one autosave in a given diary

/// Prints one JSON object: the median wall seconds of one autosave (`DraftSession.saveDraft`
/// of a full draft, 4 × 2,000 characters) in the diary at `folder`, as it is: sealed if the
/// diary is encrypted (Tests/Benchmarks/encryption.sh, issue 24 item 6). The draft stays: give a copy.
func autosaveFigure(in folder: String, runs: Int) {
    do {
        let store = try DiaryStore(directory: URL(fileURLWithPath: folder))
        let session = try DraftSession.new(store: store, now: Date())
        defer { session.close() }
        let text = diaryText(characters: 2_000)
        var content = DiaryContent(emotions: ["joy", "sadness"], texts: [.situation: text])
        content.thought = text
        content.reeval = text
        content.action = text
        let position = DraftPosition(step: .situation, editing: true, cursor: 2_000)
        let time = measure(runs, warmup: 2) {
            try! session.saveDraft(content: content, position: position, now: Date())
        }
        print("{\"autosave_seconds\": \(time.median)}")
    } catch {
        FileHandle.standardError.write(Data("autosave benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
