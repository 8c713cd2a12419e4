import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

// MARK: - `lemonlog-bench keystrokes [--runs N]`: the in-process figures of Tests/Benchmarks/run

/// CPU time of this process, in seconds.
func cpuNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `count` times after `warmup` untimed runs, each followed by an untimed
/// `between`; returns each run's CPU seconds.
func cpuSamples(_ count: Int, warmup: Int = 3, _ body: () -> Void, between: () -> Void = {}) -> [Double] {
    for _ in 0..<warmup {
        body()
        between()
    }
    return (0..<count).map { _ in
        let start = cpuNow()
        body()
        let seconds = cpuNow() - start
        between()
        return seconds
    }
}

/// Prints one JSON object: CPU seconds per keystroke (a character typed at the end of a
/// 1,999-character situation field, and ← there) through the wizard path (handle + render +
/// frame diff, the writer already holding the previous frame), the bytes each writes, the
/// 1 MB bracketed paste through the same path (decode + handle + render + diff, 2,000 limit),
/// and the peak resident memory (ru_maxrss) after the paste.
func keystrokeFigures(runs: Int, paste withPaste: Bool = true) {
    var figures: [String: Any] = [:]
    // One live wizard and writer, as the program holds them (mutated in place, never copied):
    // each timed key is followed by an untimed one that puts the field back (Backspace after
    // the character, → after ←), drawn too, so that every timed key starts from the same frame.
    var wizard = editingWizard(diaryText(characters: 1_999))
    var frames = primedWriter(for: wizard)
    func press(_ key: Key) -> Int {
        _ = wizard.update(.key(key))
        return frames.render(renderer.render(wizard, size: size), size: size).count
    }
    for (name, key, back) in [("char", Key(.character("a")), Key(.backspace)), ("left", Key(.left), Key(.right))] {
        var bytes = 0
        let samples = cpuSamples(runs) {
            bytes = press(key)
        } between: {
            _ = press(back)
        }
        if wizard.state.content.situation.count != 1_999 { stop("the field did not come back to 1,999 characters") }
        figures[name] = ["seconds": samples, "bytes": bytes]
    }
    if withPaste { pasteFigures(into: &figures, runs: runs) }
    let data = try! JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

/// The 1 MB bracketed paste through the wizard path, and ru_maxrss after it.
func pasteFigures(into figures: inout [String: Any], runs: Int) {
    var text = ""
    let chunk = diaryText(characters: 700) + "\t\u{1B}[31mred\u{1B}[0m\n"
    while text.utf8.count < 1_000_000 { text += chunk }
    let paste: [UInt8] = Array("\u{1B}[200~".utf8) + Array(text.utf8.prefix(1_000_000)) + Array("\u{1B}[201~".utf8)
    let empty = editingWizard("")
    let emptyWriter = primedWriter(for: empty)
    var kept = 0
    let pasteSamples = (0..<(max(5, runs / 20) + 1)).map { _ in
        let start = now()
        var decoder = KeyDecoder()
        var wizard = empty
        var frames = emptyWriter
        for key in decoder.feed(paste) { _ = wizard.update(.key(key)) }
        _ = frames.render(renderer.render(wizard, size: size), size: size)
        kept = wizard.state.content.situation.count
        return now() - start
    }.dropFirst()
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    figures["paste"] = ["seconds": Array(pasteSamples), "bytes": paste.count, "kept": kept,
                        "maxrssKB": usage.ru_maxrss]
}

