import Foundation
import LemonLogKit
import LemonLogTerminal
#if canImport(Glibc)
import Glibc
#endif

// lemonlog-bench: times the hot paths of the wizard with the library's public API and prints
// a table. Run it from a release build:  swift run -c release lemonlog-bench [--quick]
//
// - one keystroke in the situation field (view-model + render + frame diff), for an empty
//   field, a 2,000-character field (the real limit) and a 10,000-character field (built with
//   `TextEditor(limit: nil)`, since the wizard itself caps fields at 2,000);
// - a 1 MB bracketed paste: key decoding, sanitizing and inserting, with the 2,000 limit
//   and with no limit;
// - one autosave: `DraftSession.saveDraft` (encode, write temp file, fsync, rename, fsync
//   the folder) and the size of the draft file.
//
// `lemonlog-bench keystrokes [--runs N] [--keys-only]` prints instead one JSON object with the
// in-process figures Tests/Benchmarks/run reports (CPU time and bytes per keystroke, the 1 MB paste,
// ru_maxrss); `--keys-only` leaves out the paste (for a profiler: `valgrind --tool=callgrind`).
// `lemonlog-bench autosave DIR [--runs N]` prints one JSON object: one autosave's median wall
// time in the diary at DIR, sealed if it is encrypted (Tests/Benchmarks/encryption.sh).

let quick = CommandLine.arguments.contains("--quick")
let size = TerminalSize(rows: 24, columns: 80)
let localizer = Localizer(language: .en)
let renderer = WizardRenderer(theme: Theme(color: true), subtitle: "New entry")

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `count` times (after `warmup` untimed runs); returns the median and the
/// 90th percentile in seconds.
func measure(_ count: Int, warmup: Int = 3, _ body: () -> Void) -> (median: Double, p90: Double) {
    for _ in 0..<warmup { body() }
    var times: [Double] = []
    times.reserveCapacity(count)
    for _ in 0..<count {
        let start = now()
        body()
        times.append(now() - start)
    }
    times.sort()
    return (times[times.count / 2], times[min(times.count - 1, times.count * 9 / 10)])
}

func formatTime(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f s", seconds)
}

func formatBytes(_ bytes: Int) -> String {
    bytes >= 10_000 ? String(format: "%.1f kB", Double(bytes) / 1000) : "\(bytes) B"
}

var rows: [(String, String, String, String)] = []
@MainActor func row(_ what: String, _ time: (median: Double, p90: Double)?, _ bytes: String) {
    rows.append((what, time.map { formatTime($0.median) } ?? "", time.map { formatTime($0.p90) } ?? "", bytes))
    print("  measured: \(what)")
}

/// Diary-like text: English and Korean words, spaces, a new line now and then.
func diaryText(characters: Int) -> String {
    let words = ["lemon", "tea", "rain", "walk", "tired", "happy", "bus", "late", "work", "calm",
                 "오늘", "기분", "행복", "슬픔", "레몬", "일기", "마음", "생각", "하루", "친구"]
    var result: [Character] = []
    var index = 0
    while result.count < characters {
        if !result.isEmpty { result.append(index % 37 == 36 ? "\n" : " ") }
        result += Array(words[(index * 7 + index / 3) % words.count])
        index += 1
    }
    return String(result.prefix(characters))
}

/// A wizard on the situation step, editing, with `text` in the field and the cursor at the end.
func editingWizard(_ text: String) -> DiaryWizard {
    var content = DiaryContent(emotions: ["joy"], texts: [.situation: text])
    content.date = Date()
    var wizard = DiaryWizard(content: content, position: DraftPosition(step: .situation, editing: true, cursor: text.count),
                             localizer: localizer)
    // Every step opens navigating (a reopened draft too): Enter resumes editing at the cursor.
    _ = wizard.update(.key(.enter))
    if wizard.state.mode.editingField == nil { stop("the wizard is not editing") }
    return wizard
}

/// Stops the benchmark with `message` on standard error (a figure of a broken path is no figure).
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("lemonlog-bench: " + message + "\n").utf8))
    exit(1)
}

/// A frame writer that has already drawn `wizard`'s frame (so the next render is a diff).
func primedWriter(for wizard: DiaryWizard) -> FrameWriter {
    var writer = FrameWriter()
    _ = writer.render(renderer.render(wizard, size: size), size: size)
    return writer
}

if CommandLine.arguments.dropFirst().first == "autosave", CommandLine.arguments.count > 2 {
    let arguments = CommandLine.arguments
    let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 20
    autosaveFigure(in: arguments[2], runs: max(3, runs))
    exit(0)
}

