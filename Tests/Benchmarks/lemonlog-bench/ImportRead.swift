import Foundation
import LemonLogKit
#if canImport(Glibc)
import Glibc
#endif

// MARK: - `lemonlog-bench import-read FILE [--runs N]`: the streamed import's per-entry reading

/// Runs `lemonlog-bench import-read FILE [--runs N]` when that is what was asked, then exits.
func importReadIfAsked() {
    let arguments = CommandLine.arguments
    guard arguments.dropFirst().first == "import-read", arguments.count > 2 else { return }
    let runs = arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 5
    importReadFigures(path: arguments[2], runs: max(1, runs))
    exit(0)
}

/// The CPU seconds this process has used.
func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Prints one JSON object: for the LemonLog export at `path`, the median CPU seconds of reading
/// all its entries (parse, decode, unknown fields: `EntryReading.read`) by Foundation and by the
/// fast path, and of the whole `readEntries` (splitting and checks too) both ways.
func importReadFigures(path: String, runs: Int) {
    guard let data = FileManager.default.contents(atPath: path), let items = EntryReading.items(of: data) else {
        stop("import-read: \(path) is not an export with entries")
    }
    func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = cpuSeconds()
            body()
            times.append(cpuSeconds() - start)
        }
        return times.sorted()[runs / 2]
    }
    var counts: [Bool: (entries: Int, fast: Int)] = [:]
    var decode: [Bool: Double] = [:]
    var whole: [Bool: Double] = [:]
    let reader = ImportReader(timeZone: TimeZone(identifier: "UTC")!)
    let source = ImportSource(data: data)
    guard let probe = reader.probe(source) else { stop("import-read: \(path) is not a LemonLog export") }
    for fast in [false, true] {
        decode[fast] = median { counts[fast] = EntryReading.read(items, fast: fast) }
        whole[fast] = median { _ = try! reader.readEntries(source, probe: probe, fast: fast) { _ in } }
    }
    let slow = decode[false]!, quick = decode[true]!
    print("""
    {"entries": \(items.count), "decoded": \(counts[false]!.entries), "decoded_fast": \(counts[true]!.entries), \
    "read_by_fast_path": \(counts[true]!.fast), "decode_foundation_s": \(slow), "decode_fast_s": \(quick), \
    "decode_speedup": \(String(format: "%.2f", slow / quick)), "readEntries_foundation_s": \(whole[false]!), \
    "readEntries_fast_s": \(whole[true]!)}
    """)
}
