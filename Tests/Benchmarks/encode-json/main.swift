// The store's JSON encoder against JSONEncoder (StoreJSON.encoder()), per document of the
// shape of an entry (about 15 keys, arrays, dictionaries of Int, nested objects, four dates).
// Not part of any target: Tests/Benchmarks/encode-json.sh compiles it with swiftc -O together
// with Sources/LemonLogKit/Store/JSON/*.swift and StoreTimestamp.swift, and runs it.
// CPU time of this thread, best of 7 interleaved rounds (the machine is shared).
import Foundation

/// An outcome (nested object).
struct Outcome: Codable { var status: String; var at: Date; var mastery: Int; var note: String; var mood: [String: Int] }
/// The content of an entry.
struct Content: Codable {
    var emotions: [String]; var situation: String; var thought: String; var reeval: String; var action: String
    var date: Date; var intensities: [String: Int]; var reratings: [String: Int]; var traps: [String]
    var actionDue: Date?; var actionOutcome: Outcome?; var starred: Bool; var starReason: String?; var timeZone: String?
}
/// An entry document.
struct Entry: Codable { var version: Int; var id: String; var createdAt: Date; var updatedAt: Date; var content: Content; var conflictOf: String?; var importedFrom: String? }

func entry(_ i: Int) -> Entry {
    let d = Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 3600.123)
    let c = Content(emotions: ["anxious", "sad"], situation: "Meeting at work \(i) with my manager, talked about the plan",
                    thought: "I will fail / they think I'm useless", reeval: "They asked for details; that is normal.\nMaybe fine.",
                    action: "Write the summary", date: d, intensities: ["anxious": 70, "sad": 40], reratings: ["anxious": 30],
                    traps: ["catastrophizing", "mind-reading"], actionDue: d, actionOutcome: Outcome(status: "done", at: d, mastery: 60, note: "went ok", mood: ["calm": 50]),
                    starred: i % 2 == 0, starReason: nil, timeZone: "Europe/Berlin")
    return Entry(version: 4, id: String(format: "%08x", i), createdAt: d, updatedAt: d, content: c, conflictOf: nil, importedFrom: "dayone")
}

let entries = (0..<20000).map(entry)
let ref = JSONEncoder()
ref.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
ref.dateEncodingStrategy = .custom { date, encoder in
    var c = encoder.singleValueContainer(); try c.encode(StoreTimestamp.format(date)!)
}
for e in entries.prefix(200) {
    precondition(try! ref.encode(e) == (try! StoreJSONEncoder.encode(e, dateText: StoreTimestamp.format)), "differ")
}
print("bytes per document:", try! ref.encode(entries[0]).count)
/// CPU time of this thread (the machine is shared: wall time is noisy).
func cpuNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}
func once(_ body: (Entry) throws -> Int) -> Double {
    var sink = 0
    let start = cpuNanoseconds()
    for e in entries { sink &+= try! body(e) }
    if sink == 42 { print("") }
    return Double(cpuNanoseconds() - start) / 1000 / Double(entries.count)
}
let fixedDate: (Date) -> String? = { _ in "2023-11-14T22:13:20.000Z" }
let refFixed = JSONEncoder()
refFixed.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
refFixed.dateEncodingStrategy = .custom { _, encoder in var c = encoder.singleValueContainer(); try c.encode("2023-11-14T22:13:20.000Z") }
var best = [Double](repeating: .infinity, count: 4)
for _ in 0..<7 {  // interleaved rounds, best of each
    best[0] = min(best[0], once { try ref.encode($0).count })
    best[1] = min(best[1], once { try StoreJSONEncoder.encode($0, dateText: StoreTimestamp.format).count })
    best[2] = min(best[2], once { try refFixed.encode($0).count })
    best[3] = min(best[3], once { try StoreJSONEncoder.encode($0, dateText: fixedDate).count })
}
print(String(format: "JSONEncoder       %6.2f µs/document  (dates by StoreTimestamp.format)", best[0]))
print(String(format: "StoreJSONEncoder  %6.2f µs/document  -> %.1fx", best[1], best[0] / best[1]))
print(String(format: "JSONEncoder       %6.2f µs/document  (dates as a fixed string: the encoders alone)", best[2]))
print(String(format: "StoreJSONEncoder  %6.2f µs/document  -> %.1fx", best[3], best[2] / best[3]))