importReadIfAsked()
if CommandLine.arguments.dropFirst().first == "keystrokes" {
    let arguments = CommandLine.arguments
    let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 200
    keystrokeFigures(runs: max(5, runs), paste: !arguments.contains("--keys-only"))
    exit(0)
}

print("lemonlog-bench: \(quick ? "quick" : "full") run, terminal 80x24, \(ProcessInfo.processInfo.activeProcessorCount) cores")

// MARK: - One keystroke through the real wizard path (limit 2,000)

let reps = quick ? 30 : 200
for length in [0, 1_999] {
    let base = editingWizard(diaryText(characters: length))
    let writer = primedWriter(for: base)
    var bytes = 0
    var accepted = true
    let time = measure(reps) {
        var wizard = base
        var frames = writer
        _ = wizard.update(.key(.char("a")))
        accepted = wizard.state.content.situation.count == length + 1
        bytes = frames.render(renderer.render(wizard, size: size), size: size).count
    }
    if !accepted { stop("the keystroke was refused at \(length) characters") }
    row("keystroke+render+diff, field \(length) → \(length + 1) chars (wizard.handle)", time, formatBytes(bytes))
}

// MARK: - One keystroke on step 4 with a 2,000-character thought (the new perspective empty)

// With crisis words in the thought, every frame's gate asks the care check of the thought
// (the new perspective can wait): the cost of the check, beside the same thought without them.
for crisis in [false, true] {
    var content = DiaryContent(emotions: ["joy"], texts: [.situation: "s",
        .thought: String(diaryText(characters: 1_970)) + (crisis ? " I want to die." : " I always fail.")])
    content.date = Date()
    let base = DiaryWizard(content: content, position: DraftPosition(step: .reeval), localizer: localizer)
    let writer = primedWriter(for: base)
    var bytes = 0
    let time = measure(reps) {
        var wizard = base
        var frames = writer
        _ = wizard.update(.key(.char("+")))
        bytes = frames.render(renderer.render(wizard, size: size), size: size).count
    }
    row("keystroke+render+diff on step 4, 2,000-char thought, \(crisis ? "crisis words" : "ordinary")", time, formatBytes(bytes))
    // Typing into that thought changes it at each key: the check itself runs once per key.
    let check = CareCheck()
    row("  the care check of that 2,000-char thought alone, \(crisis ? "crisis words" : "ordinary")",
        measure(reps) { _ = check.hasCrisisWords(content.thought) }, "")
}

// MARK: - The same, split in parts, up to 10,000 characters (TextEditor(limit: nil))

for length in [0, 2_000, 10_000] {
    let before = diaryText(characters: length)
    let editor = TextEditor(text: before, limit: nil)
    let editTime = measure(reps) {
        var copy = editor
        _ = copy.apply(.insert("a"), wrapWidth: 74)
    }
    let wizardBefore = editingWizard(before)
    let wizardAfter = editingWizard(before + "a")
    let writer = primedWriter(for: wizardBefore)
    var frame = renderer.render(wizardAfter, size: size)
    let renderTime = measure(reps) { frame = renderer.render(wizardAfter, size: size) }
    var bytes = 0
    let diffTime = measure(reps) {
        var frames = writer
        bytes = frames.render(frame, size: size).count
    }
    let total = (editTime.median + renderTime.median + diffTime.median, editTime.p90 + renderTime.p90 + diffTime.p90)
    row("  field \(length) → \(length + 1): insert (TextEditor, no limit)", editTime, "")
    row("  field \(length) → \(length + 1): render (WizardRenderer)", renderTime, "")
    row("  field \(length) → \(length + 1): frame diff (FrameWriter)", diffTime, formatBytes(bytes))
    row("  field \(length) → \(length + 1): sum of the three", total, formatBytes(bytes))
}

// MARK: - A 1 MB paste

let pasteText: String = {
    // Diary text with a tab and an escape sequence now and then, so the sanitizer has work.
    var text = ""
    let chunk = diaryText(characters: 700) + "\t\u{1B}[31mred\u{1B}[0m\n"
    while text.utf8.count < 1_000_000 { text += chunk }
    return String(decoding: Array(text.utf8.prefix(1_000_000)), as: UTF8.self)
}()
let pasteBytes: [UInt8] = Array("\u{1B}[200~".utf8) + Array(pasteText.utf8) + Array("\u{1B}[201~".utf8)
let pasteReps = quick ? 3 : 10
var pasted = ""
row("1 MB paste: KeyDecoder.feed (bracketed paste → one key)", measure(pasteReps, warmup: 1) {
    var decoder = KeyDecoder()
    let keys = decoder.feed(pasteBytes)
    if case .paste(let text)? = keys.first?.code { pasted = text }
}, formatBytes(pasteBytes.count))
var clean = ""
row("1 MB paste: TextSanitizer.sanitize", measure(pasteReps, warmup: 1) { clean = TextSanitizer.sanitize(pasted) },
    "\(clean.count) chars")
