/// One lane's loop, owned by the one thread that runs it.
final class CrashLoopLane: @unchecked Sendable {
    var run: CrashLoopRun

    init(_ run: CrashLoopRun) { self.run = run }
}

/// What the loop counted: in one lane, or in all lanes together (`init(merging:)`).
struct CrashLoopTally {
    var kills = 0
    var runs = 0
    var saves = 0
    var edits = 0
    var filesChecked = 0
    var lost = 0
    var corrupt = 0
    var temporaryFiles = 0
    var orphanPairs = 0
    var maxUnsaved = 0.0
    /// Keys typed, keys the screen showed before the kill, and the longest write-to-echo delay.
    var keysTyped = 0
    var keysEchoed = 0
    var maxEchoDelay = 0.0
    /// Time spent waiting for first frames, and in all runs (seconds).
    var startupSeconds = 0.0
    var runSeconds = 0.0
    var failures: [String] = []
    var modeCounts: [String: Int] = [:]

    init() {}

    /// The lanes' counters added up (maxima kept); failures say their lane.
    init(merging lanes: [CrashLoopTally]) {
        for (lane, run) in lanes.enumerated() {
            kills += run.kills
            runs += run.runs
            saves += run.saves
            edits += run.edits
            filesChecked += run.filesChecked
            lost += run.lost
            corrupt += run.corrupt
            temporaryFiles += run.temporaryFiles
            orphanPairs += run.orphanPairs
            maxUnsaved = max(maxUnsaved, run.maxUnsaved)
            keysTyped += run.keysTyped
            keysEchoed += run.keysEchoed
            maxEchoDelay = max(maxEchoDelay, run.maxEchoDelay)
            startupSeconds += run.startupSeconds
            runSeconds += run.runSeconds
            failures += run.failures.map { "lane \(lane) " + $0 }
            modeCounts.merge(run.modeCounts, uniquingKeysWith: +)
        }
    }
}
