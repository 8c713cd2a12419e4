#if canImport(Glibc)
import Glibc
#endif

/// Seconds on the monotonic clock.
func crashLoopNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// A small seeded generator (SplitMix64), so that a run can be replayed with `LEMONLOG_CRASH_SEED`.
struct CrashLoopRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low >= high ? low : Double.random(in: low..<high, using: &self)
    }
}