var kept = 0
row("1 MB paste: insert, limit 2,000, kept whole (TextEditor .paste)", measure(pasteReps, warmup: 1) {
    var editor = TextEditor(limit: DiaryLimits.maxTextLength)
    _ = editor.apply(.paste(pasted), wrapWidth: 74)
    kept = editor.count
}, "\(kept) chars kept")
row("1 MB paste: insert, no limit (TextEditor .paste)", measure(pasteReps, warmup: 1) {
    var editor = TextEditor(limit: nil)
    _ = editor.apply(.paste(pasted), wrapWidth: 74)
    kept = editor.count
}, "\(kept) chars kept")
do {
    let base = editingWizard("")
    let writer = primedWriter(for: base)
    var bytes = 0
    row("1 MB paste: whole wizard path, limit 2,000, kept whole (handle+render+diff)", measure(pasteReps, warmup: 1) {
        var wizard = base
        var frames = writer
        _ = wizard.update(.key(Key(.paste(pasted))))
        bytes = frames.render(renderer.render(wizard, size: size), size: size).count
    }, formatBytes(bytes))
    let huge = editingWizard(clean)
    let hugeWriter = primedWriter(for: editingWizard(""))
    row("1 MB text, no limit: render + diff of the field", measure(pasteReps, warmup: 1) {
        var frames = hugeWriter
        bytes = frames.render(renderer.render(huge, size: size), size: size).count
    }, formatBytes(bytes))
    // A paste over the limit is kept whole (issue 18): a key in the field it left must stay cheap.
    var over = base
    _ = over.update(.key(Key(.paste(pasted))))
    let overWriter = primedWriter(for: over)
    row("1 MB paste kept whole: then ← in that field (handle+render+diff)", measure(reps) {
        var wizard = over
        var frames = overWriter
        _ = wizard.update(.key(.left))
        bytes = frames.render(renderer.render(wizard, size: size), size: size).count
    }, formatBytes(bytes))
    row("1 MB paste kept whole: then Backspace in that field (handle+render+diff)", measure(reps) {
        var wizard = over
        var frames = overWriter
        _ = wizard.update(.key(.backspace))
        bytes = frames.render(renderer.render(wizard, size: size), size: size).count
    }, formatBytes(bytes))
}

// MARK: - One autosave

// The store goes in $LEMONLOG_BENCH_DIR (to measure another disk), else in the temp folder.
let benchParent = ProcessInfo.processInfo.environment["LEMONLOG_BENCH_DIR"].map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory
let folder = benchParent.appendingPathComponent("lemonlog-bench-\(getpid())", isDirectory: true)
defer { try? FileManager.default.removeItem(at: folder) }
do {
    let store = try DiaryStore(directory: folder)
    let session = try DraftSession.new(store: store, now: Date())
    defer { session.close() }
    let path = folder.appendingPathComponent("drafts/\(session.draftID).json").path
    let saveReps = quick ? 10 : 50
    for (label, length) in [("small draft (one 40-char field)", 40), ("full draft (4 × 2,000 chars)", 2_000)] {
        let text = diaryText(characters: length)
        var content = DiaryContent(emotions: ["joy", "sadness"], texts: [.situation: text])
        if length > 100 {
            content.thought = text
            content.reeval = text
            content.action = text
        }
        let position = DraftPosition(step: .situation, editing: true, cursor: length)
        let time = measure(saveReps, warmup: 2) {
            try! session.saveDraft(content: content, position: position, now: Date())
        }
        let fileBytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        row("autosave: DraftSession.saveDraft, \(label)", time, formatBytes(fileBytes) + " file")
    }
} catch {
    print("autosave benchmark failed: \(error)")
}

// MARK: - Table

let widths = (rows.map(\.0.count).max() ?? 0, 10, 10)
func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
print("")
print(pad("what", widths.0) + "  " + pad("median", widths.1) + "  " + pad("p90", widths.2) + "  bytes")
print(String(repeating: "-", count: widths.0 + widths.1 + widths.2 + 20))
for (what, median, p90, bytes) in rows {
    print(pad(what, widths.0) + "  " + pad(median, widths.1) + "  " + pad(p90, widths.2) + "  " + bytes)
}
